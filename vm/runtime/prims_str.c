/*
** prims_str.c -- strings, words, characters, the type predicates and keys
** of built-in data, and the generic structure procedures (REF STRINGS,
** REF WORDS, REF KEYS, REF DATA: datalength, length, explode, fill,
** datalist, appdata, copy, last, allbutfirst, allbutlast).
**
** Design notes
**   Strings hold 8-bit characters (no dstrings/16-bit strings): storing a
**   character outside 0..255 mishaps "INTEGER (8-BIT) CHARACTER NEEDED",
**   constructing from a non-character "INTEGER CHARACTER NEEDED".  As in
**   Poplog, most string predicates and searches accept a word wherever a
**   string is read (never where one is written); their mishap for anything
**   else is "STRING OR BYTE VECTOR NEEDED".  Character predicates follow
**   plain ASCII (pop_character_set's ISO Latin extension is not modelled).
**
**   Built-in keys: prims_str_init makes a Key (value.h) for every built-in
**   data type and declares it as the constant <name>_key (pair_key,
**   string_key, ...) unless some other module already defined that name;
**   datakey finds keys through those identifiers, so a module that builds
**   richer keys later takes over simply by redefining them.
**
**   Generic procedures treat a list as Poplog does: length/explode/last/
**   allbut* see its elements, while datalength, appdata and fill see only
**   its first pair (two fields); a property's entries appear as [key value]
**   lists.
**
**   gensym keeps its counters in the property held in the variable
**   gensym_property (default 1), created here, as REF WORDS describes.
**
**   GC safety.  The collector never moves objects and runs only at a safe
**   point of Pop-11 code (vm/core/gc.c), so a C pointer into a string or
**   word stays valid across mk_string and the like.  Only what can run
**   Pop-11 code needs roots: the step along a dynamic list (lfirst, which
**   calls the list's generator) holds the list in data_root, and appdata,
**   which calls its procedure once per field, keeps its three objects in
**   data_slots (vm/runtime/data.h says which to use when).
**
**   The entry points are the PRIMs (registered from their PRIM lines by
**   vm/host/mkprims.sh), data_alphabefore and key_name for the rest of
**   the VM (data.h), and prims_str_init, run once per VM by prims.c.
*/
#include <ctype.h>
#include <string.h>
#include <stdio.h>
#include "prim.h"
#include "interp.h"
#include "gc.h"
#include "array.h"
#include "class.h"
#include "prop.h"
#include "data.h"
#include "num.h"
#include "print.h"

/* ---- helpers ------------------------------------------------------------- */

/* v as a C integer of at least min (0 or 1, the only bounds used):
   INTEGER NEEDED for a non-integer, else Poplog's INTEGER >= min NEEDED. */
static intptr_t int_at_least(VM *vm, Val v, intptr_t min)
{
    intptr_t n = check_int(vm, v);
    if (n < min) vm_mishap(vm, min == 0 ? "INTEGER >= 0 NEEDED" : "INTEGER >= 1 NEEDED", 1, v);
    return n;
}

/* A character to store in a string. */
static char char8(VM *vm, Val c)
{
    if (!IS_INT(c) || INT_VAL(c) < 0 || INT_VAL(c) > 255)
        vm_mishap(vm, "INTEGER (8-BIT) CHARACTER NEEDED", 1, c);
    return (char)INT_VAL(c);
}

/* A character argument for construction (consstring, consword).  A code
   above 255 but within Poplog's 24-bit character range is a character
   that does not fit an 8-bit string, so it gets the 8-bit mishap; only
   what is no character at all gets INTEGER CHARACTER NEEDED. */
static char cons_char(VM *vm, Val c)
{
    if (!IS_INT(c) || INT_VAL(c) < 0 || INT_VAL(c) > 0xFFFFFF)
        vm_mishap(vm, "INTEGER CHARACTER NEEDED", 1, c);
    if (INT_VAL(c) > 255) vm_mishap(vm, "INTEGER (8-BIT) CHARACTER NEEDED", 1, c);
    return (char)INT_VAL(c);
}

/* Pop N (on top) and then N characters into a new string. */
static Val string_from_stack(VM *vm)
{
    intptr_t n = int_at_least(vm, POP(), 0);
    NEED(n);
    Val *base = vm->sp - n;
    Val s = mk_string(vm, NULL, (size_t)n);
    for (intptr_t i = 0; i < n; i++) STR_PTR(s)->chars[i] = cons_char(vm, base[i]);
    vm->sp = base;
    return s;
}

/* Push the n character codes of s (as unsigned bytes) and return their
   count as a Pop-11 integer, for the caller to push last (destword,
   deststring). */
static Val push_chars(VM *vm, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) PUSH(MK_INT((unsigned char)s[i]));
    return MK_INT((intptr_t)n);
}

/* One checked list step (data_list_step) with an inline fast path: a
   pair whose back is [] or a pair is returned at once; a dynamic list (a
   back that is a procedure) or a non-list goes to data_list_step, which
   may run the generator (root what you hold) or mishap LIST NEEDED. */
static inline Val lfirst(VM *vm, Val l)
{
    if (IS_PAIR(l)) {
        Val b = BACK(l);
        if (b == NIL_V || IS_PAIR(b)) return l;
    } else if (l == NIL_V) {
        return NIL_V;
    }
    return data_list_step(vm, l);
}

static inline size_t stack_len(VM *vm) { return (size_t)(vm->sp - vm->stack); }

/* Poplog names a word by its characters (a string) in some mishaps.
   Allocates a new string for a word; anything else is returned as it is. */
static Val word_as_string(VM *vm, Val v)
{
    return IS_WORD(v) ? mk_string(vm, WORD_PTR(v)->chars, WORD_PTR(v)->len) : v;
}


/* ---- words ------------------------------------------------------------------ */

PRIM(p_consword, "consword", -1, 1, "consword(char1, ..., charN, N) -> word, or consword(string) -> word: the dictionary word with those characters")
{
    NEED(1);
    Val top = PEEK(0);
    if (IS_STRING(top)) {
        (void)POP();
        PUSH(word_intern(vm, STR_PTR(top)->chars, STR_PTR(top)->len));
        return;
    }
    if (!IS_INT(top)) vm_mishap(vm, "STRING NEEDED", 1, top);
    Val s = string_from_stack(vm);
    PUSH(word_intern(vm, STR_PTR(s)->chars, STR_PTR(s)->len));
}

PRIM(p_destword, "destword", 1, -1, "destword(word) -> (char1, ..., charN, N): push the characters of a word and their number")
{
    Val w = check_word(vm, POP());
    PUSH(push_chars(vm, WORD_PTR(w)->chars, WORD_PTR(w)->len));
}

