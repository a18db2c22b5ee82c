;;; arrayfile(filename) -> array, arrayfile(filename, array) -> array,
;;; array -> arrayfile(filename): write an array (its bounds and its
;;; arrayvector, e.g. of bytes) to a file and read it back; the second form
;;; reads the elements into the given array, which must have the same
;;; bounds and kind of arrayvector (HELP ARRAYFILE).  pop11 writes it as
;;; datafile does.

section;

uses datafile;

define global arrayfile(file) -> arr;
    lvars file, arr, into = false, new, v, w, k;
    if isarray(file) then file -> into; -> file endif;
    datafile(file) -> new;
    unless isarray(new) then mishap(file, 1, 'arrayfile: NO ARRAY IN FILE') endunless;
    if into then
        arrayvector(new) -> v; arrayvector(into) -> w;
        unless boundslist(new) = boundslist(into) and datakey(v) == datakey(w) then
            mishap(file, into, 2, 'Array not compatible with file data')
        endunless;
        for k from 1 to datalength(v) do v(k) -> w(k) endfor;
        into -> arr
    else
        new -> arr
    endif
enddefine;

define updaterof arrayfile(arr, file);
    lvars arr, file;
    unless isarray(arr) then mishap(arr, 1, 'ARRAY NEEDED') endunless;
    arr -> datafile(file)
enddefine;

endsection;
