class_attribute(conskey("foo", [full]), "nonsense") =>
