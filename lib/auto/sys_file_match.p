;;; sys_file_match(file_spec, def_spec, fvec, flags) -> filename_rep: a
;;; repeater of the names of the files that match file_spec, then termin
;;; (REF SYSIO).  file_spec may have $VAR parts and the wildcards *, ?,
;;; [abc], [^abc], [a-z], {patt1,patt2} in any part, and ... for any
;;; depth of directories; a name part starting with . must be matched by
;;; a pattern starting with . .  If file_spec has no directory, def_spec's
;;; is used.  If fvec is a vector, the repeater returns (fvec, name) with
;;; sys_file_stat's information in fvec.  flags bit 0 set (or flags
;;; true): names without their directory, which comes as (path, false)
;;; whenever it changes.  Names come in alphabetical order, directory by
;;; directory.

section;

;;; does the name s (from si) match the pattern p (from pi)?
define lconstant wild(p, pi, s, si);
    lvars p, pi, s, si, c, k, neg, ok, j, alts, start, depth;
    while pi <= datalength(p) do
        p(pi) -> c;
        if c == `*` then
            for k from si to datalength(s) + 1 do
                if wild(p, pi + 1, s, k) then return(true) endif
            endfor;
            return(false)
        elseif c == `{` then
            ;;; each alternative, followed by the rest of the pattern
            locchar(`}`, pi, p) -> j;
            unless j then return(false) endunless;
            pi + 1 -> start;
            for k from pi + 1 to j do
                if p(k) == `,` or k == j then
                    if wild(substring(start, k - start, p)
                                <> substring(j + 1, datalength(p) - j, p), 1, s, si)
                    then
                        return(true)
                    endif;
                    k + 1 -> start
                endif
            endfor;
            return(false)
        elseif si > datalength(s) then
            return(false)
        elseif c == `?` then
            si + 1 -> si; pi + 1 -> pi
        elseif c == `[` then
            pi + 1 -> pi;
            p(pi) == `^` -> neg;
            if neg then pi + 1 -> pi endif;
            false -> ok;
            while pi <= datalength(p) and p(pi) /== `]` do
                if pi + 2 <= datalength(p) and p(pi + 1) == `-` and p(pi + 2) /== `]` then
                    if s(si) >= p(pi) and s(si) <= p(pi + 2) then true -> ok endif;
                    pi + 3 -> pi
                else
                    if s(si) == p(pi) then true -> ok endif;
                    pi + 1 -> pi
                endif
            endwhile;
            if ok == neg then return(false) endif;
            pi + 1 -> pi; si + 1 -> si
        else
            if c /== s(si) then return(false) endif;
            pi + 1 -> pi; si + 1 -> si
        endif
    endwhile;
    si > datalength(s)
enddefine;

define lconstant isdir(path);
    lvars path, v = initv(5);
    sys_file_stat(path, v) and (v(5) && 8:170000) == 8:040000
enddefine;

;;; the paths under dir (a prefix ending in / or '') matching the parts
define lconstant match_parts(dir, parts);
    lvars dir, parts, part, name, names;
    if parts == [] then return endif;
    dest(parts) -> (part, parts);
    if part = '...' then
        ;;; this directory, and every directory under it
        match_parts(dir, parts);
        sys_directory_files(if dir = '' then '.' else dir endif) -> names;
        for name in names or [] do
            if name(1) /== `.` and isdir(dir <> name) then
                match_parts(dir <> name <> '/', part :: parts)
            endif
        endfor;
        return
    endif;
    unless locchar(`*`, 1, part) or locchar(`?`, 1, part) or locchar(`[`, 1, part)
    or locchar(`{`, 1, part) then
        ;;; no wildcard: the name itself, if it is there
        if parts == [] then
            if sys_file_exists(dir <> part) then dir <> part endif
        elseif isdir(dir <> part) then
            match_parts(dir <> part <> '/', parts)
        endif;
        return
    endunless;
    sys_directory_files(if dir = '' then '.' else dir endif) -> names;
    for name in names or [] do
        nextif(name(1) == `.` and part(1) /== `.`);
        if wild(part, 1, name, 1) then
            if parts == [] then dir <> name
            elseif isdir(dir <> name) then match_parts(dir <> name <> '/', parts)
            endif
        endif
    endfor
enddefine;

define global sys_file_match(spec, defspec, fvec, flags);
    lvars spec, defspec, fvec, flags, parts = [], i, j, dir = '', names;
    sysfileok(spec) -> spec;
    if defspec and not(locchar(`/`, 1, spec)) and locchar_back(`/`, datalength(defspec), defspec) then
        substring(1, locchar_back(`/`, datalength(defspec), defspec), defspec) <> spec -> spec
    endif;
    if isstartstring('/', spec) then '/' -> dir endif;
    1 -> i;
    while i <= datalength(spec) do
        locchar(`/`, i, spec) -> j;
        unless j then datalength(spec) + 1 -> j endunless;
        if j > i then parts <> [^(substring(i, j - i, spec))] -> parts endif;
        j + 1 -> i
    endwhile;
    [% match_parts(dir, parts) %] -> names;
    if isboolean(flags) then if flags then 1 else 0 endif -> flags endif;
    lvars lastdir = false, pending = false;
    procedure -> (name);
        lvars name, k, d;
        if pending then
            ;;; the name whose new directory was just returned
            pending -> name; false -> pending
        elseif names == [] then
            return(termin -> name)
        else
            dest(names) -> (name, names);
            if flags && 1 /== 0 then
                locchar_back(`/`, datalength(name), name) or 0 -> k;
                substring(1, k, name) -> d;
                if d /= lastdir then
                    ;;; a new directory: (path, false) first
                    d -> lastdir; name -> pending;
                    d; return(false -> name)
                endif
            endif
        endif;
        if fvec then sys_file_stat(name, fvec) endif;
        if flags && 1 /== 0 then
            allbutfirst(locchar_back(`/`, datalength(name), name) or 0, name) -> name
        endif
    endprocedure
enddefine;

endsection;
