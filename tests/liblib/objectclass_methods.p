;;; LIB OBJECTCLASS: methods chosen by the classes of their arguments,
;;; default methods, call_next_method, updater methods, print_instance
uses objectclass;

define :class point2d; slot xCoord = 0; slot yCoord = 0; enddefine;
define :class point3d is point2d; slot zCoord = 0; enddefine;

define :method distance(p:point2d);
    sqrt(p.xCoord ** 2 + p.yCoord ** 2);
enddefine;
distance(conspoint2d(3, 4)) =>
distance(conspoint3d(3, 4, 12)) =>
distance =>
pdnargs(distance) =>

define :method distance(p:point3d);
    sqrt(call_next_method(p) ** 2 + p.zCoord ** 2);
enddefine;
distance(conspoint3d(3, 4, 12)) =>
distance(conspoint2d(3, 4)) =>

;;; redefining a method for the same classes replaces it
define :method distance(p:point2d);
    abs(p.xCoord) + abs(p.yCoord)
enddefine;
distance(conspoint2d(3, 4)) =>
distance(conspoint3d(3, 4, 12)) =>

;;; the class precedence list: a class before its superclasses, direct
;;; superclasses in the order given
define :class X; enddefine;
define :method whoami(x:X); 'An instance of X' enddefine;
newX().whoami =>
define :class Y is X; enddefine;
define :method whoami(x:Y); 'An instance of Y' enddefine;
newY().whoami =>
define :class Z is Y; enddefine;
newZ().whoami =>
newX() =>

define :class A; enddefine;
define :class B; enddefine;
define :class C is A, B; enddefine;
define :class D is B, A; enddefine;
define :method whoami(x:A); 'An A' enddefine;
define :method whoami(x:B); 'A B' enddefine;
newC().whoami, newD().whoami =>

;;; multi-methods: the rightmost argument decides first; a method without
;;; constraints applies to anything
define :method both(x:A, y:A); [A A] enddefine;
define :method both(x:A, y:B); [A B] enddefine;
define :method both(x, y:C); [any C] enddefine;
define :method both(x:C, y:A); [C A] enddefine;
both(newA(), newA()) =>
both(newA(), newB()) =>
both(newC(), newC()) =>
both(newA(), newC()) =>
both(newC(), newD()) =>
both(newD(), newA()) =>
both(newC(), newA()) =>

define :method describe(x); [thing ^x] enddefine;
define :method describe(x:A); [an A then ^(call_next_method(x))] enddefine;
define :method describe(x:C); [a C then ^(call_next_method(x))] enddefine;
describe(3) =>
describe(newA()) =>
describe(newC()) =>
describe(newD()) =>

;;; updater methods; output locals
define :method polarCoords(p:point2d) -> (r, theta);
    dlocal popradians = true;
    sqrt(p.xCoord ** 2 + p.yCoord ** 2) -> r;
    arctan(p.yCoord / p.xCoord) -> theta;
enddefine;
define :method updaterof polarCoords(r, theta, p:point2d);
    dlocal popradians = true;
    r * cos(theta) -> p.xCoord;
    r * sin(theta) -> p.yCoord;
enddefine;
vars P = newpoint2d();
(2, pi/4) -> polarCoords(P);
P =>
polarCoords(P) =>

;;; a slot method can be overridden for a subclass
define :method xCoord(p:point3d); 'x of a 3d point' enddefine;
xCoord(newpoint3d()), xCoord(newpoint2d()) =>

;;; print_instance decides how instances print
define :method print_instance(p:point2d);
    printf('<point %p,%p>', [% p.xCoord, p.yCoord %])
enddefine;
newpoint2d() =>
[% newpoint3d() %] =>
newC() =>
