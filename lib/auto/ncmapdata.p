;;; ncmapdata(struct, p) -> struct: as mapdata, but the results go into
;;; struct itself (so not for words) (REF DATA).

section;

define global ncmapdata(struct, p) -> struct;
    lvars struct, p;
    fill(appdata(struct, p), struct) -> struct
enddefine;

endsection;
