;;; lib/auto: normal_compile, loadinclude
normal_compile
    npr('normal');
    vars nc = 3;
end_normal_compile;
nc =>
loadinclude sysdefs;
DEF UNIX =>
UNIX =>
