;;; systmpfile(dir, prefix, suffix) -> filename: a new file name, of no
;;; file that exists, in the directory dir (false: $TMPDIR, or /tmp if it
;;; is not set; '': the current directory), made of prefix, a few letters
;;; and digits, and suffix (items other than strings printed as by ><,
;;; e.g. a suffix popusername that is false).

section;

define global systmpfile(dir, prefix, suffix);
    lvars dir, prefix, suffix, name, n;
    lconstant chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
    unless dir then systranslate('TMPDIR') or '/tmp' -> dir endunless;
    if dir /= '' and last(dir) /== `/` then dir <> '/' -> dir endif;
    repeat
        ;;; (a prefix or suffix that is not a string is printed, as by ><)
        dir sys_>< prefix
            sys_>< consstring(#| repeat 8 times
                                     fast_subscrs(random(datalength(chars)), chars)
                                 endrepeat |#)
            sys_>< suffix -> name;
        returnunless(sys_file_exists(name)) (name)
    endrepeat
enddefine;

endsection;
