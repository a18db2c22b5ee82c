;;; a mishap in a restriction procedure: DOING names matches
vars x;
define r(x); hd(x) enddefine;
[[a] b] matches [?x:r ==] =>
[a] --> [?x:r];
