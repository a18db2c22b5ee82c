;;; concat_strings(list_or_vector) -> string: the characters of the
;;; elements (strings, words, numbers ...: dest_characters gives them)
;;; joined in one new string (HELP CONCAT_STRINGS).

section;

define global concat_strings(items) -> string;
    lvars items, string, x, n = stacklength();
    for x in if isvector(items) then [% explode(items) %] else items endif do
        dest_characters(x)
    endfor;
    consstring(stacklength() - n) -> string
enddefine;

endsection;
