;;; flavours.p -- LIB FLAVOURS (HELP FLAVOURS): objects, flavours (classes),
;;; messages, methods and daemons.  Written for pop11 from the behaviour
;;; Poplog's REF FLAVOURS, REF METAFLAVOUR_FLAVOUR and TEACH FLAVOURS
;;; document and its LIB FLAVOURS shows.
;;;
;;; A flavour is described by a flavour_record (its components, instance
;;; variables, methods and daemons) and is itself an instance of a
;;; metaflavour (flavour, mixin or metaflavour), held in the variable
;;; NAME_flavour.  An instance holds its flavour_record and a property
;;; from the names of its instance variables to their values.
;;;
;;; While an instance receives a message, each of its instance variables
;;; is a permanent variable holding the instance's value: set before the
;;; message, saved into the instance after it, and given back its old
;;; value.  (Poplog compiles the ivars of methods as accesses to the
;;; instance instead; here they are dynamic like divars.)

#_TERMIN_IF DEF flavours        ;;; loaded already

section;

global vars flavours, self = false, message = false, myflavour = false,
    ;;; the instance variables of metaflavours
    name, flavour_record;

defclass flavour_record {
    fr_name, fr_meta, fr_components, fr_livars, fr_divars, fr_defaults,
    fr_methods, fr_umethods, fr_before, fr_ubefore, fr_after, fr_uafter,
    fr_flavour, fr_subs,
    ;;; the names of its primary methods, before and after daemons (normal
    ;;; or updaters), in the order they were first defined
    fr_pnames, fr_bnames, fr_anames
};

procedure(r); printf('<flavour_record %p>', [% fr_name(r) %]) endprocedure
    -> class_print(flavour_record_key);

;;; consmethodrecord(PROCEDURE, WORD), ismethodrecord, m_methodpdr ...
defclass methodrecord {m_methodpdr, m_methodname};

defclass flavour_instance {fi_record, fi_slots};


;;; -- Inheritance -------------------------------------------------------------

;;; The precedence list: the flavour, then its components depth first,
;;; left to right, each where it is last met (so after every flavour that
;;; inherits it).
define lconstant precedence(r) -> list;
    lvars all, x;
    define lconstant walk(r);
        lvars c;
        r;
        for c in fr_components(r) do walk(c) endfor
    enddefine;
    [% walk(r) %] -> all;
    [] -> list;
    for x in rev(all) do
        unless fast_lmember(x, list) then conspair(x, list) -> list endunless
    endfor
enddefine;

define lconstant collect_ivars(r, field) -> names;
    lvars c, v;
    [] -> names;
    for c in rev(precedence(r)) do
        for v in field(c) do
            unless fast_lmember(v, names) then names <> [^v] -> names endunless
        endfor
    endfor
enddefine;

define lconstant lexical_ivars = collect_ivars(% fr_livars %) enddefine;
define lconstant dynamic_ivars = collect_ivars(% fr_divars %) enddefine;

define lconstant all_ivars(r);
    lexical_ivars(r) <> dynamic_ivars(r)
enddefine;

define lconstant default_value(r, name);
    lvars c, d;
    for c in precedence(r) do
        fr_defaults(c) -> d;
        while d /== [] do
            if hd(d) == name then return(hd(tl(d))) endif;
            tl(tl(d)) -> d
        endwhile
    endfor;
    undef
enddefine;

define lconstant find_method(list, name);
    lvars m;
    for m in list do
        if m_methodname(m) == name then return(m_methodpdr(m)) endif
    endfor;
    false
enddefine;

define lconstant primary(r, msg, upd);
    lvars c, p;
    for c in precedence(r) do
        if find_method(if upd then fr_umethods(c) else fr_methods(c) endif,
                       msg) ->> p then
            return(p)
        endif
    endfor;
    false
enddefine;

;;; The daemons for msg, most specific first.
define lconstant daemons(r, msg, field);
    lvars c, p;
    [% for c in precedence(r) do
        if find_method(field(c), msg) ->> p then p endif
    endfor %]
enddefine;


;;; -- Instances and their variables ---------------------------------------------

lvars vanilla_record, flavour_meta;      ;;; (made below)

;;; An instance made before its flavour gained a variable has no slot for
;;; it (its property gives no_slot): it reads the variable's initial value.
lconstant no_slot = consref("no_slot");

define lconstant slot_value(inst, slots, v);
    lvars inst, slots, v, x = slots(v);
    if x == no_slot then default_value(fi_record(inst), v) else x endif
