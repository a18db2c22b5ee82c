;;; chainto(target, p): exit to inside target (a procedure or a call-stack length), then run p
define h(a); [h ^a] => enddefine;
define inner(); chainto(outer, h(%2%)); 'not here' => enddefine;
define mid(); inner(); 'not mid' => enddefine;
define outer(); mid(); 'outer goes on' => enddefine;
outer();
define o2(); chainto(o2, procedure; 'direct' => endprocedure); 'o2 goes on' => enddefine;
o2();
define o3(); chainto(callstacklength(0), procedure; caller(1) => endprocedure) enddefine;
define o4(); o3(); 'o4 after' => enddefine;
o4();
chainto(undef, identfn);
