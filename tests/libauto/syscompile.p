;;; syscompile: compiles the rest of proglist
define macro rest_now;
    'compiling the rest' =>
    syscompile();
    'rest compiled' =>
enddefine;
'before' =>
rest_now
'one' =>
vars x = 3;
x + 1 =>