enddefine;

define lconstant load_vars(inst);
    lvars v, slots = fi_slots(inst);
    for v in all_ivars(fi_record(inst)) do slot_value(inst, slots, v) -> valof(v) endfor
enddefine;

define lconstant save_vars(inst);
    lvars v, slots = fi_slots(inst);
    for v in all_ivars(fi_record(inst)) do valof(v) -> slots(v) endfor
enddefine;

define ivalof(inst, name);
    unless isflavour_instance(inst) then
        mishap(inst, 1, 'ATTEMPT TO SEND MESSAGE TO NON INSTANCE')
    endunless;
    unless fast_lmember(name, all_ivars(fi_record(inst))) then
        mishap(name, 1, 'attempt to access unknown slot')
    endunless;
    if inst == self then valof(name) else slot_value(inst, fi_slots(inst), name) endif
enddefine;

define updaterof ivalof(value, inst, name);
    unless isflavour_instance(inst) then
        mishap(inst, 1, 'ATTEMPT TO SEND MESSAGE TO NON INSTANCE')
    endunless;
    unless fast_lmember(name, all_ivars(fi_record(inst))) then
        mishap(value, name, 2, 'attempt to update unknown slot')
    endunless;
    if inst == self then value -> valof(name) else value -> fi_slots(inst)(name) endif
enddefine;

define isinstance(item, fl);
    if not(isflavour_instance(item)) then
        false
    elseif fl then
        fast_lmember(ivalof(fl, "flavour_record"),
                     precedence(fi_record(item)))
    else
        true
    endif
enddefine;

define lconstant new_instance(r);
    lvars v, slots = newproperty([], 8, no_slot, "perm");
    for v in all_ivars(r) do default_value(r, v) -> slots(v) endfor;
    consflavour_instance(r, slots)
enddefine;


;;; -- Sending messages -----------------------------------------------------------

;;; The before daemons, the primary method (or the instance variable), the
;;; after daemons, with the any_message daemons around them; else the
;;; message default_method.
define lconstant receive(inst, msg, upd);
    lvars r = fi_record(inst), p = primary(r, msg, upd), d, befores;
    if p or fast_lmember(msg, all_ivars(r)) then
        applist(daemons(r, "any_message",
                        if upd then fr_ubefore else fr_before endif), apply);
        daemons(r, msg, if upd then fr_ubefore else fr_before endif) -> befores;
        applist(befores, apply);
        if p then
            p()
        elseif upd then
            () -> valof(msg)
        else
            valof(msg)
        endif;
        applist(rev(daemons(r, msg, if upd then fr_uafter else fr_after endif)),
                apply);
        applist(rev(daemons(r, "any_message",
                            if upd then fr_uafter else fr_after endif)), apply)
    elseif primary(r, "default_method", upd) ->> p then
        p(msg)
    else
        ;;; as in Poplog: vanilla's default_method for anything
        find_method(if upd then fr_umethods(vanilla_record)
                    else fr_methods(vanilla_record) endif,
                    "default_method")(msg)
    endif
enddefine;

define lconstant send(msg, inst, upd);
    lvars sender = self, names, old;
    unless isflavour_instance(inst) then
        mishap(inst, 1, 'ATTEMPT TO SEND MESSAGE TO NON INSTANCE')
    endunless;
    if isflavour_instance(sender) then save_vars(sender) endif;
    all_ivars(fi_record(inst)) -> names;
    maplist(names, valof) -> old;
    procedure;
        dlocal self = inst, message = msg,
            myflavour = fr_flavour(fi_record(inst));
        load_vars(inst);
        receive(inst, msg, upd);
        save_vars(inst)
    endprocedure();
    applist(names, procedure(v); dest(old) -> old -> valof(v) endprocedure);
    if isflavour_instance(sender) then load_vars(sender) endif
enddefine;

define syssendmessage(msg, inst);
    send(msg, inst, false)
enddefine;

define updaterof syssendmessage(msg, inst);
    send(msg, inst, true)
enddefine;

syssendmessage -> class_apply(flavour_instance_key);
procedure(inst); syssendmessage("printself", inst) endprocedure
    -> class_print(flavour_instance_key);

;;; quitmessage: leave the message (its variables are saved)
define sys_flavours_quit();
    exitfrom(receive)
enddefine;

define global macro quitmessage;
    "sys_flavours_quit", "(", ")"
enddefine;


;;; -- Syntax ------------------------------------------------------------------------

