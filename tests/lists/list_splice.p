vars l = [b c];
[a ^^l d] =>
[^^l ^^l] =>
[% explode(l) %] =>
