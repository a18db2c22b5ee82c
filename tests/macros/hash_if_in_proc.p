;;; #_IF inside a procedure body (where the compiler has read ahead), and
;;; a #_IF expression that uses the file's own lvars
constant HAVE_IT = true;
define f();
    #_IF DEF HAVE_IT
        "yes"
    #_ELSE
        "no"
    #_ENDIF
enddefine;
f() =>
define g();
    0 ->;
    #_IF true and DEF HAVE_IT and not(DEF NOT_THERE)
        "both"
    #_ELSEIF DEF HAVE_IT
        "one"
    #_ELSE
        "none"
    #_ENDIF
enddefine;
g() =>
lvars h, t;
dest([a b c]) -> (h, t);
#_IF h == "a"
    npr('h is a');
#_ELSE
    npr('h is not a');
#_ENDIF
#_IF hd(t) == "c"
    npr('wrong');
#_ELSEIF hd(t) == "b"
    npr('then b');
#_ENDIF
;;; the shape of sys_os_type that INCLUDE SYSDEFS reads: a number after
;;; the system's name, and after posix a vector
lvars os = sys_os_type;
isnumber(hd(tl(tl(os)))), isvector(hd(tl(lmember("posix", os)))) =>
