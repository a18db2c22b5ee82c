;;; LIB OBJECTCLASS: a generic procedure with no method for its argument
uses objectclass;
define :class point2d; slot xCoord = 0; slot yCoord = 0; enddefine;
define :method distance(p:point2d);
    sqrt(p.xCoord ** 2 + p.yCoord ** 2);
enddefine;
distance(newpoint2d()) =>
0 -> pop_mishap_doing_lim;
distance(6) =>
