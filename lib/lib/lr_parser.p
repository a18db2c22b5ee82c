;;; lr_parser.p -- LIB LR_PARSER (HELP LR_PARSER): an LALR(1) parser
;;; generator (lr_build), the parser that runs its tables (lr_parse) and
;;; a parser that builds parse trees (lr_trace).  Written for pop11 from
;;; the behaviour Poplog's HELP LR_PARSER and REF LR_PARSER document and
;;; its LIB LR_PARSER shows.
;;;
;;; lr_build numbers the terminals 1 .. NT (0 is the end of the input)
;;; and the nonterminals after them, adds the rule 0: START' --> START
;;; <end>, and builds the LR(0) states (state 1 is the start).  The
;;; look-ahead tokens of each kernel item are then found as in the
;;; Dragon book: the closure of the item with a dummy look-ahead shows
;;; which tokens it generates for the items it leads to, and which it
;;; passes on; passing on is repeated until nothing changes.  A state
;;; that only reduces, by one rule, does so without reading a token.

section;

defclass parser {
    lrp_name, lrp_tokens, lrp_symbols, lrp_start, lrp_rules,
    lrp_sr, lrp_rr,
    lrp_actions,        ;;; per state: a property from token number to action
    lrp_gotos,          ;;; per state: a property from nonterminal to state
    lrp_defaults,       ;;; per state: the action taken without reading, or false
    lrp_lhs, lrp_lengths    ;;; per rule: left-hand side, length of the right
};

procedure(p); printf('<parser %p>', [% lrp_name(p) %]) endprocedure
    -> class_print(parser_key);

lconstant named_parsers = newproperty([], 16, false, "perm");

define lr_parser(item);
    if isparser(item) then item else named_parsers(item) endif
enddefine;

define updaterof lr_parser(p, item);
    p -> named_parsers(item)
enddefine;

define lconstant parser_of(item) -> p;
    unless lr_parser(item) ->> p then mishap(item, 1, 'PARSER NEEDED') endunless
enddefine;

define lr_parser_name(p); lrp_name(parser_of(p)) enddefine;
define lr_parser_terminal_symbols(p); lrp_tokens(parser_of(p)) enddefine;
define lr_parser_nonterminal_symbols(p); lrp_symbols(parser_of(p)) enddefine;
define lr_parser_start_symbol(p); lrp_start(parser_of(p)) enddefine;
define lr_parser_rules(p); lrp_rules(parser_of(p)) enddefine;
define lr_parser_sr_conflicts(p); lrp_sr(parser_of(p)) enddefine;
define lr_parser_rr_conflicts(p); lrp_rr(parser_of(p)) enddefine;

;;; Remove the rules and conflict counts (and with full true the symbols).
define lr_strip(p);
    lvars full = false;
    if isboolean(p) then p -> full; -> p endif;
    parser_of(p) -> p;
    false ->> lrp_rules(p) ->> lrp_sr(p) -> lrp_rr(p);
    if full then false ->> lrp_tokens(p) ->> lrp_symbols(p) -> lrp_start(p) endif
enddefine;


;;; -- Building the tables ------------------------------------------------------

;;; Actions: a positive integer N: shift to state N; a negative one -R:
;;; reduce by rule R; the word accept.

lvars
    nt, nsyms, rule_lhs, rule_rhs, first, nullable,
    states, kernels, transitions;

define lconstant isterminal(x); x <= nt enddefine;

;;; Items: rule * 1024 + dot
define lconstant item_rule(i); i div 1024 enddefine;
define lconstant item_dot(i); i mod 1024 enddefine;
define lconstant after_dot(i);
    lvars rhs = rule_rhs(item_rule(i) + 1), d = item_dot(i);
    if d < datalength(rhs) then rhs(d + 1) else false endif
enddefine;

define lconstant insert_sorted(x, list);
    if list == [] or x < hd(list) then conspair(x, list)
    elseif x == hd(list) then list
    else conspair(hd(list), insert_sorted(x, tl(list)))
    endif
enddefine;

;;; FIRST sets (lists of terminal numbers) and nullability of nonterminals
define lconstant compute_first();
    lvars changed = true, r, rhs, lhs, x, t, all_null;
    initv(nsyms + 1) -> first;
    initv(nsyms + 1) -> nullable;
    for x from 1 to nsyms + 1 do [] -> first(x); false -> nullable(x) endfor;
    while changed do
        false -> changed;
        for r from 1 to datalength(rule_lhs) do
            rule_lhs(r) -> lhs; rule_rhs(r) -> rhs;
            true -> all_null;
            for x in_vector rhs do
                if x == 0 or isterminal(x) then
                    unless fast_lmember(x, first(lhs)) then
                        insert_sorted(x, first(lhs)) -> first(lhs); true -> changed
                    endunless;
                    false -> all_null; quitloop
                else
                    for t in first(x) do
                        unless fast_lmember(t, first(lhs)) then
                            insert_sorted(t, first(lhs)) -> first(lhs); true -> changed
                        endunless
                    endfor;
                    unless nullable(x) then false -> all_null; quitloop endunless
                endif
            endfor;
            if all_null and not(nullable(lhs)) then
                true ->> nullable(lhs) -> changed
            endif
        endfor
    endwhile
