;;; LIB TPARSE (HELP TPARSE): all the parses of the initial segments of a
;;; list of words by a context-free grammar, left-recursive rules included.
;;;     setup(grammar, lexicon)     the grammar [[SYMBOL RULE ...] ...] and
;;;                                 the lexicon [[CATEGORY WORD ...] ...]
;;;     appparses(symbol, words, p) p(tree, unused) for each parse of an
;;;                                 initial segment of words as symbol
;;;     showparses(symbol, words)   print each tree and the unused words
;;;     listparses(symbol, words)   the trees of the parses of all of words
;;;     listallparses(symbol, words)  [tree unused] for each parse
;;; The search is depth first, rules and their alternatives in the order
;;; given; a rule needs at least as many words as it has symbols, and a
;;; symbol is re-entered inside its own parse at most once for each word,
;;; which ends left recursion.  Here the search passes each parse found
;;; to a continuation (Poplog's runs the parser in processes).

section;

lvars grammar = false, lexicon = false, inside = false, max_level = 0;

define lconstant as_property(list) -> prop;
    lvars list, prop, entry;
    newproperty([], 20, false, "perm") -> prop;
    for entry in list do back(entry) -> prop(front(entry)) endfor
enddefine;

define global setup(gram, lex);
    lvars gram, lex;
    unless islist(gram) then mishap('LIST NEEDED FOR GRAMMAR', [^gram]) endunless;
    as_property(gram) -> grammar;
    unless islist(lex) then mishap('LIST NEEDED FOR GRAMMAR', [^lex]) endunless;
    as_property(lex) -> lexicon
enddefine;

vars procedure tparse_symbol;

;;; the symbols of rule, then k(tree, unused) with the subtrees (reversed
;;; so far in done) put after the rule's symbol
define lconstant parse_rule(rule, words, done, k);
    lvars rule, words, done, procedure k;
    returnunless(listlength(rule) <= listlength(words));
    tparse_symbol(front(rule), words,
        procedure(sub, rest);
            lvars sub, rest;
            if back(rule) == [] then
                k(rev(sub :: done), rest)
            else
                parse_rule(back(rule), rest, sub :: done, k)
            endif
        endprocedure)
enddefine;

define tparse_symbol(symbol, words, k);
    lvars symbol, words, procedure k, rules, rule, set, level;
    returnif(words == []);
    if grammar(symbol) ->> rules then
        inside(symbol) -> level;
        if level <= max_level then
            level + 1 -> inside(symbol);
            for rule in rules do parse_rule(rule, words, [^symbol], k) endfor;
            level -> inside(symbol)
        endif
    elseif (lexicon(symbol) ->> set) and member(front(words), set) then
        k([^symbol ^(front(words))], back(words))
    elseif symbol == front(words) then
        k(symbol, back(words))
    endif
enddefine;

define global appparses(symbol, words, p);
    lvars symbol, words, procedure p;
    dlocal inside = newproperty([], 20, 0, "perm"),
        max_level = listlength(words) + 1;
    tparse_symbol(symbol, words, p)
enddefine;

define global showparses(symbol, words);
    lvars symbol, words;
    appparses(symbol, words,
        procedure(tree, unused);
            lvars tree, unused;
            tree ==>
            [unused ^unused] ==>
        endprocedure);
    [no more parses] =>
enddefine;

define global listparses(symbol, words);
    lvars symbol, words;
    [% appparses(symbol, words,
        procedure(tree, unused);
            lvars tree, unused;
            if unused == [] then tree endif
        endprocedure) %]
enddefine;

define global listallparses(symbol, words);
    lvars symbol, words;
    [% appparses(symbol, words,
        procedure(tree, unused);
            lvars tree, unused;
            [^tree ^unused]
        endprocedure) %]
enddefine;

endsection;
