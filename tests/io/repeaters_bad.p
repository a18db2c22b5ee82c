;;; a repeater that returns something other than a character
vars bad = incharitem(procedure; "x" endprocedure);
bad() =>
