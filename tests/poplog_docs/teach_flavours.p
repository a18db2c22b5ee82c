;;; TEACH FLAVOURS: a flavour redefined with a new instance variable with
;;; an initial value (existing instances get it), methods with arguments,
;;; self, and messages sent on from a method.
erase -> libwarning;    ;;; (Poplog loads its base flavours with lib)
uses flavours;
flavour person;
    ivars name age sex;
    defmethod birthday;
        age + 1 -> age;
    enddefmethod;
endflavour;
vars adam = make_instance([person name adam age 25 sex male]);
adam <- age =>
flavour person;
    ivars spouse = false;
    defmethod marry(person);
        lvars person;
        if spouse then
            unless spouse == person do
                mishap('BIGAMY', [% self, spouse, person %]);
            endunless
        else
            person -> spouse;
            [I ^name take ^(spouse<-name)] =>
            spouse <- marry(self);
        endif;
    enddefmethod;
endflavour;
adam <- spouse =>
vars eve = make_instance([person name eve age 24 sex female]);
eve <- spouse =>
adam <- marry(eve);
adam <- spouse =>
eve <- spouse =>
adam <- spouse <- spouse == adam =>
