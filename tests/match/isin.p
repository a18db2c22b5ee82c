;;; isin and arein: present / allpresent in a given list
vars x y;
[?x b] isin [[a b] [c d]] =>
x, it =>
[z ==] isin [[a b]] =>
[[?x b] [b ?y]] arein [[a b] [b c] [q r]] =>
x, y, them =>
[[?x b] [b z]] arein [[a b] [b c]] =>
database =>
identprops("isin"), identprops("arein") =>
[a] :: [] isin [[a]] =>
