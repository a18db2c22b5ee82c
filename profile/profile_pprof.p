;;; profile_pprof.p -- the pprof export (HELP PROFILE, "Exports"):
;;; profile_export('F.pb.gz') writes the stack samples of a run as Go's
;;; profile.proto, gzip-compressed, the format go tool pprof, Pyroscope,
;;; Grafana, Parca and Google Cloud Profiler read.
;;;
;;; The file has two sample types, samples/count (the default: the
;;; report's ticks) and cpu/nanoseconds (the ticks times the period), one
;;; sample per stack of profile_named_stacks (the frames as the report
;;; names them, the leaf first, as profile.proto has them), a location
;;; per frame and line (the line of the call the frame was making, or of
;;; the sampled instruction where the sample has one: whatever line the
;;; stack samples give each frame), a function per row item with its
;;; name, file and start line, the period and the run's CPU time as its
;;; duration.  Exact byte and call counts are figures per procedure, not
;;; per stack: they are not written (a per-procedure total attached to
;;; an arbitrary stack would be false).
;;;
;;; The protobuf is encoded here; the bytes are compressed by the
;;; sys_gzip_string primitive (zlib; profile/pprof.c).  Stacks of any
;;; depth are written in loops.

compile_mode :pop11 +strict;

section;

;;; ---- protobuf wire format ---------------------------------------------
;;; Each procedure leaves the bytes of what it encodes on the stack, so a
;;; message is consstring(#| ... |#) of its fields.

;;; n (an integer >= 0) as a varint: seven bits a byte, least first
define lconstant varint(n);
    while n >= 128 do
        n mod 128 + 128;
        n div 128 -> n
    endwhile;
    n
enddefine;

;;; field k, wire type 0 (varint); nothing when n is 0 (proto3's default)
define lconstant field_int(k, n);
    unless n == 0 then varint(k * 8); varint(n) endunless
enddefine;

;;; field k, wire type 2 (length-delimited): the bytes of string s
define lconstant field_bytes(k, s);
    varint(k * 8 + 2); varint(datalength(s)); explode(s)
enddefine;

;;; field k as a packed repeated varint field: the integers of vector v
;;; taken from its last element to its first when backwards
define lconstant field_packed(k, v, backwards);
    lvars i, n = datalength(v);
    field_bytes(k, consstring(#|
        if backwards then
            for i from n by -1 to 1 do varint(v(i)) endfor
        else
            for i from 1 to n do varint(v(i)) endfor
        endif |#))
enddefine;

;;; ---- the profile -------------------------------------------------------

;;; An item's name as text (a procedure by its pdprops, a word or string
;;; as it is, anything else printed).  (The versions of a stale procedure
;;; of merged runs have one name: profile_named_stacks has made them one
;;; frame, as every export shows them.)
define lconstant pprof_name(item, run);
    if isprocedure(item) then profile_proc_name(item) -> item endif;
    if isstring(item) then item else item sys_>< '' endif
enddefine;

;;; The procedure an item names, or false.
define lconstant item_procedure(item);
    if isprocedure(item) then item
    elseif isword(item) and isdefined(item)
    and isprocedure(sys_current_val(item) ->> item) then
        item
    else
        false
    endif
enddefine;

;;; The file an item's procedure was compiled from (a string) or false;
;;; its start line (an integer, 0 when not known).
define lconstant item_source(item, run) -> (file, line);
    lvars p = item_procedure(item);
    0 -> line;
    run("files") and run("files")(item) -> file;
    ;;; a loaded run's stand-ins have no code: the file is what was saved
    if p and not(run("table")) then
        unless file then
            if sys_procedure_file(p) ->> file then file sys_>< '' -> file endif
        endunless;
        (isword(item) or isprocedure(item)) and sys_procedure_line(p) or 0 -> line
    endif
enddefine;

;;; Nanoseconds a tick stands for: the interval (microseconds of CPU
;;; time); in a deterministic run, the run's CPU time shared out among its
;;; ticks.
define lconstant tick_nanos(run, total);
    lvars every = run("tick_every");
    if isintegral(every) or not(isintegral(run("interval"))) then
        if total = 0 or not(run("cpu_time")) then 0
        else round(run("cpu_time") * 10000000 / total)
        endif
    else
        run("interval") * 1000
    endif
enddefine;

;;; Write profile.proto (uncompressed) for stacks (profile_named_stacks of
;;; run) to cucharout's bytes, as a string.
define profile_pprof_bytes(stacks, run) -> bytes;
    lvars s, i, items, lines, item, m, f, total = 0, period,
          ;;; the string table: text -> index (0 is "")
          strings = newmapping([], 64, false, true), nstrings = 1,
          string_list = [''],
          ;;; item -> its function's id, in order; ids from 1
          funcs = newproperty([], 64, false, "perm"), nfuncs = 0, func_list = [],
          ;;; function id -> line -> location id
          locs = newproperty([], 64, false, "perm"), nlocs = 0, loc_list = [];

    define lconstant str(s) -> k;
        unless strings(s) ->> k then
            nstrings ->> k -> strings(s);
            nstrings + 1 -> nstrings;
            s :: string_list -> string_list
        endunless
    enddefine;
    ;;; the id of item's function
    define lconstant func(item) -> id;
        unless funcs(item) ->> id then
            nfuncs + 1 ->> nfuncs ->> id -> funcs(item);
            lvars (file, line) = item_source(item, run);
            {% id, str(pprof_name(item, run)), if file then str(file) else 0 endif, line %}
                :: func_list -> func_list
        endunless
    enddefine;
    ;;; the id of the location of item at line
    define lconstant loc(item, line) -> id;
        lvars f = func(item), m = locs(f);
        unless m then newproperty([], 8, false, "perm") ->> m -> locs(f) endunless;
        unless m(line) ->> id then
            nlocs + 1 ->> nlocs ->> id -> m(line);
            {% id, f, line %} :: loc_list -> loc_list
        endunless
    enddefine;

    ;;; the samples, which also make the functions and locations
    for s in stacks do total + s(3) -> total endfor;
    tick_nanos(run, total) -> period;
    ;;; (the string table's first entries: the sample types)
    appdata([samples count cpu nanoseconds], procedure(w); str(w sys_>< '') -> endprocedure);
    lvars samples =
        [% for s in stacks do
               s(1) -> items; s(2) -> lines;
               consstring(#|
                   ;;; location ids, the leaf first
                   field_packed(1, {% for i from 1 to datalength(items) do
                                          loc(items(i), lines(i))
                                      endfor %}, true);
                   field_packed(2, {% s(3), s(3) * period %}, false)
               |#)
           endfor %];

    lvars period_type = consstring(#| field_int(1, str('cpu')), field_int(2, str('nanoseconds')) |#),
          comment = str(if isintegral(run("tick_every")) then
                            'pop11 profile: a deterministic tick every '
                            sys_>< run("tick_every") sys_>< ' safe points'
                        else
                            'pop11 profile'
                        endif);
    consstring(#|
        ;;; sample_type: samples/count, cpu/nanoseconds
        field_bytes(1, consstring(#| field_int(1, str('samples')), field_int(2, str('count')) |#));
        field_bytes(1, consstring(#| field_int(1, str('cpu')), field_int(2, str('nanoseconds')) |#));
        for s in samples do field_bytes(2, s) endfor;
        for s in rev(loc_list) do
            ;;; Location {id, line: Line {function_id, line}}
            field_bytes(4, consstring(#|
                field_int(1, s(1));
                field_bytes(4, consstring(#| field_int(1, s(2)), field_int(2, s(3)) |#))
            |#))
        endfor;
        for f in rev(func_list) do
            ;;; Function {id, name, system_name, filename, start_line}
            field_bytes(5, consstring(#|
                field_int(1, f(1)), field_int(2, f(2)),
                field_int(4, f(3)), field_int(5, f(4))
            |#))
        endfor;
        for s in rev(string_list) do field_bytes(6, s) endfor;
        ;;; duration_nanos: the run's CPU time (hundredths of a second)
        if isintegral(run("cpu_time")) then field_int(10, run("cpu_time") * 10000000) endif;
        field_bytes(11, period_type);
        field_int(12, period);
        field_int(13, comment);
        ;;; default_sample_type: samples
        field_int(14, str('samples'))
    |#) -> bytes
enddefine;

;;; Write the pprof file of stacks (profile_named_stacks of run) to
;;; cucharout: profile_export calls it under profile_write_file.
define profile_write_pprof(stacks, run);
    appdata(sys_gzip_string(profile_pprof_bytes(stacks, run)), cucharout)
enddefine;

vars profile_pprof = true;

endsection;
