;;; datafile(filename) -> struct, struct -> datafile(filename): write a data
;;; structure to a file and read it back (HELP DATAFILE): words, numbers,
;;; strings, lists, vectors and other vector classes, records, arrays,
;;; properties, booleans, named procedures and closures of them, nested
;;; in any way (not circular).  The file holds Pop-11 text that rebuilds
;;; the structure when datafile compiles it.

section;

define lconstant quoted(s);
    lvars s;
    dlocal pop_pr_quotes = true;
    pr(s)
enddefine;

define lconstant wr(x);
    lvars x, k, p;
    if isword(x) then
        pr('consword('); quoted(word_string(x)); pr(')')
    elseif isstring(x) then
        quoted(x)
    elseif isinteger(x) or isbiginteger(x) or isratio(x) then
        pr(x)
    elseif isdecimal(x) then
        procedure; dlocal pop_pr_places = 17; pr(number_coerce(x, 0.0d0)) endprocedure()
    elseif x == true then pr('true')
    elseif x == false then pr('false')
    elseif x == [] then pr('[]')
    elseif ispair(x) then
        pr('conspair('); wr(front(x)); pr(', '); wr(back(x)); pr(')')
    elseif isarray(x) then
        pr('newanyarray('); wr(boundslist(x)); pr(', '); wr(arrayvector(x)); pr(')')
    elseif isproperty(x) then
        pr('newproperty(');
        pr('['); appproperty(x, procedure(k, v); lvars k, v;
                                 pr('[% '); wr(k); pr(', '); wr(v); pr(' %] ')
                             endprocedure);
        pr('], '); pr(property_size(x)); pr(', '); wr(property_default(x)); pr(', "perm")')
    elseif isclosure(x) then
        pr('consclosure('); wr(pdpart(x));
        for k from 1 to datalength(x) do pr(', '); wr(frozval(k, x)) endfor;
        pr(', '); pr(datalength(x)); pr(')')
    elseif isprocedure(x) then
        unless isword(pdprops(x)) then mishap(x, 1, 'datafile: PROCEDURE WITHOUT A NAME') endunless;
        pr('valof('); wr(pdprops(x)); pr(')')
    elseif isvectorclass(x) or isrecordclass(x) then
        ;;; the key's constructor, applied to the elements
        pr('class_cons(key_of_dataword('); wr(dataword(x)); pr('))(');
        1 -> k;
        for p in datalist(x) do
            if k > 1 then pr(', ') endif;
            wr(p);
            k + 1 -> k
        endfor;
        if isvectorclass(x) then if datalength(x) > 0 then pr(', ') endif; pr(datalength(x)) endif;
        pr(')')
    else
        mishap(x, 1, 'datafile: CAN\'T WRITE THIS ITEM')
    endif
enddefine;

define global datafile(file);
    lvars file, n = stacklength();
    compile(file);
    unless stacklength() == n + 1 then mishap(file, 1, 'datafile: BAD DATA FILE') endunless
enddefine;

define updaterof datafile(struct, file);
    lvars struct, file;
    dlocal cucharout = discout(file), poplinewidth = false;
    wr(struct);
    pr(';\n');
    cucharout(termin)
enddefine;

endsection;
