;;; sysUSUBSCR(key): plant code to assign an element of a vector of key
;;; (the updater of its class_subscr procedure) (REF OBSOLETE: the old
;;; form of sysFIELD and sysUFIELD, REF VMCODE).  Only keys are taken, not
;;; Poplog's field specifications.

section;

define global sysUSUBSCR(key);
    lvars key;
    unless iskey(key) then mishap(key, 1, 'KEY NEEDED') endunless;
    sysUCALLQ(class_subscr(key))
enddefine;

endsection;
