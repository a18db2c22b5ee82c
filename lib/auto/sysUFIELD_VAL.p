;;; sysUFIELD_VAL(field_num, key): plant code to assign field field_num of
;;; a record of key (the updater of its class_access procedure) (REF
;;; OBSOLETE: the old form of sysFIELD and sysUFIELD, REF VMCODE).  Only
;;; keys are taken, not Poplog's field specifications.

section;

define global sysUFIELD_VAL(field_num, key);
    lvars field_num, key;
    unless iskey(key) then mishap(key, 1, 'KEY NEEDED') endunless;
    sysUCALLQ(class_access(field_num, key))
enddefine;

endsection;
