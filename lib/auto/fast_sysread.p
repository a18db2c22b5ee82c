;;; fast_sysread(dev, bsub, bytestruct, nbytes) -> nread: sysread with all
;;; four arguments (REF FASTPROCS); pop11's checks cost little, so it
;;; makes them too.

section;

define global fast_sysread(dev, bsub, bytestruct, nbytes);
    lvars dev, bsub, bytestruct, nbytes;
    sysread(dev, bsub, bytestruct, nbytes)
enddefine;

endsection;
