;;; SIZEOFTYPE(typespec [, unit_typespec]) -> n: a macro giving the size
;;; of a type spec (REF DEFSTRUCT) as an integer, in units of the size of
;;; unit_typespec (bytes when it is absent; :N is N bits), rounded up:
;;; SIZEOFTYPE(:int) is 4, SIZEOFTYPE(:byte, :1) is 8.  The size is that of
;;; one element of an array of the type, found when the macro is read.

section $-typespecread => SIZEOFTYPE;

;;; the size of the spec's items in bits
define spec_bits(spec);
    lvars spec, n;
    if listlength(spec) == 2 and hd(spec) == ":" and isinteger(spec(2)) then
        spec(2)
    elseif listlength(spec) == 3 and hd(spec) == ":" and spec(2) == "-"
    and isinteger(spec(3)) then
        spec(3)
    else
        ;;; the address of element 2 of an array of it at address 0
        popval([% "exacc", "^", "uword", "(", "exacc", "[", "@", "]", dl(spec),
                   "[", "]", "null_external_ptr", "[", 2, "]", ")", ";" %]) -> n;
        8 * n
    endif
enddefine;

define global macro SIZEOFTYPE;
    lvars spec, unit = [: byte], n, u;
    pop11_need_nextitem("(") ->;
    typespecread() -> spec;
    if pop11_try_nextitem(",") then typespecread() -> unit endif;
    pop11_need_nextitem(")") ->;
    spec_bits(unit) -> u;
    if u == 0 then mishap(unit, 1, 'UNIT TYPESPEC IS UNSIZED') endif;
    spec_bits(spec) -> n;
    if n == 0 then mishap(spec, 1, 'TYPESPEC IS UNSIZED') endif;
    (n + u - 1) div u
enddefine;

endsection;
