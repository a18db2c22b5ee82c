vars x = 1;
global vars g = 2;
define f(); 'top f' enddefine;
section foo;
current_section =>
g =>
vars g;
g =>
3 -> g;
vars y = 10;
define f(); 'foo f' enddefine;
f() =>
$-f() =>
$-x =>
endsection;
g =>
f() =>
$-foo$-y =>
$-foo$-f() =>
foo$-y =>
current_section =>
section foo;
y =>
section bar => bb;
current_section =>
vars bb = 'bb';
vars z = 'z';
endsection;
bb =>
$-foo$-bar$-z =>
endsection;
section $-foo$-bar;
z =>
pdprops($-foo$-f) =>
endsection;
section baz g2 => h;
define h(); 'h' enddefine;
endsection;
h() =>
