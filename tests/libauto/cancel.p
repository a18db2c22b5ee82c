;;; lib/auto: cancel (and the system procedure syscancel)
vars cx = 3, cy = 4;
define usecx(); cx enddefine;
cancel cx, cy;
identprops("cx"), identprops("cy") =>
usecx() =>
vars cx = "new";
cx, usecx() =>
syscancel("cx");
identprops("cx") =>
