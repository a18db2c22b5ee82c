;;; TEACH TRACE example: tracing the database procedures add and remove
[[the age of mary is 27] [the age of john is 22]] -> database;
define birthday(person);
    vars age;
    remove([the age of ^^person is ?age]);
    age + 1 -> age;
    add([the age of ^^person is ^age]);
enddefine;
birthday([john]);
database =>
trace add remove birthday;
birthday([john]);
birthday([mary]);
database =>
untrace add remove birthday;
birthday([mary]);
database =>