enddefine;

;;; The terminals that can start SYMBOLS followed by the look-ahead la
;;; (-1 is the dummy look-ahead).
define lconstant first_of(symbols, la) -> set;
    lvars x, t;
    [] -> set;
    for x in symbols do
        if isterminal(x) then
            return(insert_sorted(x, set) -> set)
        endif;
        for t in first(x) do insert_sorted(t, set) -> set endfor;
        returnunless(nullable(x))
    endfor;
    conspair(la, set) -> set
enddefine;

define lconstant closure0(kernel) -> items;
    lvars todo = kernel, i, x, r;
    kernel -> items;
    until todo == [] do
        dest(todo) -> (i, todo);
        if (after_dot(i) ->> x) and not(isterminal(x)) and x /== 0 then
            for r from 1 to datalength(rule_lhs) do
                if rule_lhs(r) == x
                and not(fast_lmember((r - 1) * 1024, items)) then
                    insert_sorted((r - 1) * 1024, items) -> items;
                    conspair((r - 1) * 1024, todo) -> todo
                endif
            endfor
        endif
    enduntil
enddefine;

;;; LR(1) closure of a list of pairs (item . lookahead)
define lconstant closure1(pairs) -> pairs;
    lvars todo = pairs, p, i, x, r, rhs, la, new, t;
    until todo == [] do
        dest(todo) -> (p, todo);
        front(p) -> i;
        if (after_dot(i) ->> x) and not(isterminal(x)) and x /== 0 then
            rule_rhs(item_rule(i) + 1) -> rhs;
            first_of([% explode(allbutfirst(item_dot(i) + 1, rhs)) %], back(p))
                -> la;
            for r from 1 to datalength(rule_lhs) do
                if rule_lhs(r) == x then
                    for t in la do
                        conspair((r - 1) * 1024, t) -> new;
                        unless member(new, pairs) then
                            conspair(new, pairs) -> pairs;
                            conspair(new, todo) -> todo
                        endunless
                    endfor
                endif
            endfor
        endif
    enduntil
enddefine;

;;; The LR(0) states, numbered from 1 in the order they are found, and
;;; their transitions (a list of (symbol . state) per state).
define lconstant build_states();
    lvars s = 1, items, i, x, syms, kernel, n, trans;
    [[0]] -> kernels;
    until s > length(kernels) do
        closure0(kernels(s)) -> items;
        [] -> syms;
        for i in items do
            if (after_dot(i) ->> x) and not(fast_lmember(x, syms)) then
                syms <> [^x] -> syms
            endif
        endfor;
        [] -> trans;
        for x in syms do
            [] -> kernel;
            for i in items do
                if after_dot(i) == x then insert_sorted(i + 1, kernel) -> kernel endif
            endfor;
            0 -> n;
            for i from 1 to length(kernels) do
                if kernels(i) = kernel then i -> n; quitloop endif
            endfor;
            if n == 0 then
                kernels <> [^kernel] -> kernels;
                length(kernels) -> n
            endif;
            trans <> [% conspair(x, n) %] -> trans
        endfor;
        transitions <> [^trans] -> transitions;
        s + 1 -> s
    enduntil
enddefine;

define lconstant goto_state(s, x);
    lvars p;
    for p in transitions(s) do if front(p) == x then return(back(p)) endif endfor;
    false
enddefine;

;;; Look-aheads of kernel items: a property from (state * 1024 * 1024 +
;;; item) to a list of terminal numbers.
define lconstant lookaheads() -> la;
    lvars s, k, p, i, x, t, key, links = newproperty([], 64, [], "perm"),
        changed = true, src, dst;
    newproperty([], 64, [], "perm") -> la;
    ;;; (the start item needs a look-ahead for its closure to be taken;
    ;;; rule 0 is never reduced, so any will do)
    [0] -> la(1 * 1048576 + 0);
    for s from 1 to length(kernels) do
        for k in kernels(s) do
            for p in closure1([% conspair(k, -1) %]) do
                front(p) -> i;
                if (after_dot(i) ->> x) then
                    goto_state(s, x) * 1048576 + i + 1 -> key;
                    if back(p) == -1 then
                        conspair(key, links(s * 1048576 + k))
                            -> links(s * 1048576 + k)
                    elseunless fast_lmember(back(p), la(key)) then
                        insert_sorted(back(p), la(key)) -> la(key)
                    endif
                endif
            endfor
        endfor
    endfor;
    while changed do
        false -> changed;
        for s from 1 to length(kernels) do
            for k in kernels(s) do
                s * 1048576 + k -> src;
                for dst in links(src) do
                    for t in la(src) do
                        unless fast_lmember(t, la(dst)) then
                            insert_sorted(t, la(dst)) -> la(dst); true -> changed
                        endunless
                    endfor
                endfor
            endfor
        endfor
    endwhile
