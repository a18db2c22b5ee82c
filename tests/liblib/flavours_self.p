;;; LIB FLAVOURS: self, ^, message, myflavour, quitmessage, dynamic
;;; instance variables, messages between instances
erase -> libwarning;
uses flavours;
flavour human;
divars spouse = false;
ivars name;
    defmethod marry(person);
        unless person == spouse do
            person -> spouse;
            spouse <- marry(self);
        endunless;
    enddefmethod;
    defmethod spouse_name; if spouse then spouse <- name else "nobody" endif
    enddefmethod;
    defmethod tell; [I am ^name in ^myflavour getting ^message] => enddefmethod;
    defmethod twice; ^tell; ^tell; enddefmethod;
    defmethod check(n);
        if n > 3 then [too big] =>; quitmessage endif;
        [fine ^n] =>
    enddefmethod;
    defmethod after check; [after check] => enddefmethod;
    defmethod who; show_spouse() enddefmethod;
endflavour;
;;; a dynamic instance variable is seen by the procedures a method calls
define show_spouse(); [spouse is ^(if spouse then spouse <- name else "none" endif)] => enddefine;
vars andrew = make_instance([human name andrew]),
    sarah = make_instance([human name sarah]);
andrew <- marry(sarah);
andrew <- spouse_name =>
sarah <- spouse_name =>
andrew <- twice;
andrew <- check(2);
andrew <- check(5);
sarah <- who;
self =>
;;; a precedence list with shared components
flavour instrument; defmethod kind; [instrument] => enddefmethod; endflavour;
flavour bar_gauge isa instrument; endflavour;
flavour scaled_bar isa bar_gauge; endflavour;
flavour moving_bar isa bar_gauge; defmethod kind; [moving] => enddefmethod; endflavour;
flavour horiz_bar isa bar_gauge; endflavour;
flavour moving_horiz isa horiz_bar moving_bar; endflavour;
flavour smh isa scaled_bar moving_horiz; endflavour;
vars g = make_instance([smh]);
g <- kind;
isinstance(g, moving_bar_flavour) =>
;;; a mixin, and a flavour without vanilla
flavour loud a mixin; defmethod shout; [loud ^message] => enddefmethod; endflavour;
flavour dog isa loud; endflavour;
make_instance([dog]) <- shout;
loud_flavour =>
flavour bare novanilla; ivars x; endflavour;
vars b = bare_flavour <- new;
b <- x =>
bare_flavour <- components =>
;;; default_method of one's own
flavour echo;
    defmethod default_method(m); [echo ^m] => enddefmethod;
endflavour;
make_instance([echo]) <- anything;
