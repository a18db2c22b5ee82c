;;; external_ptr_field: the pointer value as an unsigned 32-bit integer;
;;; exval_to_popobj, exval_to_bytestring: conversion procedures of exval
;;; fields; copy of an external pointer
vars p = consexternal_ptr();
16:123456789 -> exacc ^uword p;
external_ptr_field(p) =>
99 -> external_ptr_field(p);
exacc ^uword p =>
exval_to_popobj(p) == p, exval_to_popobj(p) = p =>
exacc ^uword (exval_to_popobj(p)) =>
vars q = copy(p);
q == p, q = p, isexternal_ptr(q) =>
exval_to_bytestring(null_external_ptr) =>
vars s = 'abc';
(s -> exval_to_bytestring()) = s =>
false -> exval_to_bytestring() =>
vars v = {1 2};
(v -> exval_to_popobj()) = v =>
