;;; external_apply: a result type it does not know
external_load("bad4", [], [['cos' c_cos]]);
external_apply(0.0, 1, "ddecimal", c_cos) =>
external_apply(0.0, 1, [], c_cos) =>