PRIM(p_word_string, "word_string", 1, 1, "word_string(word) -> string: a new string with the characters of word")
{
    Val w = check_word(vm, POP());
    PUSH(mk_string(vm, WORD_PTR(w)->chars, WORD_PTR(w)->len));
}

PRIM(p_fast_word_string, "fast_word_string", 1, 1, "fast_word_string(word) -> string: word_string without checking")
{
    Val w = check_word(vm, POP());
    PUSH(mk_string(vm, WORD_PTR(w)->chars, WORD_PTR(w)->len));
}

PRIM(p_subscrw, "subscrw", 2, 1, "subscrw(n, word) -> char: the n-th character of a word")
{
    Val w = check_word(vm, POP()), i = POP();
    if (!IS_INT(i) || INT_VAL(i) < 1 || INT_VAL(i) > (intptr_t)WORD_PTR(w)->len)
        vm_mishap(vm, "BAD SUBSCRIPT FOR INDEXED ACCESS", 2, i, word_as_string(vm, w));
    PUSH(MK_INT((unsigned char)WORD_PTR(w)->chars[INT_VAL(i) - 1]));
}

PRIM(p_isword, "isword", 1, 1, "isword(item) -> bool: true if item is a word")
{
    Val v = POP();
    PUSH(BOOL_V(IS_WORD(v)));
}

/* Characters [n, n+len) of a string or word, range-checked as substring. */
static const char *sub_range(VM *vm, Val nv, Val lenv, Val s, size_t *len)
{
    intptr_t n = int_at_least(vm, nv, 1);
    intptr_t l = int_at_least(vm, lenv, 0);
    size_t slen;
    const char *c = chars_of(vm, s, &slen);
    if ((size_t)(n - 1) + (size_t)l > slen)
        vm_mishap(vm, "SUB RANGE EXCEEDS STRING/VECTOR LENGTH", 3, nv, word_as_string(vm, s), lenv);
    *len = (size_t)l;
    return c + n - 1;
}

PRIM(p_subword, "subword", 3, 1, "subword(n, len, word) -> word: the word made of len characters of word (or string) from the n-th")
{
    Val s = POP(), lenv = POP(), nv = POP();
    size_t len;
    const char *c = sub_range(vm, nv, lenv, s, &len);
    PUSH(word_intern(vm, c, len));
}

/* ---- gensym ------------------------------------------------------------------ */

/* The property in gensym_property now (a program may assign another);
   PROPERTY NEEDED if it holds something else. */
static Val gensym_prop(VM *vm)
{
    Val id = word_ident(vm, word_cstr(vm, "gensym_property"));
    Val p = id ? IDENT_PTR(id)->value : FALSE_V;
    if (!prop_is(p)) vm_mishap(vm, "PROPERTY NEEDED", 1, p);
    return p;
}

PRIM(p_gensym, "gensym", 1, 1, "gensym(word) -> word: a new word: word followed by the next integer suffix for it (1, 2, ...)")
{
    Val w = check_word(vm, POP());
    Val prop = gensym_prop(vm);
    Val n = prop_get(vm, prop, w);
    if (!IS_INT(n)) vm_mishap(vm, "gensym: INTEGER SUFFIX NEEDED", 2, n, w);
    char buf[32];
    int k = snprintf(buf, sizeof buf, "%ld", (long)INT_VAL(n));
    /* the new word's characters are built in a scratch string, so that a
       word of any length needs no C buffer */
    Val s = mk_string(vm, NULL, WORD_PTR(w)->len + (size_t)k);
    memcpy(STR_PTR(s)->chars, WORD_PTR(w)->chars, WORD_PTR(w)->len);
    memcpy(STR_PTR(s)->chars + WORD_PTR(w)->len, buf, (size_t)k);
    prop_put(vm, prop, w, MK_INT(INT_VAL(n) + 1));
    PUSH(word_intern(vm, STR_PTR(s)->chars, STR_PTR(s)->len));
}

UPDATER(p_gensym_upd, "gensym", 2, "n -> gensym(word): set the next integer suffix gensym uses for word")
{
    Val w = check_word(vm, POP()), n = POP();
    if (!IS_INT(n)) vm_mishap(vm, "gensym: INTEGER SUFFIX NEEDED", 2, n, w);
    prop_put(vm, gensym_prop(vm), w, n);
}

/* ---- strings ------------------------------------------------------------------- */

PRIM(p_consstring, "consstring", -1, 1, "consstring(char1, ..., charN, N) -> string: a string of the top N characters on the stack")
{
    PUSH(string_from_stack(vm));
}

PRIM(p_deststring, "deststring", 1, -1, "deststring(string) -> (char1, ..., charN, N): push the characters of a string and their number")
{
    Val s = check_string(vm, POP());
    PUSH(push_chars(vm, STR_PTR(s)->chars, STR_PTR(s)->len));
}

PRIM(p_isstring, "isstring", 1, 1, "isstring(item) -> bool: true if item is a string")
{
    Val v = POP();
    PUSH(BOOL_V(IS_STRING(v)));
}

PRIM(p_inits, "inits", 1, 1, "inits(n) -> string: a new string of n NUL characters")
{
    intptr_t n = int_at_least(vm, POP(), 0);
    PUSH(mk_string(vm, NULL, (size_t)n));
}

/* The 0-based offset of the 1-based index i into string s (which the
   caller has checked is a string); BAD SUBSCRIPT FOR INDEXED ACCESS, with
   both as culprits, when i is no integer or out of 1..length. */
static size_t str_index(VM *vm, Val i, Val s)
{
    if (!IS_INT(i) || INT_VAL(i) < 1 || INT_VAL(i) > (intptr_t)STR_PTR(s)->len)
        vm_mishap(vm, "BAD SUBSCRIPT FOR INDEXED ACCESS", 2, i, s);
    return (size_t)(INT_VAL(i) - 1);
}

PRIM(p_subscrs, "subscrs", 2, 1, "subscrs(n, string) -> char: the n-th character of a string")
{
    Val s = check_string(vm, POP()), i = POP();
    PUSH(MK_INT((unsigned char)STR_PTR(s)->chars[str_index(vm, i, s)]));
}

UPDATER(p_subscrs_upd, "subscrs", 3, "char -> subscrs(n, string): replace the n-th character of a string")
{
    Val s = check_string(vm, POP()), i = POP(), c = POP();
    size_t k = str_index(vm, i, s);
    STR_PTR(s)->chars[k] = char8(vm, c);
}

PRIM(p_fast_subscrs, "fast_subscrs", 2, 1, "fast_subscrs(n, string) -> char: subscrs without checking (bounds still checked here)")
{
    Val s = check_string(vm, POP()), i = POP();
    PUSH(MK_INT((unsigned char)STR_PTR(s)->chars[str_index(vm, i, s)]));
}

