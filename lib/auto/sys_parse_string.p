;;; sys_parse_string(string [, p]) -> (substring1, ..., substringN): the
;;; parts of string between spaces, tabs and newlines; with p, p applied
;;; to each part (REF STRINGS).  sysparse_string gives them as a list.

section;

define global sys_parse_string(string);
    lvars string, p = false, i, j, n;
    if isprocedure(string) then string -> p; -> string endif;
    datalength(string) -> n;
    1 -> i;
    repeat
        while i <= n and strmember(string(i), '\s\t\n') do i + 1 -> i endwhile;
        quitif(i > n);
        i -> j;
        while j <= n and not(strmember(string(j), '\s\t\n')) do j + 1 -> j endwhile;
        substring(i, j - i, string);
        if p then p() endif;
        j -> i;
    endrepeat
enddefine;

endsection;
