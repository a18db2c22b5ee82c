;;; fast_syswrite(dev, bsub, bytestruct, nbytes): syswrite with all four
;;; arguments (REF FASTPROCS).

section;

define global fast_syswrite(dev, bsub, bytestruct, nbytes);
    lvars dev, bsub, bytestruct, nbytes;
    syswrite(dev, bsub, bytestruct, nbytes)
enddefine;

endsection;
