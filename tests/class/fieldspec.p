;;; field_spec_info and class_attribute
field_spec_info("full") =>
field_spec_info("byte") =>
field_spec_info(-4) =>
field_spec_info("int") =>
field_spec_info("dfloat") =>
field_spec_info("sfloat") =>
field_spec_info("pint") =>
field_spec_info("exptr") =>
field_spec_info("ulong") =>
class_attribute(vector_key) =>
class_attribute(string_key, "byte_access"), class_attribute(vector_key, "byte_access") =>
class_attribute(vector_key, "writeable") =>
class_attribute(conskey("foo", [full]), "external_ptr") =>
class_attribute(conskey("foo", "byte"), "byte_access") =>
class_attribute(conskey("foo", [full]), "external_noconv") =>
class_attribute(integer_key, "external_noconv") =>
class_attribute(conskey("foo", [full]), "prop_entry") =>
