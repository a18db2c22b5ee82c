defclass fl { f1:dfloat };
consfl(1/2) =>
consfl("a") =>
