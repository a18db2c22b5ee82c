;;; sysobjectfile(filename [, want_archive]) -> string: the name of the
;;; compiled object file of filename: its directory and name without the
;;; extension, then _MACHINE for each word of sys_machine_type, then the
;;; object file extension of the system, .so on Linux (the same when
;;; want_archive is true asks for a library archive), e.g.
;;; sysobjectfile('/a/b/foo.p') is '/a/b/foo_pc.so' (REF SYSUTIL).

section;

define global sysobjectfile(filename);
    lvars filename, item;
    if isboolean(filename) then -> filename endif;    ;;; the same for an archive
    consstring(#| explode(sys_fname_path(filename)), explode(sys_fname_nam(filename)),
                  for item in sys_machine_type do `_`, explode(item sys_>< nullstring) endfor,
                  explode('.so') |#)
enddefine;

endsection;
