;;; fast_get_prop_entry(key, prop) -> entry or false: the entry of the
;;; property prop for key, or false when prop has none (REF FASTPROCS).
;;; An entry (dataword prop_entry, printed <prop_entry KEY VALUE>) stands
;;; for that place of the property: fast_prop_entry_arg(entry) is its key,
;;; fast_prop_entry_value(entry) its current value, and assigning to that
;;; changes the property; isprop_entry recognises entries.

section $-prop_entry => fast_get_prop_entry isprop_entry fast_prop_entry_arg
                        fast_prop_entry_value;

defclass prop_entry { entry_prop, entry_key };

procedure(e);
    lvars e;
    printf('<prop_entry %p %p>', [% entry_key(e), entry_prop(e)(entry_key(e)) %])
endprocedure -> class_print(prop_entry_key);

define global fast_get_prop_entry(key, prop);
    lvars key, prop;
    if prop(key) == property_default(prop) then false
    else consprop_entry(prop, key)
    endif
enddefine;

define global fast_prop_entry_arg(entry);
    lvars entry;
    entry_key(entry)
enddefine;

define global fast_prop_entry_value(entry);
    lvars entry;
    entry_prop(entry)(entry_key(entry))
enddefine;

define updaterof fast_prop_entry_value(value, entry);
    lvars value, entry;
    value -> entry_prop(entry)(entry_key(entry))
enddefine;

endsection;
