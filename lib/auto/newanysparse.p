;;; newanysparse(dimensions, default_item) -> sparse_array
;;; newanysparse(dimensions, default_p, apply) -> sparse_array: an
;;; N-dimensional sparse array, a procedure: sparse_array(sub1, ..., subN)
;;; is the element of those subscripts (any items, compared with ==), and
;;; element -> sparse_array(sub1, ..., subN) sets it (REF PROPS).
;;; dimensions is N or a list of N table sizes.  An element never set is
;;; default_item, or default_p(sub1, ..., subN) in the second form.

section;

define lconstant sparse_get(table, n, default, active) -> value;
    lvars table, n, default, active, value, subs = conslist(n), s;
    for s in subs do
        quitunless(table);
        table(s) -> table
    endfor;
    if table then table
    elseif active then default(explode(subs))
    else default
    endif -> value
enddefine;

define updaterof sparse_get(table, n, default, active);
    lvars table, n, default, active, subs = conslist(n), value = (), s, next;
    for s in allbutlast(1, subs) do
        table(s) -> next;
        unless next then
            newproperty([], 20, false, "perm") ->> next -> table(s)
        endunless;
        next -> table
    endfor;
    value -> table(last(subs))
enddefine;

define global newanysparse(dims, default);
    lvars dims, default, active = false, n;
    if default == apply then dims -> default; -> dims; true -> active endif;
    if islist(dims) then listlength(dims) else dims endif -> n;
    unless isinteger(n) and n >= 1 then mishap(dims, 1, 'newanysparse: BAD DIMENSIONS') endunless;
    sparse_get(% newproperty([], 20, false, "perm"), n, default, active %)
enddefine;

endsection;
