;;; devname(dev) -> string: the name a device was opened with, the old name
;;; of device_open_name (REF OBSOLETE).

section;

define global devname(dev);
    lvars dev;
    device_open_name(dev)
enddefine;

endsection;
