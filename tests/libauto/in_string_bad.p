;;; lib/auto: in_string of a non-string
vars x;
for x in_string [1 2] do x => endfor;
