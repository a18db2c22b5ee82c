;;; log of a complex zero
log(0+:0.0) =>
