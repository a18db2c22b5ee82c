vars uu;
uu =>
isundef(uu) =>
isundef(3) =>
