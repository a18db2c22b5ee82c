;;; LIB OBJECTCLASS: classes, slots, defaults, constructors, recognisers,
;;; slot updaters, inheritance and how instances print
uses objectclass;

define :class point2d;
    slot xCoord = 0;
    slot yCoord = 0;
enddefine;

point2d_key =>
vars P = newpoint2d();
P =>
conspoint2d(4, 5) -> P;
P =>
P.xCoord, yCoord(P) =>
6 -> P.xCoord;
P =>
destpoint2d(P) =>
[^P ^(newpoint2d())] =>
pr(P); nl(1);

define :class point3d is point2d;
    slot zCoord = 0;
enddefine;

ispoint2d(newpoint3d()), ispoint3d(newpoint3d()) =>
ispoint3d(newpoint2d()), ispoint2d(5), ispoint2d([]) =>
vars Q = newpoint3d();
77 -> Q.xCoord;
22 -> yCoord(Q);
Q =>
conspoint3d(1, 2, 3) =>
datakey(Q), dataword(Q) =>
newpoint2d, conspoint3d, destpoint3d, ispoint3d, zCoord =>
isprocedure(xCoord), isprocedure(updater(xCoord)) =>

;;; == is evaluated once, = for every instance; the default is undef,
;;; and 0 for a numeric slot
define :class Item;
    slot itemPartNo == false, itemDescription == 'Unknown Item';
    slot itemParts = [x];
    slot itemShared == [];
    slot itemCount :int;
    slot itemNote;
enddefine;

vars i1 = newItem(), i2 = newItem();
i1 =>
i1.itemParts == i2.itemParts, i1.itemShared == i2.itemShared =>
consItem('XXX-99-1', 'Large Widget', [a], [], 3, "n") =>
i1.itemNote, i1.itemCount =>

;;; myself is the instance being made; slots are set in record order
define :class Tally;
    slot tallyItems = [% 1, 2, 3 %];
    slot tallySize = length(tallyItems(myself));
enddefine;
newTally() =>

;;; multiple inheritance: slots in order, each once
define :class A; slot s1 = 1; slot s2 = 2; enddefine;
define :class B; slot s2 = 20; slot s3 = 30; enddefine;
define :class C is A, B; slot s1 = 100; slot s4 = 4; enddefine;
newC() =>
isA(newC()), isB(newC()), isC(newA()) =>
vars c = newC();
5 -> s3(c);
c.s3, c.s2 =>
