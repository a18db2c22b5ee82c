;;; the database procedures call add, remove and present through their variables
trace add remove present;
alladd([[a 1] [b 2]]);
flush([= =]);
[x] isin [[x]] =>
lookup([b ==]);
