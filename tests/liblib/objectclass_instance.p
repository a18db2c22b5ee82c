;;; LIB OBJECTCLASS: instance ... endinstance, define :instance,
;;; define :mixin and define :singleton
uses objectclass;

define :class point2d; slot xCoord = 0; slot yCoord = 0; enddefine;
define :class point3d is point2d; slot zCoord = 0; enddefine;

vars P = instance point3d xCoord = 77; yCoord = 22 endinstance;
P =>
instance point2d endinstance =>
instance point2d yCoord = 1 + 2; endinstance =>

define :instance startPosition:point2d;
    xCoord = 77;
    yCoord = 22;
enddefine;
startPosition =>
startPosition.ispoint2d =>

define :mixin Named;
    slot name = 'nobody';
enddefine;
Named_key =>
define :class Person is Named, point2d;
    slot age = 0;
enddefine;
newPerson() =>
isNamed(newPerson()), isNamed(newpoint2d()), ispoint2d(newPerson()) =>
define :method greet(x:Named); 'Hello, ' <> x.name enddefine;
vars fred = newPerson();
'Fred' -> fred.name;
greet(fred) =>
fred =>

define :class Item;
    slot itemPartNo == false, itemDescription == 'Unknown Item';
enddefine;
define :singleton NoItem is Item;
    slot itemDescription = 'Bogus Item';
enddefine;
NoItem =>
isItem(NoItem), isNoItem(NoItem), isNoItem(newItem()) =>
NoItem_key =>
