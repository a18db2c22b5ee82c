isdefined("hd") =>
isdefined("no_such_thing_here") =>
