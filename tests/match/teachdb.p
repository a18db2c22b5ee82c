;;; TEACH DATABASE examples: present, lookup and remove with ! patterns, flush
define scold(person);
    if present([^^person is at the pub]) then
        [i always knew ^^person was a drunkard] =>
    else
        [i always knew ^^person was to be trusted] =>
    endif
enddefine;
scold([steve]);
add([steve is at the pub]);
database ==>
scold([steve]);
vars x;
add([freddy likes ice cream]);
add([phone number university 678]);
lookup( ![freddy likes ??x] );
x =>
lookup( ![phone number university ??x] );
x =>
present( ![phone number university ??x] ) =>
define maternal_granny(person) -> x;
    lvars temp;
    lookup(! [the mother of ^^person is ??temp]);
    lookup(! [the mother of ^^temp is ??x]);
enddefine;
vars temp;
add([the mother of joe is jane]);
add([the mother of jane is betty]);
maternal_granny([joe]) =>
[] -> database;
add([mary kisses john]);
add([john kisses jane]);
add([steve kisses tarina]);
database ==>
remove([john kisses jane]);
database ==>
remove( ![steve kisses ??x] );
x =>
database ==>
flush(![== kisses ==]);
database =>
them =>