enddefine;

define lr_build(name, tokens, symbols, start, rules) -> p;
    lvars resolve_p = false, keep = false;
    if isboolean(rules) then
        ;;; optional arguments: ... rules, [resolve_p,] keep
        rules -> keep;
        (name, tokens, symbols, start) -> (tokens, symbols, start, rules);
        -> name;
        if isprocedure(rules) then
            rules -> resolve_p;
            (name, tokens, symbols, start) -> (tokens, symbols, start, rules);
            -> name
        endif
    elseif isprocedure(rules) then
        rules -> resolve_p;
        (name, tokens, symbols, start) -> (tokens, symbols, start, rules);
        -> name
    endif;
    lvars
        tokv = {% explode(tokens) %}, symv = {% explode(symbols) %},
        rulev = {% explode(rules) %}, number = newproperty([], 32, false, "perm"),
        x, r, i, s, k, pr, la, acts, t, a, old, sr = 0, rr = 0, defaults,
        gotos, actions;
    dlocal nt, nsyms, rule_lhs, rule_rhs, first, nullable, states, kernels,
        transitions = [];
    datalength(tokv) -> nt;
    nt + datalength(symv) -> nsyms;
    for i from 1 to nt do
        unless number(tokv(i)) then i -> number(tokv(i)) endunless
    endfor;
    for i from 1 to datalength(symv) do
        if number(symv(i)) and number(symv(i)) <= nt then
            mishap(symv(i), 1, 'REDECLARATION OF SYMBOL')
        endif;
        unless number(symv(i)) then nt + i -> number(symv(i)) endunless
    endfor;
    unless number(start) and number(start) > nt then
        mishap(start, 1, 'UNDECLARED START SYMBOL')
    endunless;
    lvars undeclared = [];
    for r in_vector rulev do
        unless islist(r) or isvector(r) then mishap(r, 1, 'LIST NEEDED') endunless;
        if length(r) > 0 and not(number(r(1)) and number(r(1)) > nt) then
            mishap(r(1), r, 2, 'ILLEGAL LHS FOR RULE')
        endif;
        for x in (if isvector(r) then [% explode(r) %] else r endif) do
            unless number(x) or fast_lmember(x, undeclared) then
                undeclared <> [^x] -> undeclared
            endunless
        endfor
    endfor;
    unless undeclared == [] then
        mishap(dl(undeclared), length(undeclared),
               'UNDECLARED SYMBOL(S) IN GRAMMAR RULES')
    endunless;
    ;;; rule 0: START' --> START <end>
    {% nsyms + 1, for r in_vector rulev do
        number(r(1))
    endfor %} -> rule_lhs;
    {% {% number(start), 0 %}, for r in_vector rulev do
        {% for x in tl(if isvector(r) then [% explode(r) %] else r endif) do
            number(x)
        endfor %}
    endfor %} -> rule_rhs;
    compute_first();
    build_states();
    lookaheads() -> la;
    ;;; the tables
    {% repeat length(kernels) times newproperty([], 8, false, "perm") endrepeat %}
        -> actions;
    {% repeat length(kernels) times newproperty([], 8, false, "perm") endrepeat %}
        -> gotos;
    {% repeat length(kernels) times false endrepeat %} -> defaults;
    for s from 1 to length(kernels) do
        actions(s) -> acts;
        for pr in transitions(s) do
            if front(pr) == 0 or isterminal(front(pr)) then
                back(pr) -> acts(front(pr))
            else
                back(pr) -> gotos(s)(front(pr))
            endif
        endfor;
        ;;; reductions, from the closure of the kernel with its look-aheads
        lvars reds = [];
        for pr in closure1([% for k in kernels(s) do
                            for t in la(s * 1048576 + k) do conspair(k, t) endfor
                        endfor %]) do
            front(pr) -> i;
            if not(after_dot(i)) and item_rule(i) /== 0 then
                conspair(conspair(back(pr), item_rule(i)), reds) -> reds
            endif
        endfor;
        ;;; in rule order for each token
        syssort(reds, procedure(a, b); back(a) < back(b) endprocedure) -> reds;
        for pr in reds do
            front(pr) -> t; back(pr) -> r;
            acts(t) -> old;
            if old == -r then
                ;;; the same reduction again
            elseif not(old) then
                -r -> acts(t)
            elseif old > 0 then
                ;;; shift/reduce
                lvars choice = resolve_p and resolve_p(if t == 0 then false else tokv(t) endif,
                                                     rulev(r));
                if choice == rulev(r) then -r -> acts(t)
                elseunless choice then sr + 1 -> sr
                endif
            else
                ;;; reduce/reduce: the earlier rule first
                lvars choice = resolve_p and resolve_p(rulev(-old), rulev(r));
                if choice == rulev(r) then -r -> acts(t)
                elseunless choice then rr + 1 -> rr
                endif
            endif
        endfor;
        ;;; the accepting state: START' --> START <end> .
        if fast_lmember(2, kernels(s)) then "accept" -> defaults(s)
        else
            lvars only = false, ok = true;
            appproperty(acts,
                procedure(t, a);
                    if a > 0 or (only and a /== only) then false -> ok
                    else a -> only
                    endif
                endprocedure);
            if ok and only then only -> defaults(s) endif
        endif
    endfor;
    consparser(name, tokv, symv, start, rulev, sr, rr, actions, gotos, defaults,
        {% for r from 2 to datalength(rule_lhs) do rule_lhs(r) endfor %},
        {% for r from 2 to datalength(rule_rhs) do datalength(rule_rhs(r)) endfor %})
        -> p;
    if keep then p -> lr_parser(name) endif
