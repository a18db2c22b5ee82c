define vars greet(); 'hello' enddefine;
greet() =>
define greet(); 'hi again' enddefine;
greet() =>
