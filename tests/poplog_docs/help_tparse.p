;;; heavy (GC stress: a minute). HELP TPARSE: all the parses of initial
;;; segments, left-recursive rules: showparses, listparses, listallparses.
uses tparse;
vars grammar lexicon;
[
    [s  [np vp]]
    [vp [v np] [v np prep np]]
    [np [pn] [det noun] [np and np] [np prep np]]
] -> grammar;
[
    [noun cat dog mouse man girl boy book tree]
    [pn   fred aaron steve john sharon]
    [v    liked killed thanked bought ate put]
    [prep on over in at under]
    [det  each every the a some]
] -> lexicon;
setup(grammar, lexicon);
showparses("s", [the man ate the dog]);
showparses("s", [the man ate the dog and the mouse]);
listallparses("s", [the man ate the dog and the mouse]) ==>
listparses("s", [the man ate the dog and the mouse]) ==>
listparses("s", [the man put the cat on the book in the tree]) ==>
listallparses("s", [the man put the cat on the book in the tree]) ==>
listparses("np", [fred and john and sharon]) ==>
showparses("vp", [fred]);
length(listallparses("s", [fred liked john and steve and sharon on the tree])) =>
setup("g", []);
