;;; check_item(item, check, string): mishaps unless one of the tests of
;;; check (a procedure or a list of them) is true of item; the message is
;;; string, or if it is false 'EXPECTING TYPES - FOUND DATAWORD' (REF DATA).

section;

define global check_item(item, check, string);
    lvars item, check, string, p, names;
    unless islist(check) then [^check] -> check endunless;
    for p in check do
        if p(item) then return endif
    endfor;
    unless string then
        ;;; isinteger, isstring give 'EXPECTING INTEGER OR STRING'
        'EXPECTING' -> string;
        for p in check do
            pdprops(p) sys_>< '' -> names;
            if isstartstring('is', names) then allbutfirst(2, names) -> names endif;
            string sys_>< (if p == hd(check) then ' ' else ' OR ' endif)
                sys_>< lowertoupper(names) -> string
        endfor;
        string sys_>< ' - FOUND ' sys_>< lowertoupper(dataword(item) sys_>< '') -> string
    endunless;
    mishap(item, 1, string)
enddefine;

endsection;
