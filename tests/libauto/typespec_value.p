;;; TYPESPEC: the data structure of a type spec: basic types, bit fields,
;;; arrays (sized and not), structures, functions (a count of arguments,
;;; none, variadic), ! specs and a typename of p_typespec.
TYPESPEC(:int) =>
TYPESPEC(:uint) =>
TYPESPEC(:byte) =>
TYPESPEC(:full) =>
TYPESPEC(:exptr) =>
TYPESPEC(:float) =>
TYPESPEC(:dfloat) =>
TYPESPEC(:ptr) =>
TYPESPEC(:short) =>
TYPESPEC(:long) =>
TYPESPEC(:3) =>
TYPESPEC(:-3) =>
TYPESPEC(:int[3]) =>
TYPESPEC(:int[]) =>
TYPESPEC({a:int, b:byte}) =>
TYPESPEC({a:int[4], b:byte}) =>
TYPESPEC((int):int) =>
TYPESPEC((int, dfloat):dfloat) =>
TYPESPEC(():void) =>
TYPESPEC((...):int) =>
TYPESPEC(!int) =>
p_typespec foo {a:full, b:int};
TYPESPEC(:foo) =>
TYPESPEC(:foo[2]) =>