enddefine;


;;; -- Running the parser ---------------------------------------------------------

define vars lr_parse_error(item, token_n, state_n);
    mishap(item, 1, 'PARSE ERROR')
enddefine;

;;; The LR(1) parser: input_p() -> (item, token number), reduce_p(rule
;;; number); shifted items go on the stack.  Returns true when the input
;;; is accepted, false after lr_parse_error returns.
define lconstant run_parser(input_p, reduce_p, shift_p, p);
    lvars stack = [1], s, a, item = false, tok = false, r, n;
    repeat
        hd(stack) -> s;
        unless lrp_defaults(p)(s) ->> a then
            unless tok then input_p() -> (item, tok) endunless;
            (isinteger(tok) and tok >= 0 and tok <= datalength(lrp_tokens(p))
                and lrp_actions(p)(s)(tok)) -> a
        endunless;
        if a == "accept" then
            return(true)
        elseif not(a) then
            lr_parse_error(item, tok, s);
            return(false)
        elseif a > 0 then
            unless tok == 0 then shift_p(item) endunless;
            conspair(a, stack) -> stack;
            false -> tok
        else
            -a -> r;
            reduce_p(r);
            lrp_lengths(p)(r) -> n;
            repeat n times tl(stack) -> stack endrepeat;
            conspair(lrp_gotos(p)(hd(stack))(lrp_lhs(p)(r)), stack) -> stack
        endif
    endrepeat
enddefine;

define lr_parse(input_p, reduce_p, p);
    run_parser(input_p, reduce_p, identfn, parser_of(p)) ->
enddefine;


;;; -- Parse trees ------------------------------------------------------------------

vars lr_trace_tracing = true;       ;;; (no trace is shown: see HELP)

define vars lr_trace_constree(symbol, n) -> tree;
    conslist(n) -> tree;
    conspair(symbol, tree) -> tree
enddefine;

;;; lr_trace(INPUT, PARSER) -> TREE or false; lr_trace(INPUT_P, REDUCE_P,
;;; PARSER) runs as lr_parse.
define lr_trace(input, p);
    lvars values = [], ok, tokv, rules;
    if isprocedure(input) then
        lr_parse(input, p); return
    endif;
    parser_of(p) -> p;
    lrp_tokens(p) -> tokv;
    lrp_rules(p) -> rules;
    unless rules then mishap(p, 1, 'PARSER HAS BEEN STRIPPED') endunless;
    define lconstant next_token() -> (item, tok);
        lvars i;
        if null(input) then
            termin -> item; 0 -> tok
        else
            dest(input) -> (item, input);
            false -> tok;
            for i from 1 to datalength(tokv) do
                if tokv(i) == item then i -> tok; quitloop endif
            endfor
        endif
    enddefine;
    procedure() -> ok;
        dlocal lr_parse_error = procedure(item, tok, s); endprocedure;
        run_parser(next_token,
            procedure(r);
                lvars rule = rules(r), n = length(rule) - 1, args;
                [% repeat n times dest(values) -> values endrepeat %] -> args;
                dl(rev(args));
                conspair(lr_trace_constree(rule(1), n), values) -> values
            endprocedure,
            procedure(item); conspair(item, values) -> values endprocedure,
            p) -> ok
    endprocedure() -> ok;
    if ok then hd(values) else false endif
enddefine;

;;; A parser applied: parser(INPUT_P, REDUCE_P) or parser(LIST)
procedure(p);
    lvars x = ();
    if isprocedure(x) then lr_parse(x, p) else lr_trace(x, p) endif
endprocedure -> class_apply(parser_key);

endsection;
