boundslist(3) =>
