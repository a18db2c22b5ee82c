;;; true -> profile_line_counts in a program: the code compiled from files
;;; from then on is counted; profile_line_count reads a line's count (false
;;; for a line with no code), profile_write_coverage writes the files.
uses profile;
profile_line_counts =>
lvars dev = discout('lc_demo.p');
appdata('define lc_parity(n);\n    if n mod 2 == 0 then\n        "even"\n'
        <> '    else\n        "odd"\n    endif\nenddefine;\n', dev);
dev(termin);
true -> profile_line_counts;
profile_line_counts =>
pop11_compile('lc_demo.p');
false -> profile_line_counts;
vars i;
for i from 1 to 7 do lc_parity(i) -> endfor;
profile_line_count('lc_demo.p', 2), profile_line_count('lc_demo.p', 3),
    profile_line_count('lc_demo.p', 5), profile_line_count('lc_demo.p', 4) =>
;;; this file's own statements are counted from `true ->` to `false ->`
profile_line_count('line_counts.p', 12), profile_line_count('line_counts.p', 15) =>
profile_write_coverage(false);
lvars line, rep = discin('lc_demo.p.gcov');
repeat
    lvars c = rep();
    quitif(c == termin);
    cucharout(c)
endrepeat;
