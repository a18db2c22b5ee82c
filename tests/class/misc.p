;;; keys as structures, initvectorclass, class_spec, fill on user classes
recordclass point x y;
datalength(point_key) =>
explode(point_key) =>
appdata(point_key, npr);
datalist(pair_key) =>
vectorclass constant cvec :byte;
initvectorclass(3, 7, cvec_key) =>
initvectorclass(2, "a", vector_key) =>
class_spec(cvec_key), class_spec(point_key), class_spec(string_key) =>
fill(1, 2, 3, initcvec(3)) =>
fill(5, 6, conspoint(0, 0)) =>
explode(conspoint(7, 8)) =>
vars p = conspoint(1, 2);
(3, 4) -> explode(p);
p =>
sys_=(conspoint(1, 2), conspoint(1, 2)), sys_=(p, 3) =>
