;;; tracing something that is not a procedure
vars g = 3;
untrace hd;
trace g;
