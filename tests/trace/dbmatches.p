;;; the database procedures, --> and matchesoneof call matches through its variable
vars x;
[[a b] [c d]] -> database;
trace matches;
present([c ?x]) =>
[a] --> [?x];
[a] matchesoneof [[b] [?x]] =>
foreach [?x =] do x => endforeach;
untrace matches;
present([c ?x]) =>
