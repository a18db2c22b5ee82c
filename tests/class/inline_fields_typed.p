;;; A typed field's update takes the general path, with its range mishap
defclass typed {tint:int, tfull};
define put(v, t); v -> tint(t) enddefine;
vars t = constyped(1, 2);
put(7, t); t =>
put("a", t) =>
