;;; sys_translate_exlibs(varname) -> (xtype, xversion, exlibs): the
;;; external libraries named by the environment variable varname (a
;;; string, or a word: then exlibs holds words), as for exload's
;;; '==VARNAME' (REF X, REF EXTERNAL).  The translation is split at spaces
;;; into the list exlibs, and xtype and xversion are false; one starting
;;; with == names another variable to translate instead; one starting
;;; with x= is an X link specification  TYPE [/VERSION] [:LIBRARIES]
;;; giving xtype (a lower-case string, 'user' if missing) and xversion (a
;;; number or false), a warning for each missing part.  Each variable is
;;; translated once; later calls give the same results.  An unset
;;; variable, or one that leads back to itself, is a mishap.  pop11 is
;;; not linked with X, so POP_XLINK_EXLIBDIRS and POP_XLINK_EXLIBFILES
;;; have no value.

section $-sys_translate_exlibs => sys_translate_exlibs;

;;; the results for each variable name (compared with =)
lconstant done = newmapping([], 8, false, false);

;;; the names being translated (a chain of ==NAME translations)
vars translating = [];

define lconstant warn(message);
    lvars message;
    dlocal cucharout = charerr;
    sysflush(popdevout);
    printf(message, '!!! Warning - %s\n')
enddefine;

;;; the index of the first character of s at or after i that is (or with
;;; wanted false, is not) one of chars; datalength(s) + 1 if none
define lconstant scan(s, i, chars, wanted);
    lvars s, i, chars, wanted;
    while i <= datalength(s) and (locchar(s(i), 1, chars) and true) /== wanted do
        i + 1 -> i
    endwhile;
    i
enddefine;

;;; TYPE [/ VERSION] [: LIBRARIES] -> (type, version, libraries)
define lconstant xlink_options(spec) -> (type, version, libs);
    lvars spec, i, j, type, version = false, libs = nullstring;
    scan(spec, 1, '\s\t:/', true) -> i;
    uppertolower(substring(1, i - 1, spec)) -> type;
    if type = nullstring then
        warn('missing X link type defaults to \'user\'');
        'user' -> type
    endif;
    scan(spec, i, '\s\t', false) -> i;
    if i <= datalength(spec) and spec(i) == `/` then
        scan(spec, i + 1, '\s\t', false) -> i;
        scan(spec, i, '\s\t:', true) -> j;
        unless strnumber(substring(i, j - i, spec)) ->> version then
            warn('missing X link version number')
        endunless;
        scan(spec, j, '\s\t', false) -> i
    endif;
    if i <= datalength(spec) and spec(i) == `:` then
        scan(spec, i + 1, '\s\t', false) -> i;
        allbutfirst(i - 1, spec) -> libs;
        if libs = nullstring then warn('missing X link arguments') endif
    elseif i <= datalength(spec) then
        mishap(spec, 1, 'badly formed X link qualifier')
    endif
enddefine;

define global sys_translate_exlibs(varname);
    lvars varname, name = varname, trans, type = false, version = false, libs,
        cons_p = identfn, results = done(varname);
    if member(varname, translating) then
        mishap(varname, 1, 'TRANSLATION FOR EXTERNAL LIBLIST ENV VAR IS RECURSIVE')
    elseif results then
        return(explode(results))
    endif;
    if isword(varname) then varname sys_>< nullstring -> name; consword -> cons_p endif;
    if name = 'POP_XLINK_EXLIBDIRS' or name = 'POP_XLINK_EXLIBFILES' then
        mishap(name, 1, 'SYSTEM IS NOT LINKED WITH X (trying to translate dummy xlink env var)')
    endif;
    unless systranslate(name) ->> trans then
        mishap(varname, 1, 'NO TRANSLATION FOR EXTERNAL LIBLIST ENV VAR')
    endunless;
    if isstartstring('==', trans) then
        ;;; the other variable's results, with varname marked as being
        ;;; translated (so that a chain leading back to it is caught)
        procedure(other);
            lvars other;
            dlocal translating = varname :: translating;
            sys_translate_exlibs(other)
        endprocedure(cons_p(allbutfirst(2, trans))) -> (type, version, libs)
    else
        if isstartstring('x=', trans) then
            xlink_options(allbutfirst(2, trans)) -> (type, version, libs)
        else
            trans -> libs
        endif;
        [% sys_parse_string(libs, cons_p) %] -> libs
    endif;
    {^type ^version ^libs} -> done(varname);
    type, version, libs
enddefine;

endsection;
