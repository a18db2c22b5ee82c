;;; sysparse_string(string [, try_strnumber]) -> list: the parts of
;;; string between white space as a list; each that is a number is turned
;;; into one unless try_strnumber is false (REF STRINGS).

section;

uses sys_parse_string;

define global sysparse_string(string);
    lvars string, try = true;
    if isboolean(string) then string -> try; -> string endif;
    if try then
        [% sys_parse_string(string, procedure(s); lvars s; strnumber(s) or s endprocedure) %]
    else
        [% sys_parse_string(string) %]
    endif
enddefine;

endsection;
