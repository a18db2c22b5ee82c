;;; move_subvector(s_sub, s_vec, d_sub, d_vec, n): copy the n elements of
;;; the vector-type structure s_vec from subscript s_sub into d_vec from
;;; subscript d_sub (REF DATA); overlapping parts of one vector are copied
;;; as if through a copy.  A part past either end is the mishap SUBVECTOR
;;; EXCEEDS VECTOR LENGTH.

section;

define global move_subvector(s_sub, s_vec, d_sub, d_vec, n);
    lvars s_sub, s_vec, d_sub, d_vec, n, i, procedure (get, put);
    lvars sub, vec;
    for sub, vec in [% s_sub, d_sub %], [% s_vec, d_vec %] do
        unless isinteger(sub) and isinteger(n) and n >= 0 and sub >= 1
        and sub + n - 1 <= datalength(vec) then
            mishap(sub, vec, n, 3, 'SUBVECTOR EXCEEDS VECTOR LENGTH')
        endunless
    endfor;
    class_subscr(datakey(s_vec)) -> get;
    updater(class_subscr(datakey(d_vec))) -> put;
    if s_vec == d_vec and d_sub > s_sub then
        fast_for i from n - 1 by -1 to 0 do
            put(get(s_sub + i, s_vec), d_sub + i, d_vec)
        endfor
    else
        fast_for i from 0 to n - 1 do
            put(get(s_sub + i, s_vec), d_sub + i, d_vec)
        endfor
    endif
enddefine;

endsection;