UPDATER(p_fast_subscrs_upd, "fast_subscrs", 3, "char -> fast_subscrs(n, string): replace the n-th character of a string")
{
    Val s = check_string(vm, POP()), i = POP(), c = POP();
    size_t k = str_index(vm, i, s);
    STR_PTR(s)->chars[k] = char8(vm, c);
}

PRIM(p_substring, "substring", 3, 1, "substring(n, len, string) -> string: a new string of len characters of string (or word) from the n-th")
{
    Val s = POP(), lenv = POP(), nv = POP();
    size_t len;
    const char *c = sub_range(vm, nv, lenv, s, &len);
    PUSH(mk_string(vm, c, len));
}

UPDATER(p_substring_upd, "substring", 4, "sub -> substring(n, len, string): copy the first len characters of sub into string from the n-th")
{
    Val s = check_string(vm, POP()), lenv = POP(), nv = POP(), sub = POP();
    size_t len;
    /* the range must fit both the target and the source */
    (void)sub_range(vm, nv, lenv, s, &len);
    const char *src = sub_range(vm, MK_INT(1), lenv, sub, &len);
    memmove(STR_PTR(s)->chars + INT_VAL(nv) - 1, src, len);
}

/* Search for sub in s from 1-based start n; the match must start at or
   before startlim and end at or before endlim (0 = no limit).  Returns the
   1-based position or 0. */
static size_t find_sub(const char *sub, size_t sl, const char *s, size_t len,
                       size_t n, size_t startlim, size_t endlim)
{
    if (n < 1 || n > len + 1) return 0;
    for (size_t i = n - 1; i + sl <= len; i++) {
        if (startlim && i + 1 > startlim) return 0;
        if (endlim && i + sl > endlim) return 0;
        if (memcmp(s + i, sub, sl) == 0) return i + 1;
    }
    return 0;
}

/* find_sub's 0 (no match) is Poplog's false. */
static Val pos_or_false(size_t p) { return p ? MK_INT((intptr_t)p) : FALSE_V; }

/* The optional start n is recognised by its type: an integer second from
   the top is n, since the sub string can never be an integer. */
PRIM(p_issubstring, "issubstring", -1, 1, "issubstring(sub, [n,] string) -> m_or_false: where sub first occurs in string (or word) at or after the n-th character (default 1)")
{
    Val s = POP(), x = POP(), nv = MK_INT(1);
    if (IS_INT(x)) { nv = x; x = POP(); }
    size_t sl, len;
    const char *subc = chars_of(vm, x, &sl);
    const char *sc = chars_of(vm, s, &len);
    intptr_t n = int_at_least(vm, nv, 1);
    PUSH(pos_or_false(find_sub(subc, sl, sc, len, (size_t)n, 0, 0)));
}

/* A limit argument of issubstring_lim: false means none (0 for find_sub),
   else an integer >= 1. */
static size_t opt_limit(VM *vm, Val v)
{
    return v == FALSE_V ? 0 : (size_t)int_at_least(vm, v, 1);
}

PRIM(p_issubstring_lim, "issubstring_lim", 5, 1, "issubstring_lim(sub, n, startlim, endlim, string) -> m_or_false: issubstring with the match starting at or before startlim and ending at or before endlim (false: no limit)")
{
    Val s = POP(), endlim = POP(), startlim = POP(), nv = POP(), x = POP();
    size_t sl, len;
    const char *subc = chars_of(vm, x, &sl);
    const char *sc = chars_of(vm, s, &len);
    intptr_t n = int_at_least(vm, nv, 1);
    size_t st = opt_limit(vm, startlim), en = opt_limit(vm, endlim);
    PUSH(pos_or_false(find_sub(subc, sl, sc, len, (size_t)n, st, en)));
}

PRIM(p_hassubstring, "hassubstring", -1, 1, "hassubstring(string, [n,] sub) -> m_or_false: issubstring(sub, n, string)")
{
    Val x = POP(), y = POP(), nv = MK_INT(1);
    if (IS_INT(y)) { nv = y; y = POP(); }
    size_t sl, len;
    const char *subc = chars_of(vm, x, &sl);
    const char *sc = chars_of(vm, y, &len);
    intptr_t n = int_at_least(vm, nv, 1);
    PUSH(pos_or_false(find_sub(subc, sl, sc, len, (size_t)n, 0, 0)));
}

/* isstartstring's result: 1 (the position) or false. */
static Val start_string(VM *vm, Val sub, Val s)
{
    size_t sl, len;
    const char *subc = chars_of(vm, sub, &sl);
    const char *sc = chars_of(vm, s, &len);
    return sl <= len && memcmp(sc, subc, sl) == 0 ? MK_INT(1) : FALSE_V;
}

/* isendstring's result: where sub starts in s, or false.  Poplog's
   isendstring takes the datalength of sub first, so a sub that is no
   string or word fails there, and the mishap is that one (DOING
   datalength). */
static Val end_string(VM *vm, Val sub, Val s)
{
    size_t sl, len;
    if (!IS_STRING(sub) && !IS_WORD(sub)) {
        doing_as(vm, "datalength");
        vm_mishap(vm, "ILLEGAL ITEM FOR datalength", 1, sub);
    }
    const char *subc = chars_of(vm, sub, &sl);
    const char *sc = chars_of(vm, s, &len);
    if (sl <= len && memcmp(sc + len - sl, subc, sl) == 0) return MK_INT((intptr_t)(len - sl + 1));
    return FALSE_V;
}

PRIM(p_isstartstring, "isstartstring", 2, 1, "isstartstring(sub, string) -> 1_or_false: 1 if string (or word) starts with sub")
{
    Val s = POP(), sub = POP();
    PUSH(start_string(vm, sub, s));
}

PRIM(p_hasstartstring, "hasstartstring", 2, 1, "hasstartstring(string, sub) -> 1_or_false: isstartstring(sub, string)")
{
    Val sub = POP(), s = POP();
    PUSH(start_string(vm, sub, s));
}

PRIM(p_isendstring, "isendstring", 2, 1, "isendstring(sub, string) -> m_or_false: where sub starts if string (or word) ends with it")
{
    Val s = POP(), sub = POP();
    PUSH(end_string(vm, sub, s));
}

PRIM(p_hasendstring, "hasendstring", 2, 1, "hasendstring(string, sub) -> m_or_false: isendstring(sub, string)")
{
    Val sub = POP(), s = POP();
    PUSH(end_string(vm, sub, s));
}

PRIM(p_ismidstring, "ismidstring", 2, 1, "ismidstring(sub, string) -> m_or_false: where sub occurs in string neither at its start nor at its end")
{
    Val s = POP(), sub = POP();
    size_t sl, len;
    const char *subc = chars_of(vm, sub, &sl);
    const char *sc = chars_of(vm, s, &len);
    size_t r = 0;
    for (size_t i = 1; i + sl < len; i++)
        if (memcmp(sc + i, subc, sl) == 0) { r = i + 1; break; }
    PUSH(pos_or_false(r));
}

