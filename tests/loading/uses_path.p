;;; uses $-sect$-name loads the library file S-sectS-name.p
['uselib/'] <> popuseslist -> popuseslist;
uses $-mysect$-thing;
thing() =>
$-mysect$-thing() =>
