;;; hasmidstring(string, sub) -> n_or_false: ismidstring(sub, string),
;;; where sub occurs inside string (REF STRINGS).

section;

define global hasmidstring(string, sub);
    lvars string, sub;
    ismidstring(sub, string)
enddefine;

endsection;
