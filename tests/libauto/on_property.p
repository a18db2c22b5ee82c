;;; property entries: fast_for ... on_property, fast_get_prop_entry,
;;; fast_prop_entry_arg, fast_prop_entry_value, isprop_entry
vars nums = newproperty([[a 1] [b 2] [c 3]], 8, false, "perm");
vars e, l = [];
fast_for e on_property nums do
    if fast_prop_entry_arg(e) /== "b" then
        fast_prop_entry_value(e) + 10 -> fast_prop_entry_value(e)
    endif;
    fast_prop_entry_arg(e) :: l -> l;
endfor;
syssort(l, alphabefore) =>
nums("a"), nums("b"), nums("c") =>
fast_get_prop_entry("b", nums) -> e;
isprop_entry(e), fast_prop_entry_arg(e), fast_prop_entry_value(e) =>
fast_get_prop_entry("zz", nums) =>
dataword(e) =>
datakey(e) =>
fast_get_prop_entry("a", nums) =>
vars n = 0; fast_for e on_property nums do n + 1 -> n; quitif(n == 2) endfast_for; n =>