;;; OBJECT <- MESSAGE(ARGS), OBJECT <- MESSAGE, VALUE -> OBJECT <- MESSAGE
define lconstant compile_send();
    lvars msg = readitem(), obj = sysNEW_LVAR();
    sysPOP(obj);
    if nextitem() == "(" then
        readitem() -> ;
        unless nextitem() == ")" then pop11_comp_expr_to(")") -> ;
        else readitem() ->
        endunless
    endif;
    sysPUSHQ(msg);
    sysPUSH(obj);
    sysCALL -> pop_expr_inst;
    "syssendmessage" -> pop_expr_item
enddefine;
;;; (it runs while the rest of this file compiles: no name from the start,
;;; as the library's other procedures, below)
false -> pdprops(compile_send);

define global syntax 4 <-;
    compile_send()
enddefine;

;;; ^MESSAGE(ARGS): self <- MESSAGE(ARGS)
define global syntax ^;
    sysPUSH("self");
    compile_send()
enddefine;

global vars syntax (endflavour, enddefmethod);

lvars defining = [];        ;;; the records being defined, innermost first

define lconstant record_of(word);
    lvars w = consword(word sys_>< '_flavour'), f;
    if isdefined(w) and isflavour_instance(valof(w) ->> f) then
        ivalof(f, "flavour_record")
    else
        mishap(word, 1, 'no such flavour')
    endif
enddefine;

define flavour_of(word);
    lvars w = consword(word sys_>< '_flavour'), f;
    if isdefined(w) and isflavour_instance(valof(w) ->> f) then f else false endif
enddefine;

;;; Make (or find) the record of flavour name.
define lconstant make_record(name, meta_rec, components) -> r;
    lvars f = flavour_of(name), c;
    if f then
        ivalof(f, "flavour_record") -> r;
        for c in components do
            unless fast_lmember(c, fr_components(r)) then
                ;;; before vanilla, which stays last
                if fr_components(r) /== [] and last(fr_components(r)) == vanilla_record
                and c /== vanilla_record then
                    allbutlast(1, fr_components(r)) <> [^c ^vanilla_record]
                else
                    fr_components(r) <> [^c]
                endif -> fr_components(r);
                conspair(r, fr_subs(c)) -> fr_subs(c)
            endunless
        endfor
    else
        consflavour_record(name, meta_rec, components, [], [], [],
                           [], [], [], [], [], [], false, [], [], [], []) -> r;
        for c in components do conspair(r, fr_subs(c)) -> fr_subs(c) endfor;
        new_instance(meta_rec) -> f;
        name -> fi_slots(f)("name");
        r -> fi_slots(f)("flavour_record");
        f -> fr_flavour(r);
        f -> valof(consword(name sys_>< '_flavour'))
    endif
enddefine;

define sys_flavour_begin(name, meta, novanilla, components);
    lvars comps = maplist(components, record_of);
    unless novanilla or fast_lmember(vanilla_record, comps) then
        comps <> [^vanilla_record] -> comps
    endunless;
    conspair(make_record(name,
                if meta then record_of(meta) else flavour_meta endif, comps),
             defining) -> defining
enddefine;

define sys_flavour_end();
    tl(defining) -> defining
enddefine;

define sys_flavour_ivar(name, value, dynamic, hasdefault);
    lvars r = hd(defining);
    unless fast_lmember(name, fr_livars(r)) or fast_lmember(name, fr_divars(r)) then
        if dynamic then fr_divars(r) <> [^name] -> fr_divars(r)
        else fr_livars(r) <> [^name] -> fr_livars(r)
        endif
    endunless;
    if hasdefault then [^name ^value ^^(fr_defaults(r))] -> fr_defaults(r) endif
enddefine;

;;; Add (or replace) method name of the kind (false, "before", "after").
define sys_flavour_method(p, name, kind, upd);
    lvars r = hd(defining), field, m, names;
    consword(fr_name(r) sys_>< '<-' sys_>< name) -> pdprops(p);
    if kind == "before" then fr_bnames elseif kind == "after" then fr_anames
    else fr_pnames endif -> names;
    unless fast_lmember(name, names(r)) then names(r) <> [^name] -> names(r) endunless;
    if kind == "before" then if upd then fr_ubefore else fr_before endif
    elseif kind == "after" then if upd then fr_uafter else fr_after endif
    else if upd then fr_umethods else fr_methods endif
    endif -> field;
    for m in field(r) do
        if m_methodname(m) == name then p -> m_methodpdr(m); return endif
    endfor;
    field(r) <> [% consmethodrecord(p, name) %] -> field(r)
enddefine;

;;; flavour NAME [a META] [novanilla] [isa COMPONENT ...]; ... endflavour
define global syntax flavour;
    lvars name = readitem(), meta = false, novanilla = false, comps = [], w;
    repeat
        readitem() -> w;
        if w == "a" then
            readitem() -> meta
        elseif w == "novanilla" then
            true -> novanilla
        elseif w == "isa" then
            until (readitem() ->> w) == ";" do
                unless w == "," then comps <> [^w] -> comps endunless
            enduntil;
            quitloop
        elseif w == ";" then
            quitloop
        else
            mishap(w, 1, 'FLAVOUR SYNTAX ERROR')
        endif
    endrepeat;
    sysVARS(consword(name sys_>< '_flavour'), 0);
    sysPUSHQ(name); sysPUSHQ(meta); sysPUSHQ(novanilla); sysPUSHQ(comps);
    sysCALL("sys_flavour_begin");
    pop11_comp_stmnt_seq_to("endflavour") -> ;
    sysCALL("sys_flavour_end")
enddefine;

;;; ivars/divars NAME [= EXPR], ...;
define lconstant compile_ivars(dynamic);
    lvars w, sep = false;
    repeat
        readitem() -> w;
        quitif(w == ";");
        nextif(w == ",");
        sysVARS(w, 0);
        sysPUSHQ(w);
        if nextitem() == "=" then
            readitem() -> ;
            pop11_comp_expr_to([, ;]) -> sep;
            sysPUSHQ(dynamic); sysPUSHQ(true)
        else
            sysPUSHQ(false); sysPUSHQ(dynamic); sysPUSHQ(false)
        endif;
        sysCALL("sys_flavour_ivar");
        quitif(sep == ";")
    endrepeat;
    ;;; the ; ends the statement, as after vars
    conspair(";", proglist) -> proglist
enddefine;
false -> pdprops(compile_ivars);

define global syntax ivars;
    compile_ivars(false)
enddefine;

define global syntax divars;
    compile_ivars(true)
enddefine;

;;; defmethod [before|after] [updaterof] NAME [(ARGS)] [-> RESULT]; ...
;;; enddefmethod: compiled as procedure (ARGS) -> RESULT; ... endprocedure
define global syntax defmethod;
    lvars kind = false, upd = false, name, l;
    repeat
        readitem() -> name;
        if name == "before" or name == "after" then name -> kind
        elseif name == "updaterof" then true -> upd
        else quitloop
        endif
    endrepeat;
    proglist -> l;
    until hd(l) == "enddefmethod" do tl(l) -> l enduntil;
    "endprocedure" -> hd(l);
    if hd(proglist) == "(" then
        [procedure] <> proglist
    else
        [procedure ( )] <> proglist
    endif -> proglist;
    pop11_comp_expr();
    sysPUSHQ(name); sysPUSHQ(kind); sysPUSHQ(upd);
    sysCALL("sys_flavour_method")
enddefine;


;;; -- Making instances ------------------------------------------------------------

define make_instance(list) -> inst;
    lvars f = flavour_of(hd(list));
    unless f then
        ;;; (as in Poplog: valof declares NAME_flavour if need be)
        valof(consword(hd(list) sys_>< '_flavour')) -> f;
        unless isflavour_instance(f) then
            mishap(hd(list), 1, 'no such flavour')
        endunless
    endunless;
    f <- new -> inst;
    if f <- willrespondto("initialise") then
        inst <- initialise(tl(list))
    endif
enddefine;


;;; -- The base flavours -----------------------------------------------------------

;;; metaflavour: the flavour of flavours; its instances hold name and
;;; flavour_record, and answer questions about the flavour they name.
lvars meta_record = consflavour_record("metaflavour", false, [], [],
        [name flavour_record], [], [], [], [], [], [], [], false, [], [], [], []);
meta_record -> fr_meta(meta_record);

define lconstant add_method(r, name, p);
    consword(fr_name(r) sys_>< '<-' sys_>< name) -> pdprops(p);
    fr_methods(r) <> [% consmethodrecord(p, name) %] -> fr_methods(r);
    fr_pnames(r) <> [^name] -> fr_pnames(r)
enddefine;

define lconstant described();
    ivalof(self, "flavour_record")
enddefine;

;;; As in Poplog, the library's own procedures have no names, so that a
;;; mishap's DOING line shows only methods and the interface; from before
;;; the first of them runs, so that a profile of a program loading the
;;; library sees the same names at every tick and in every view
;;; (make_flavour, defined below, too; compile_send and compile_ivars,
;;; which run while the file compiles, as soon as they are defined).
applist([% precedence, collect_ivars, lexical_ivars, dynamic_ivars,
    all_ivars, default_value, find_method, primary, daemons, load_vars,
    save_vars, new_instance, receive, send, record_of, make_record,
    described %],
    procedure(p); false -> pdprops(p) endprocedure);

add_method(meta_record, "printself",
    procedure;
        printf('<%p %p>', [% fr_name(fi_record(self)), ivalof(self, "name") %])
    endprocedure);
add_method(meta_record, "instance_variables",
    procedure; all_ivars(described()) endprocedure);
add_method(meta_record, "lexical_instance_variables",
    procedure; lexical_ivars(described()) endprocedure);
add_method(meta_record, "dynamic_instance_variables",
    procedure; dynamic_ivars(described()) endprocedure);
add_method(meta_record, "methods",
    procedure; fr_pnames(described()) endprocedure);
add_method(meta_record, "beforedaemons",
    procedure; fr_bnames(described()) endprocedure);
add_method(meta_record, "afterdaemons",
    procedure; fr_anames(described()) endprocedure);
add_method(meta_record, "components",
    procedure; maplist(fr_components(described()), fr_flavour) endprocedure);
add_method(meta_record, "subflavours",
    procedure; maplist(rev(fr_subs(described())), fr_flavour) endprocedure);
add_method(meta_record, "willrespondto",
    procedure(msg);
        lvars r = described();
        if primary(r, msg, false) or fast_lmember(msg, all_ivars(r)) then
            true
        else
            false
        endif
    endprocedure);
add_method(meta_record, "default_value_for",
    procedure(name); default_value(described(), name) endprocedure);
add_method(meta_record, "flavour_changed", procedure; endprocedure);

;;; flavour and mixin: metaflavours; only a flavour can make instances
lvars mixin_record = consflavour_record("mixin", meta_record, [^meta_record],
        [], [], [], [], [], [], [], [], [], false, [], [], [], []);
consflavour_record("flavour", meta_record, [^meta_record],
        [], [], [], [], [], [], [], [], [], false, [], [], [], []) -> flavour_meta;
add_method(flavour_meta, "new",
    procedure; new_instance(described()) endprocedure);
[^mixin_record ^flavour_meta] -> fr_subs(meta_record);

;;; vanilla: a mixin, a component of every flavour unless novanilla
consflavour_record("vanilla", mixin_record, [], [], [], [],
        [], [], [], [], [], [], false, [], [], [], []) -> vanilla_record;
add_method(vanilla_record, "initialise",
    procedure(list);
        lvars attr, value;
        until list == [] do
            dest(dest(list)) -> (attr, value, list);
            value -> syssendmessage(attr, self)
        enduntil
    endprocedure);
add_method(vanilla_record, "printself",
    procedure; printf('<instance of %p>', [% fr_name(fi_record(self)) %])
    endprocedure);
add_method(vanilla_record, "default_method",
    procedure(msg); mishap(msg, self, 2, 'UNRECOGNISED MESSAGE') endprocedure);
lvars update_default =
    procedure(value, msg);
        mishap(value, msg, self, 3, 'ATTEMPT TO UPDATE UNRECOGNISED MESSAGE')
    endprocedure;
consword('vanilla<-default_method') -> pdprops(update_default);
[% consmethodrecord(update_default, "default_method") %]
    -> fr_umethods(vanilla_record);

;;; the flavours themselves
define lconstant make_flavour(r, meta_rec);
    lvars f = new_instance(meta_rec);
    fr_name(r) -> fi_slots(f)("name");
    r -> fi_slots(f)("flavour_record");
    f -> fr_flavour(r);
    f
enddefine;
false -> pdprops(make_flavour);

global vars
    metaflavour_flavour = make_flavour(meta_record, meta_record),
    mixin_flavour = make_flavour(mixin_record, meta_record),
    flavour_flavour = make_flavour(flavour_meta, meta_record),
    vanilla_flavour = make_flavour(vanilla_record, mixin_record);

;;; vanilla is a component of the metaflavours too
[^vanilla_record] -> fr_components(meta_record);
[^meta_record ^vanilla_record] -> fr_components(mixin_record);
[^meta_record ^vanilla_record] -> fr_components(flavour_meta);
[^meta_record ^mixin_record ^flavour_meta] -> fr_subs(vanilla_record);

true -> flavours;

endsection;
