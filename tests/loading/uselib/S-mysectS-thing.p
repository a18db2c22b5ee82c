;;; loaded by tests/loading/uses_path.p as the file of $-mysect$-thing
section $-mysect => thing;
define thing(); 'thing from section mysect' enddefine;
endsection;
