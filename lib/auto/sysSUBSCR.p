;;; sysSUBSCR(key): plant code to read an element of a vector of key (its
;;; class_subscr procedure), the subscript under the vector (REF OBSOLETE:
;;; the old form of sysFIELD and sysUFIELD, REF VMCODE).  Only keys are
;;; taken, not Poplog's field specifications.

section;

define global sysSUBSCR(key);
    lvars key;
    unless iskey(key) then mishap(key, 1, 'KEY NEEDED') endunless;
    sysCALLQ(class_subscr(key))
enddefine;

endsection;