/* ---- characters ------------------------------------------------------------------ */

/* The character predicates accept any code of Poplog's 24-bit character
   range and judge it by its low 8 bits (so a code with higher bits set is
   a letter if its low byte is).  Returns -1 if v is not a character,
   which no predicate accepts. */
static int char_arg(Val v)
{
    return IS_INT(v) && INT_VAL(v) >= 0 && INT_VAL(v) <= 0xFFFFFF ? (int)(INT_VAL(v) & 0xFF) : -1;
}

PRIM(p_isuppercode, "isuppercode", 1, 1, "isuppercode(item) -> bool: true if item is an upper-case letter character code")
{
    int c = char_arg(POP());
    PUSH(BOOL_V(c >= 'A' && c <= 'Z'));
}

PRIM(p_islowercode, "islowercode", 1, 1, "islowercode(item) -> bool: true if item is a lower-case letter character code")
{
    int c = char_arg(POP());
    PUSH(BOOL_V(c >= 'a' && c <= 'z'));
}

PRIM(p_isalphacode, "isalphacode", 1, 1, "isalphacode(item) -> bool: true if item is a letter character code")
{
    int c = char_arg(POP());
    PUSH(BOOL_V((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')));
}

PRIM(p_isnumbercode, "isnumbercode", 1, 1, "isnumbercode(item) -> bool: true if item is a digit character code")
{
    int c = char_arg(POP());
    PUSH(BOOL_V(c >= '0' && c <= '9'));
}

/* A character, string or word with its letters made upper case (upper) or
   lower case; other items unchanged.  A character keeps its bits above
   the low 8.
   A string gives a new string and a word the dictionary word of the new
   characters (so its identifier is that word's, not the original's). */
static Val map_case(VM *vm, Val v, int upper)
{
    if (IS_INT(v)) {
        intptr_t c = INT_VAL(v), lo = c & 0xFF;
        if (c < 0 || c > 0xFFFFFF) return v;
        if (upper && lo >= 'a' && lo <= 'z') return MK_INT(c - 32);
        if (!upper && lo >= 'A' && lo <= 'Z') return MK_INT(c + 32);
        return v;
    }
    if (!IS_STRING(v) && !IS_WORD(v)) return v;
    size_t len;
    const char *src = chars_of(vm, v, &len);
    Val s = mk_string(vm, src, len);
    char *c = STR_PTR(s)->chars;
    for (size_t i = 0; i < len; i++) {
        if (upper && c[i] >= 'a' && c[i] <= 'z') c[i] = (char)(c[i] - 32);
        else if (!upper && c[i] >= 'A' && c[i] <= 'Z') c[i] = (char)(c[i] + 32);
    }
    return IS_WORD(v) ? word_intern(vm, c, len) : s;
}

PRIM(p_lowertoupper, "lowertoupper", 1, 1, "lowertoupper(item) -> item: a character, string or word with lower-case letters made upper case (new string/word); other items unchanged")
{
    PUSH(map_case(vm, POP(), 1));
}

PRIM(p_uppertolower, "uppertolower", 1, 1, "uppertolower(item) -> item: a character, string or word with upper-case letters made lower case (new string/word); other items unchanged")
{
    PUSH(map_case(vm, POP(), 0));
}

/* The character to look for in locchar and friends, attributes dropped;
   INTEGER CHARACTER NEEDED for anything that is no character code. */
static int search_char(VM *vm, Val c)
{
    if (!IS_INT(c) || INT_VAL(c) < 0 || INT_VAL(c) > 0xFFFFFF)
        vm_mishap(vm, "INTEGER CHARACTER NEEDED", 1, c);
    return (int)(INT_VAL(c) & 0xFF);
}

/* locchar/skipchar forwards or backwards: the first position from n
   (1-based) whose character is (match) or is not (!match) ch. */
static Val scan_char(VM *vm, Val cv, Val nv, Val s, bool match, bool back)
{
    int ch = search_char(vm, cv);
    size_t len;
    const char *c = chars_of(vm, s, &len);
    intptr_t n = int_at_least(vm, nv, 1);
    if (back) {
        intptr_t i = n > (intptr_t)len ? (intptr_t)len : n;
        for (; i >= 1; i--)
            if (((unsigned char)c[i - 1] == ch) == match) return MK_INT(i);
    } else {
        for (intptr_t i = n; i <= (intptr_t)len; i++)
            if (((unsigned char)c[i - 1] == ch) == match) return MK_INT(i);
    }
    return FALSE_V;
}

PRIM(p_locchar, "locchar", 3, 1, "locchar(char, n, string) -> m_or_false: where char first occurs in string (or word) at or after the n-th character")
{
    Val s = POP(), n = POP(), c = POP();
    PUSH(scan_char(vm, c, n, s, true, false));
}

PRIM(p_locchar_back, "locchar_back", 3, 1, "locchar_back(char, n, string) -> m_or_false: locchar searching backwards from the n-th character")
{
    Val s = POP(), n = POP(), c = POP();
    PUSH(scan_char(vm, c, n, s, true, true));
}

PRIM(p_skipchar, "skipchar", 3, 1, "skipchar(char, n, string) -> m_or_false: where the first character other than char occurs at or after the n-th")
{
    Val s = POP(), n = POP(), c = POP();
    PUSH(scan_char(vm, c, n, s, false, false));
}

PRIM(p_skipchar_back, "skipchar_back", 3, 1, "skipchar_back(char, n, string) -> m_or_false: skipchar searching backwards from the n-th character")
{
    Val s = POP(), n = POP(), c = POP();
    PUSH(scan_char(vm, c, n, s, false, true));
}

PRIM(p_strmember, "strmember", 2, 1, "strmember(char, string) -> m_or_false: where char first occurs in string (or word)")
{
    Val s = POP(), c = POP();
    PUSH(scan_char(vm, c, MK_INT(1), s, true, false));
}

PRIM(p_dest_characters, "dest_characters", 1, -1, "dest_characters(item) -> (char1, ..., charN): push the character codes of item as pr prints it")
{
    Val s = print_to_string(vm, POP(), 0);
    for (size_t i = 0; i < STR_PTR(s)->len; i++)
        PUSH(MK_INT((unsigned char)STR_PTR(s)->chars[i]));
}

PRIM(p_check_string, "check_string", 1, 0, "check_string(item): mishap STRING NEEDED unless item is a string")
{
    Val v = POP();
    /* Poplog's DOING line names check_string's caller, not check_string */
    if (!IS_STRING(v)) vm->current = vm->frames[vm->fp].proc;
    check_string(vm, v);
}

/* See data.h. */
Val data_alphabefore(VM *vm, Val a, Val b)
{
    if (!IS_STRING(a) && !IS_WORD(a)) vm_mishap(vm, "STRING NEEDED", 1, a);
    if (!IS_STRING(b) && !IS_WORD(b)) vm_mishap(vm, "STRING NEEDED", 1, b);
    size_t la, lb;
    const unsigned char *x = (const unsigned char *)chars_of(vm, a, &la);
    const unsigned char *y = (const unsigned char *)chars_of(vm, b, &lb);
    size_t n = la < lb ? la : lb;
    for (size_t i = 0; i < n; i++)
        if (x[i] != y[i]) return BOOL_V(x[i] < y[i]);
    if (la == lb) return MK_INT(1);
    return BOOL_V(la < lb);
}

PRIM(p_alphabefore, "alphabefore", 2, 1, "alphabefore(s1, s2) -> bool_or_1: true if string/word s1 sorts before s2 (character codes), false if after, 1 if equal")
{
    Val b = POP(), a = POP();
    PUSH(data_alphabefore(vm, a, b));
}

/* ---- type predicates and keys ------------------------------------------------------ */

PRIM(p_isboolean, "isboolean", 1, 1, "isboolean(item) -> bool: true if item is true or false")
{
    Val v = POP();
    PUSH(BOOL_V(v == TRUE_V || v == FALSE_V));
}

PRIM(p_isprocedure, "isprocedure", 1, 1, "isprocedure(item) -> bool: true if item is a procedure (including closures, properties and arrays)")
{
    Val v = POP();
    PUSH(BOOL_V(IS_PROC(v)));
}

/* See data.h. */
const char *key_name(Val v)
{
    switch (TYPE_OF(v)) {
    case 0:          return "integer_key";
    case T_FALSE: case T_TRUE: return "boolean_key";
    case T_NIL:      return "nil_key";
    case T_TERMIN:   return "termin_key";
    case T_PAIR:     return "pair_key";
    case T_WORD:     return "word_key";
    case T_STRING:   return "string_key";
    case T_VECTOR:   return "vector_key";
    case T_BIGINT:   return "biginteger_key";
    case T_RATIO:    return "ratio_key";
    case T_DDECIMAL: return "ddecimal_key";
    case T_DECIMAL:  return "decimal_key";
    case T_PROC:     return "procedure_key";
    case T_IDENT:    return "ident_key";
    case T_REF:      return "ref_key";
    case T_UNDEF:    return "undef_key";
    case T_KEY:      return "key_key";
    case T_EXPTR:    return "external_ptr_key";
    case T_DEVICE:   return "device_key";
    case T_PROCESS:  return "process_key";
    case T_COMPLEX:  return "complex_key";
    default:         return NULL;
    }
}

PRIM(p_datakey, "datakey", 1, 1, "datakey(item) -> key: the key (data class) of item")
{
    Val v = POP();
    if (IS_TYPE(v, T_RECORD) || IS_TYPE(v, T_UVECTOR)) { PUSH(((Record *)v)->key); return; }
    const char *kn = key_name(v);
    Val id = kn ? word_ident(vm, word_cstr(vm, kn)) : 0;
    Val k = id ? IDENT_PTR(id)->value : 0;
    if (!k || !IS_TYPE(k, T_KEY)) vm_mishap(vm, "NO KEY FOR ITEM", 1, v);
    PUSH(k);
}

PRIM(p_dataword, "dataword", 1, 1, "dataword(item) -> word: the name of item's data class (\"integer\", \"pair\", ...)")
{
    PUSH(val_dataword(vm, POP()));
}

/* ---- generic data procedures (REF DATA) ------------------------------------------ */

/* datalength for non-list items; -1 if the item has no length. */
static intptr_t data_len(Val v)
{
    switch (TYPE_OF(v)) {
    case T_PAIR:    return 2;
    case T_STRING:  return STR_PTR(v)->len;
    case T_WORD:    return WORD_PTR(v)->len;
    case T_VECTOR:  return VEC_PTR(v)->len;
    case T_REF:     return 1;
    case T_RECORD:
    case T_UVECTOR: return OBJ(v)->aux;
    case T_KEY:     return class_key_nfields(v);
    case T_PROC:
        if (PROC_KIND(v) == PK_PROPERTY) return prop_count(v);
        if (PROC_KIND(v) == PK_CLOSURE) return PROC_PTR(v)->n;
        if (PROC_KIND(v) == PK_ARRAY) return array_length(v);
        return -1;
    default:        return -1;
    }
}

/* data_len, with ILLEGAL ITEM FOR <who> for an item that has no length;
   the mishap's DOING line names datalength whoever called, as Poplog's
   generic procedures all go through datalength. */
static intptr_t check_datalength(VM *vm, Val v, const char *who)
{
    intptr_t n = data_len(v);
    if (n < 0) {
        doing_as(vm, "datalength");
        char msg[64];
        snprintf(msg, sizeof msg, "ILLEGAL ITEM FOR %s", who);
        vm_mishap(vm, msg, 1, v);
    }
    return n;
}

PRIM(p_datalength, "datalength", 1, 1, "datalength(item) -> n: the number of fields/elements of a structure (a pair counts as 2; a property gives its entry count)")
{
    PUSH(MK_INT(check_datalength(vm, POP(), "datalength")));
}

/* length: listlength for lists, datalength otherwise. */
static intptr_t gen_length(VM *vm, Val v)
{
    if (v == NIL_V || IS_PAIR(v)) return data_list_length(vm, v);
    return check_datalength(vm, v, "datalength");
}

PRIM(p_length, "length", 1, 1, "length(item) -> n: the number of elements of a list, string, word, vector or other structure")
{
    PUSH(MK_INT(gen_length(vm, POP())));
}

/* Push the elements of a structure (explode); false if it has none.
   A list whose chain ends in a non-list back (a bare pair, [a|b]) counts as
   one pair of two fields, as datalength sees it; any other list pushes its
   elements, expanding a dynamic list as it goes (so the generator runs and
   v is rooted).  A property is read through a snapshot vector, so a
   property changed meanwhile cannot upset the walk; each entry comes as a
   two-element list [key value]. */
static bool explode_push(VM *vm, Val v)
{
    switch (TYPE_OF(v)) {
    case T_NIL: return true;
    case T_PAIR: {
        Val b = BACK(v);
        if (b == NIL_V || IS_PAIR(b) || IS_PROC(b)) {
            data_root(vm, &v);
            while ((v = lfirst(vm, v)) != NIL_V) { PUSH(FRONT(v)); v = BACK(v); }
            data_unroot(vm, 1);
        } else {
            PUSH(FRONT(v)); PUSH(b);
        }
        return true;
    }
    case T_STRING:
        for (uint32_t i = 0; i < STR_PTR(v)->len; i++) PUSH(MK_INT((unsigned char)STR_PTR(v)->chars[i]));
        return true;
    case T_WORD:
        for (uint32_t i = 0; i < WORD_PTR(v)->len; i++) PUSH(MK_INT((unsigned char)WORD_PTR(v)->chars[i]));
        return true;
    case T_VECTOR:
        for (uint32_t i = 0; i < VEC_PTR(v)->len; i++) PUSH(VEC_PTR(v)->items[i]);
        return true;
    case T_REF:
        PUSH(((Ref *)v)->cont);
        return true;
    case T_RECORD: case T_UVECTOR:
        for (uint32_t i = 0; i < OBJ(v)->aux; i++) PUSH(((Record *)v)->fields[i]);
        return true;
    case T_KEY:
        return class_key_explode(vm, v);
    case T_PROC:
        if (PROC_KIND(v) == PK_ARRAY) { array_explode(vm, v); return true; }
        if (PROC_KIND(v) == PK_CLOSURE) {       /* the frozen values */
            Proc *pc = PROC_PTR(v);
            if (vm->sp + pc->n >= vm->stack_end) vm_stack_room(vm, pc->n);
            for (uint32_t i = 0; i < pc->n; i++) PUSH(pc->vals[i]);
            return true;
        }
        if (PROC_KIND(v) == PK_PROPERTY) {
            Val snap = prop_snapshot(vm, v);
            for (uint32_t i = 0; i + 1 < VEC_PTR(snap)->len; i += 2) {
                Val pair[2] = { VEC_PTR(snap)->items[i], VEC_PTR(snap)->items[i + 1] };
                PUSH(mk_list(vm, 2, pair));
            }
            return true;
        }
        return false;
    default:
        return false;
    }
}

PRIM(p_explode, "explode", 1, -1, "explode(item) -> (item1, ..., itemN): push all the elements of a list, string, word, vector, record or property")
{
    Val v = POP();
    if (!explode_push(vm, v)) vm_mishap(vm, "BAD ARGUMENT FOR EXPLODE", 1, v);
}

/* Fill a structure's fields from the stack (explode's updater), taking as
   many items as explode would push.  A string's new characters are all
   checked before any is stored, so a mishap leaves it unchanged. */
static void explode_fill(VM *vm, Val v)
{
    switch (TYPE_OF(v)) {
    case T_NIL: return;
    case T_PAIR: {
        Val b = BACK(v);
        if (b == NIL_V || IS_PAIR(b) || IS_PROC(b)) { data_fill_list(vm, v); return; }
        Val y = POP(), x = POP();
        FRONT(v) = x; BACK(v) = y;
        return;
    }
    case T_STRING: {
        uint32_t n = STR_PTR(v)->len;
        NEED(n);
        Val *base = vm->sp - n;
        for (uint32_t i = 0; i < n; i++) {
            Val c = base[i];
            if (!IS_INT(c) || INT_VAL(c) < 0 || INT_VAL(c) > 255)
                vm_mishap(vm, "INTEGER (8-BIT) CHARACTER NEEDED", 1, c);
        }
        for (uint32_t i = 0; i < n; i++) STR_PTR(v)->chars[i] = (char)INT_VAL(base[i]);
        vm->sp = base;
        return;
    }
    case T_VECTOR: {
        uint32_t n = VEC_PTR(v)->len;
        NEED(n);
        memcpy(VEC_PTR(v)->items, vm->sp - n, n * sizeof(Val));
        vm->sp -= n;
        return;
    }
    case T_REF:
        ((Ref *)v)->cont = POP();
        return;
    case T_RECORD: case T_UVECTOR:
        class_fill(vm, v);
        return;
    default:
        doing_as(vm, "explode");
        vm_mishap(vm, "BAD ARGUMENT FOR EXPLODE UPDATER", 1, v);
    }
}

UPDATER(p_explode_upd, "explode", 1, "(item1, ..., itemN) -> explode(struct): fill the elements of struct from the stack")
{
    explode_fill(vm, POP());
}

PRIM(p_fill, "fill", -1, 1, "fill(item1, ..., itemN, struct) -> struct: fill the N fields of struct from the stack (a list counts as its first pair)")
{
    Val v = POP();
    if (IS_PAIR(v)) {
        Val y = POP(), x = POP();
        FRONT(v) = x;
        BACK(v) = y;
    } else {
        explode_fill(vm, v);
    }
    PUSH(v);
}

PRIM(p_datalist, "datalist", 1, 1, "datalist(struct) -> list: a list of the elements of struct (as explode gives them)")
{
    Val v = POP();
    size_t before = stack_len(vm);
    if (!explode_push(vm, v)) {
        doing_as(vm, "explode");
        vm_mishap(vm, "BAD ARGUMENT FOR EXPLODE", 1, v);
    }
    PUSH(data_list_from_stack(vm, stack_len(vm) - before));
}

PRIM(p_appdata, "appdata", 2, 0, "appdata(struct, p): apply p to each field of struct (a list counts as its first pair; property entries come as [key value])")
{
    if (interp_redirect(vm, "appdata")) return;
    Val p = POP(), v = POP();
    int t = TYPE_OF(v);
    bool ok = t == T_PAIR || t == T_STRING || t == T_WORD || t == T_VECTOR || t == T_REF
        || t == T_RECORD || t == T_UVECTOR || (t == T_KEY && class_key_nfields(v) >= 0)
        || (t == T_PROC && (PROC_KIND(v) == PK_PROPERTY || PROC_KIND(v) == PK_ARRAY
                             || PROC_KIND(v) == PK_CLOSURE));
    if (!ok) vm_mishap(vm, "ILLEGAL ITEM FOR appdata", 1, v);
    check_proc(vm, p);
    /* Properties, arrays, closures and keys are exploded once into a
       vector, which the loop below walks; the other types are read in
       place, field by field, so p sees the changes it makes to
       fields it has not reached yet. */
    Val items = 0;
    if (t == T_PROC || t == T_KEY) {
        size_t before = stack_len(vm);
        explode_push(vm, v);
        size_t n = stack_len(vm) - before;
        items = mk_vector(vm, n, 0);
        memcpy(VEC_PTR(items)->items, vm->sp - n, n * sizeof(Val));
        vm->sp -= n;
    }
    Val *gcs = data_slots(vm, 3);        /* keep p, v, items alive */
    gcs[0] = p; gcs[1] = v; gcs[2] = items;
    for (uint32_t i = 0; ; i++) {
        Val x;
        switch (t) {
        case T_PAIR:   if (i >= 2) goto done; x = i ? BACK(v) : FRONT(v); break;
        case T_STRING: if (i >= STR_PTR(v)->len) goto done; x = MK_INT((unsigned char)STR_PTR(v)->chars[i]); break;
        case T_WORD:   if (i >= WORD_PTR(v)->len) goto done; x = MK_INT((unsigned char)WORD_PTR(v)->chars[i]); break;
        case T_VECTOR: if (i >= VEC_PTR(v)->len) goto done; x = VEC_PTR(v)->items[i]; break;
        case T_REF:    if (i >= 1) goto done; x = ((Ref *)v)->cont; break;
        case T_PROC: case T_KEY: if (i >= VEC_PTR(items)->len) goto done; x = VEC_PTR(items)->items[i]; break;
        default:       if (i >= OBJ(v)->aux) goto done; x = ((Record *)v)->fields[i]; break;
        }
        PUSH(x);
        vm_apply(vm, p);
    }
done:
    data_release(vm, gcs);
}

/* See data.h. */
Val (*data_copy_process)(VM *vm, Val p);

/* copy: a shallow copy of one structure (the fields are shared).  A copy
   of a word is not in the dictionary, a copy of an identifier is a new
   identifier record with the same value and flags, a copy of a procedure
   (code or closure) shares its code and copies its vals (a closure's
   frozen values, a lexical closure's upvalue references).  The
   built-in procedures themselves, and immediate items (integers, ...),
   cannot be copied: ILLEGAL ITEM FOR copy.  Allocates; runs no Pop-11. */
static Val shallow_copy(VM *vm, Val v)
{
    switch (TYPE_OF(v)) {
    case T_PROCESS: if (data_copy_process) return data_copy_process(vm, v); break;
    case T_PAIR:   return mk_pair(vm, FRONT(v), BACK(v));
    case T_STRING: return mk_string(vm, STR_PTR(v)->chars, STR_PTR(v)->len);
    case T_VECTOR: {
        Val c = mk_vector(vm, VEC_PTR(v)->len, 0);
        memcpy(VEC_PTR(c)->items, VEC_PTR(v)->items, VEC_PTR(v)->len * sizeof(Val));
        return c;
    }
    case T_WORD: {
        /* a word with the same characters that is not in the dictionary */
        Word *w = WORD_PTR(v);
        Word *c = gc_alloc(vm, sizeof(Word) + w->len + 1, T_WORD);
        c->len = w->len;
        c->hash = w->hash;
        c->next = NULL;
        c->ident = 0;
        c->props = 0;
        memcpy(c->chars, w->chars, w->len + 1);
        return (Val)c;
    }
    case T_REF:    return mk_ref(vm, ((Ref *)v)->cont);
    case T_EXPTR: {
        /* the same pointer value and props (an exfunc closure's copy is a
           plain external pointer: the libffi closure stays with the original) */
        ExPtr *c = gc_alloc(vm, sizeof(ExPtr), T_EXPTR);
        c->ptr = ((ExPtr *)v)->ptr;
        c->props = ((ExPtr *)v)->props;
        return (Val)c;
    }
    case T_UNDEF:  return mk_undef(vm, ((Undef *)v)->name);   /* copy(pop_undef) */
    case T_IDENT: {
        Ident *c = gc_alloc(vm, sizeof(Ident), T_IDENT);
        *c = *IDENT_PTR(v);
        c->h.mark = 0;
        return (Val)c;
    }
    case T_RECORD: case T_UVECTOR: {
        size_t n = OBJ(v)->aux;
        Record *c = gc_alloc(vm, sizeof(Record) + n * sizeof(Val), OBJ(v)->type);
        c->h.flags = OBJ(v)->flags;
        c->h.aux = OBJ(v)->aux;
        c->key = ((Record *)v)->key;
        memcpy(c->fields, ((Record *)v)->fields, n * sizeof(Val));
        return (Val)c;
    }
    case T_PROC: {
        ProcKind k = PROC_KIND(v);
        if (k == PK_PROPERTY) return prop_copy(vm, v);
        if (k == PK_ARRAY) return array_copy(vm, v);
        if (k == PK_PRIM) break;
        Proc *p = PROC_PTR(v);
        size_t sz = sizeof(Proc) + (size_t)p->n * sizeof(Val);
        Proc *c = gc_alloc(vm, sz, T_PROC);
        memcpy(c, p, sz);
        c->h.mark = 0;
        return (Val)c;
    }
    default: break;
    }
    vm_mishap(vm, "ILLEGAL ITEM FOR copy", 1, v);
}

PRIM(p_copy, "copy", 1, 1, "copy(item) -> item: a shallow copy of a structure (of a list: its first pair only; of a property: its whole table)")
{
    PUSH(shallow_copy(vm, POP()));
}

static _Noreturn void need_last(VM *vm, Val v)
{
    vm_mishap(vm, "NON-EMPTY LIST OR VECTOR-TYPE STRUCTURE NEEDED", 1, v);
}

/* The pair holding the last element of non-empty list l; the mishap of
   need_last for an empty list.  A dynamic list is expanded to its end. */
static Val last_pair_of(VM *vm, Val l)
{
    Val p = lfirst(vm, l);
    if (p == NIL_V) need_last(vm, l);
    data_root(vm, &p);
    for (;;) {
        Val n = lfirst(vm, BACK(p));
        if (n == NIL_V) break;
        p = n;
    }
    data_unroot(vm, 1);
    return p;
}

PRIM(p_last, "last", 1, 1, "last(struct) -> item: the last element of a non-empty list, string, word or vector")
{
    Val v = POP();
    switch (TYPE_OF(v)) {
    case T_PAIR: PUSH(FRONT(last_pair_of(vm, v))); return;
    case T_STRING: if (STR_PTR(v)->len) { PUSH(MK_INT((unsigned char)STR_PTR(v)->chars[STR_PTR(v)->len - 1])); return; } break;
    case T_WORD: if (WORD_PTR(v)->len) { PUSH(MK_INT((unsigned char)WORD_PTR(v)->chars[WORD_PTR(v)->len - 1])); return; } break;
    case T_VECTOR: if (VEC_PTR(v)->len) { PUSH(VEC_PTR(v)->items[VEC_PTR(v)->len - 1]); return; } break;
    default: break;
    }
    need_last(vm, v);
}

UPDATER(p_last_upd, "last", 2, "item -> last(struct): replace the last element of a non-empty list, string or vector")
{
    Val v = POP(), x = POP();
    switch (TYPE_OF(v)) {
    case T_PAIR: {
        data_root(vm, &x);
        Val p = last_pair_of(vm, v);
        data_unroot(vm, 1);
        FRONT(p) = x;
        return;
    }
    case T_STRING:
        if (STR_PTR(v)->len) {
            if (!IS_INT(x) || INT_VAL(x) < 0 || INT_VAL(x) > 255)
                vm_mishap(vm, "INTEGER (8-BIT) CHARACTER NEEDED", 1, x);
            STR_PTR(v)->chars[STR_PTR(v)->len - 1] = (char)INT_VAL(x);
            return;
        }
        break;
    case T_VECTOR:
        if (VEC_PTR(v)->len) { VEC_PTR(v)->items[VEC_PTR(v)->len - 1] = x; return; }
        break;
    default: break;
    }
    need_last(vm, v);
}

/* Elements [from, from+n) of a string, word or vector, as the same type
   (strings for strings, words for words). */
static Val sub_struct(VM *vm, Val v, size_t from, size_t n)
{
    switch (TYPE_OF(v)) {
    case T_STRING: return mk_string(vm, STR_PTR(v)->chars + from, n);
    case T_WORD:   return word_intern(vm, WORD_PTR(v)->chars + from, n);
    default: {
        Val c = mk_vector(vm, n, 0);
        memcpy(VEC_PTR(c)->items, VEC_PTR(v)->items + from, n * sizeof(Val));
        return c;
    }
    }
}

/* The types allbutfirst and allbutlast cut with sub_struct; any other
   structure (of datalength at least n) is returned as it is. */
static bool is_sliceable(Val v)
{
    int t = TYPE_OF(v);
    return t == T_STRING || t == T_WORD || t == T_VECTOR;
}

PRIM(p_allbutfirst, "allbutfirst", 2, 1, "allbutfirst(n, struct) -> struct: all but the first n elements of a list (a shared tail), string, word or vector")
{
    Val v = POP(), nv = POP();
    intptr_t n = check_int(vm, nv);
    if (n < 0) vm_mishap(vm, "INTEGER >= 0 NEEDED", 1, nv);
    intptr_t len = gen_length(vm, v);
    if (n > len) vm_mishap(vm, "sts: STRUCTURE TOO SHORT", 2, nv, v);
    if (v == NIL_V || IS_PAIR(v)) {
        data_root(vm, &v);
        for (intptr_t i = 0; i < n; i++) v = BACK(lfirst(vm, v));
        data_unroot(vm, 1);
        PUSH(v);
        return;
    }
    if (!is_sliceable(v)) { PUSH(v); return; }
    PUSH(sub_struct(vm, v, (size_t)n, (size_t)(len - n)));
}

PRIM(p_allbutlast, "allbutlast", 2, 1, "allbutlast(n, struct) -> struct: all but the last n elements of a list (a new list), string, word or vector")
{
    Val v = POP(), nv = POP();
    intptr_t n = check_int(vm, nv);
    if (n < 0) vm_mishap(vm, "INTEGER >= 0 NEEDED", 1, nv);
    intptr_t len = gen_length(vm, v);
    if (n > len) vm_mishap(vm, "sts: STRUCTURE TOO SHORT", 2, nv, v);
    if (v == NIL_V || IS_PAIR(v)) {
        size_t before = stack_len(vm);
        data_root(vm, &v);
        for (intptr_t i = 0; i < len - n; i++) { v = lfirst(vm, v); PUSH(FRONT(v)); v = BACK(v); }
        data_unroot(vm, 1);
        PUSH(data_list_from_stack(vm, stack_len(vm) - before));
        return;
    }
    if (!is_sliceable(v)) { PUSH(v); return; }
    PUSH(sub_struct(vm, v, 0, (size_t)(len - n)));
}

/* ---- init ------------------------------------------------------------------------------ */

/* Declare name as a protected constant holding value, unless the name has
   a value already (from a module initialised earlier, whose key is then
   the richer one: see the opening comment). */
static void def_constant(VM *vm, const char *name, Val value)
{
    Val w = word_cstr(vm, name);
    Val id = word_ident(vm, w);
    if (id && !IS_TYPE(IDENT_PTR(id)->value, T_UNDEF)) return;   /* defined elsewhere */
    id = word_declare(vm, w, ID_CONSTANT, IDF_PROTECTED);
    IDENT_PTR(id)->value = value;
    IDENT_PTR(id)->h.flags |= IDF_ASSIGNED;
}

/* A key of a built-in type: its dataword and object type only; the
   class_ procedures are false, which class.c reads as "the standard
   procedure" (class_print's false is sys_syspr, for example). */
static Val make_key(VM *vm, const char *dataword, int objtype)
{
    Key *k = gc_alloc(vm, sizeof(Key), T_KEY);
    k->dataword = word_cstr(vm, dataword);
    k->cons_p = k->dest_p = k->recog_p = k->apply_p = k->print_p = k->eq_p = FALSE_V;
    k->fieldspec = FALSE_V;
    k->nfields = 0;
    k->objtype = (uint32_t)objtype;
    return (Val)k;
}

/* Create nullstring, the built-in keys and gensym_property; make the
   library procedures defined here redefinable. */
void prims_str_init(VM *vm)
{
    static const char *const libnames[] = {
        "gensym", "hassubstring", "hasstartstring", "hasendstring", "ismidstring", "last", NULL
    };
    data_make_redefinable(vm, libnames);
    def_constant(vm, "nullstring", mk_string(vm, "", 0));
    static const struct { const char *name, *word; int type; } keys[] = {
        { "integer_key", "integer", 0 },        { "boolean_key", "boolean", T_TRUE },
        { "nil_key", "nil", T_NIL },            { "termin_key", "termin", T_TERMIN },
        { "pair_key", "pair", T_PAIR },         { "word_key", "word", T_WORD },
        { "string_key", "string", T_STRING },   { "vector_key", "vector", T_VECTOR },
        { "biginteger_key", "biginteger", T_BIGINT }, { "ratio_key", "ratio", T_RATIO },
        { "ddecimal_key", "ddecimal", T_DDECIMAL }, { "decimal_key", "decimal", T_DECIMAL },
        { "procedure_key", "procedure", T_PROC }, { "ident_key", "ident", T_IDENT },
        { "ref_key", "ref", T_REF },            { "undef_key", "undef", T_UNDEF },
        { "key_key", "key", T_KEY },            { "external_ptr_key", "external_ptr", T_EXPTR },
        { "device_key", "device", T_DEVICE },  { "process_key", "process", T_PROCESS },
        { "complex_key", "complex", T_COMPLEX },
    };
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        def_constant(vm, keys[i].name, make_key(vm, keys[i].word, keys[i].type));
    Val gid = word_ident(vm, word_cstr(vm, "gensym_property"));
    if (!gid || !prop_is(IDENT_PTR(gid)->value)) {
        Val p = prop_new(vm, 64, MK_INT(1), PT_EQ_IDENT, PT_GC_PERM, FALSE_V, FALSE_V, FALSE_V);
        PROC_PTR(p)->props = word_cstr(vm, "gensym_property");
        gid = word_declare(vm, word_cstr(vm, "gensym_property"), ID_VARS, IDF_PROCEDURE);
        IDENT_PTR(gid)->value = p;
    }
}

PVAR("nullstring", "nullstring -> string: the empty string '' (a constant)")
PVAR("gensym_property", "gensym_property(word) -> n: the property holding gensym's next suffix for each word (default 1)")
