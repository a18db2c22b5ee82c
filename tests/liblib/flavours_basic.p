;;; LIB FLAVOURS: flavours, instances, messages, methods, inheritance
erase -> libwarning;    ;;; (Poplog loads its base flavours with lib)
uses flavours;
flavour person;
ivars name age = 0;
divars mood = "happy";
    defmethod birthday;
        age + 1 -> age;
        [happy birthday to ^name] =>
    enddefmethod;
    defmethod updaterof age(v); [setting age ^v] =>; v -> ivalof(self, "age")
    enddefmethod;
    defmethod greet(other);
        [^name greets ^(other <- name)] =>
    enddefmethod;
endflavour;
flavour student isa person;
ivars subject;
    defmethod describe -> l; [^name studies ^subject mood ^mood] -> l enddefmethod;
endflavour;
person_flavour =>
vars p = make_instance([person name fred age 30]), s = make_instance([student name sue subject logic]);
p => s =>
p <- birthday;
p <- age =>
40 -> p <- age;
p <- age =>
s <- describe =>
s <- greet(p);
p("name") =>
"fido" -> p("name");
p <- name =>
ivalof(s, "subject") =>
"maths" -> ivalof(s, "subject");
s <- subject =>
dataword(s) =>
isinstance(s, person_flavour) =>
isinstance(p, student_flavour) =>
isinstance(s, false), isinstance(3, false) =>
flavour_of("student") =>
flavour_of("nobody") =>
;;; what a flavour knows about itself
person_flavour <- name =>
person_flavour <- flavour_record =>
student_flavour <- instance_variables =>
student_flavour <- lexical_instance_variables =>
student_flavour <- dynamic_instance_variables =>
person_flavour <- methods =>
student_flavour <- components =>
person_flavour <- subflavours =>
student_flavour <- willrespondto("age") =>
student_flavour <- willrespondto("fly") =>
person_flavour <- default_value_for("age") =>
metaflavour_flavour, flavour_flavour, mixin_flavour, vanilla_flavour =>
;;; a new instance from the flavour itself
vars q = person_flavour <- new;
q <- age =>
q <- name =>
;;; adding to a flavour
flavour person;
    defmethod birthday; [no more birthdays for ^name] => enddefmethod;
    defmethod shout; [^name shouts] => enddefmethod;
endflavour;
p <- birthday;
s <- shout;
