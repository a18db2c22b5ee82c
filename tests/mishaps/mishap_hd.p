'before' =>
hd(3) =>
'after' =>
