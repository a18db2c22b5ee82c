;;; LIB OBJECTCLASS: instances that refer to each other print (LOOP ...);
;;; a method with one argument restricted and one not
uses objectclass;

define :class body;
    slot body_name = "nobody";
    slot body_partner = false;
enddefine;

define :method pair_up(a:body, b:body);
    b -> a.body_partner;
    a -> b.body_partner;
enddefine;

vars ann = instance body body_name = "ann" endinstance,
     bob = instance body body_name = "bob" endinstance;
pair_up(ann, bob);
ann =>
[^bob] =>
ann.body_partner.body_partner == ann =>

define :method label(b:body, x); [^(b.body_name) holds ^x] enddefine;
define :method label(x, b:body); [^x given to ^(b.body_name)] enddefine;
label(ann, "w") =>
label(2.5, bob) =>
label(ann, bob) =>

;;; a mishap inside a method names the method and not the dispatcher
define :method check_single(b:body);
    if b.body_partner then mishap('ALREADY PAIRED', [^b]) endif
enddefine;
check_single(newbody());
'unpaired' =>
check_single(ann);
