;;; set_subvector(item, sub, vec, n): make the n elements of the
;;; vector-type structure vec from subscript sub all item (REF DATA).

section;

define global set_subvector(item, sub, vec, n);
    lvars item, sub, vec, n, i, procedure put;
    unless isinteger(sub) and isinteger(n) and n >= 0 and sub >= 1
    and sub + n - 1 <= datalength(vec) then
        mishap(sub, vec, n, 3, 'SUBVECTOR EXCEEDS VECTOR LENGTH')
    endunless;
    updater(class_subscr(datakey(vec))) -> put;
    fast_for i from sub to sub + n - 1 do put(item, i, vec) endfor
enddefine;

endsection;
