;;; realof(num) -> num: num as a decimal (REF OBSOLETE: use number_coerce).

section;

define global realof(num);
    lvars num;
    number_coerce(num, 0.0)
enddefine;

endsection;
