;;; a user class_hash is what syshash uses
recordclass point x y;
define ph(p); 42 enddefine;
ph -> class_hash(point_key);
syshash(conspoint(1,2)) =>
class_hash(point_key) =>
