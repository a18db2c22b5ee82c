;;; TEACH OBJECTCLASS_EXAMPLE's behaviours, in a story of its own: slots
;;; with defaults, instances, inheritance, a method with a nested
;;; procedure that mishaps, print_instance methods (also overridden in a
;;; subclass), methods on several classes, call_next_method, updaterof
;;; methods, and a wrapper on a slot's updater.
uses objectclass;
define :class pet;
    slot pet_name = "nameless";
    slot pet_age = 1;
enddefine;
vars rex = conspet("rex", 3);
ispet(rex), ispet("rex") =>
pet_name(rex), pet_age(rex) =>
newpet() =>
define :instance tom:pet;
    pet_name = "tom";
enddefine;
tom =>
define :method grow(p:pet);
    pet_age(p) + 1 -> pet_age(p);
    [^(pet_name(p)) is now ^(pet_age(p))] =>
enddefine;
grow(rex);
define :class dog is pet;
    slot dog_friend = false;
enddefine;
define :instance fido:dog;
    pet_name = "fido";
    pet_age = 5;
enddefine;
fido =>
grow(fido);
isdog(fido), isdog(rex), ispet(fido) =>
define :method befriend(a:dog, b:dog);
    define check_loyal(a, b);
        if dog_friend(a) and dog_friend(a) /== b then
            mishap('DISLOYAL', [^(pet_name(a)) ^(pet_name(b))])
        endif
    enddefine;
    check_loyal(a, b);
    check_loyal(b, a);
    b -> dog_friend(a);
    a -> dog_friend(b);
enddefine;
define :instance spot:dog;
    pet_name = "spot";
enddefine;
befriend(fido, spot);
pet_name(dog_friend(spot)) =>
define :method print_instance(d:dog);
    printf(pet_name(d), '<dog %p>')
enddefine;
fido =>
[^fido ^spot] =>
define :class puppy is dog;
    slot puppy_toy = "ball";
enddefine;
define :method print_instance(p:puppy);
    printf(puppy_toy(p), pet_name(p), '<puppy %p with %p>')
enddefine;
define :instance bit:puppy;
    pet_name = "bit";
enddefine;
bit =>
define :method grow(p:puppy);
    'a puppy grows' =>
    call_next_method(p);
enddefine;
grow(bit);
define :method meet(a:dog, b:puppy); [dog meets puppy] enddefine;
define :method meet(a:dog, b:dog); [dog meets dog] enddefine;
define :method meet(a:pet, b); [pet meets something] enddefine;
meet(fido, bit) =>
meet(fido, spot) =>
meet(rex, 7) =>
define :method dog_years(d:dog) -> years;
    pet_age(d) * 7 -> years
enddefine;
define :method updaterof dog_years(years, d:dog);
    years div 7 -> pet_age(d)
enddefine;
dog_years(fido) =>
70 -> dog_years(fido);
pet_age(fido) =>
define :class show_dog is dog;
    slot show_class = "none";
enddefine;
define :wrapper updaterof show_class(c, d:show_dog, set_p);
    unless member(c, [toy working hound]) then
        mishap('UNKNOWN SHOW CLASS', [^c])
    endunless;
    set_p(c, d);
enddefine;
define :instance lady:show_dog;
    pet_name = "lady";
enddefine;
"toy" -> show_class(lady);
show_class(lady) =>
befriend(fido, lady);
