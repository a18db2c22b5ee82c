;;; LIB OBJECTCLASS: cons and new wrappers, shared slots (== once, = on
;;; first use), inherited by subclasses
uses objectclass;

define :class ticket;
    shared_slot issued == 0;
    slot number = 0;
    on cons(t) do
        t.issued + 1 -> t.issued;
enddefine;
newticket().issued =>
newticket().issued =>
consticket(99) =>
newticket().issued =>

define :class seat_ticket is ticket;
    slot seat = "none";
    on new(t) do
        t.issued -> t.number;
enddefine;
newseat_ticket() =>
newseat_ticket() =>
newticket().issued =>

define :class lazy_thing;
    shared_slot expensive = (npr('computing now'), [big value]);
    slot other = 1;
enddefine;
vars l1 = newlazy_thing(), l2 = newlazy_thing();
'made two' =>
l1.expensive =>
l2.expensive =>
[changed] -> l1.expensive;
l2.expensive =>
l1 =>

;;; wrappers run most general class first, cons wrappers before new ones
define :class noisy;
    slot level = 0;
    on cons(x) do npr([cons ^x]);
    on new(x) do npr([new ^x]);
enddefine;
define :class noisier is noisy;
    on cons(x) do npr([noisier cons ^x]);
    on new(x) do npr([noisier new ^x]);
enddefine;
newnoisy() =>
consnoisy(5) =>
newnoisier() =>
consnoisier(7) =>
