/*
** itemise.c -- the itemiser: characters in, Pop-11 items out.
**
** Character classes, numbers, strings and comments follow docs/rules.md
** section 6.  Items are built in a reusable buffer; words are interned;
** numbers go through num.h so big literals become bigintegers.
*/
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "itemise.h"
#include "data.h"
#include "num.h"
#include "cxnum.h"
#include "prim.h"

typedef struct Buf { char *s; size_t n, cap; } Buf;
static void badd(Buf *b, int c)
{
    if (b->n + 2 > b->cap) { b->cap = b->cap ? b->cap * 2 : 256; b->s = realloc(b->s, b->cap); }
    b->s[b->n++] = (char)c;
    b->s[b->n] = 0;
}

/* Classes given with the updater of item_chartype (0: the default). */
static unsigned char chartype[256];

static int default_class(int c)
{
    if (isalpha(c) || c >= 0xc0) return 1;
    if (isdigit(c)) return 2;
    if (c == '_') return 4;
    if (c && strchr("\"%(),.[]{}", c)) return 5;
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0) return 6;
    if (c == '\'') return 7;
    if (c == '`') return 8;
    if (c == ';') return 9;
    if (c == '/') return 10;
    if (c == '*') return 11;
    if (c < 32 || c == 127) return 5;
    return 3;
}

int itm_char_class(int c)
{
    if (c < 0 || c > 255) return 6;
    return chartype[c] ? chartype[c] : default_class(c);
}

/* A character's class as a word-building class: the comment brackets are
   signs when they do not make a comment. */
static int word_class(int c)
{
    int k = itm_char_class(c);
    return k == 10 || k == 11 ? 3 : k;
}

/* c as a character code (0-255), else a mishap. */
static int check_char(VM *vm, Val c)
{
    if (!IS_INT(c) || INT_VAL(c) < 0 || INT_VAL(c) > 255)
        vm_mishap(vm, "INTEGER CHARACTER NEEDED", 1, c);
    return (int)INT_VAL(c);
}

PRIM(p_item_chartype, "item_chartype", 1, 1, "item_chartype(char) -> n: the itemiser's class of char: 1 letter, 2 digit, 3 sign, 4 underscore, 5 separator, 6 space, 7 string quote, 8 character quote, 9 end-of-line comment, 10 and 11 the first and second characters of a bracketed comment")
{
    PUSH(MK_INT(itm_char_class(check_char(vm, POP()))));
}

UPDATER(u_item_chartype, "item_chartype", 2, "n -> item_chartype(char): make char a character of class n (1, 3-11) for every item repeater")
{
    int c = check_char(vm, POP());
    Val n = POP();
    if (!IS_INT(n) || INT_VAL(n) < 0 || INT_VAL(n) > 18)
        vm_mishap(vm, "INTEGER BETWEEN 0 AND 18 NEEDED", 1, n);
    intptr_t k = INT_VAL(n);
    /* Poplog's internal classes (end of input, digits and its Unicode
       ones) cannot be given to a character; its 12 (alphabeticiser) and
       14-18 are not implemented here */
    if (k == 0 || k == 2 || k == 13 || k == 15 || k == 16)
        vm_mishap(vm, "CHARTYPE NOT ASSIGNABLE TO ARBITRARY CHARACTERS", 1, n);
    if (k > 11) vm_mishap(vm, "item_chartype: CHARACTER TYPE NOT IMPLEMENTED IN POP11", 1, n);
    chartype[c] = (unsigned char)k;
}

/* ---- characters ------------------------------------------------------------ */

static int raw_getc(VM *vm, Itemiser *it)
{
    if (it->eof) return EOF;
    if (it->fp) {
        int c = getc(it->fp);
        if (c == EOF) it->eof = 1;
        return c;
    }
    if (it->str) {
        if (it->str_pos >= it->str_len) { it->eof = 1; return EOF; }
        return (unsigned char)it->str[it->str_pos++];
    }
    if (it->charrep != FALSE_V) {
        vm_apply(vm, it->charrep);
        Val c = vm_pop(vm);
        if (c == TERMIN_V) { it->eof = 1; return EOF; }
        return check_char(vm, c);
    }
    if (it->readline_fn) {
        if (!it->linebuf || it->line_pos > it->line_len) {
            free(it->linebuf);
            it->linebuf = NULL;
            const char *prompt = ": ";
            if (vm->id_popprompt && IS_STRING(IDVAL(vm->id_popprompt)))
                prompt = STR_PTR(IDVAL(vm->id_popprompt))->chars;
            char *l = it->readline_fn(vm, prompt);
            if (!l) { it->eof = 1; return EOF; }
            it->linebuf = l;
            it->line_len = strlen(l);
            it->line_pos = 0;
        }
        if (it->line_pos == it->line_len) { it->line_pos++; return '\n'; }
        return (unsigned char)it->linebuf[it->line_pos++];
    }
    it->eof = 1;
    return EOF;
}

/* The line count includes a newline read ahead and given back, as
   Poplog's does: a mishap after `stmt;` at the end of a line reports the
   next line. */
static int next_char(VM *vm, Itemiser *it)
{
    int c;
    if (it->npeek > 0) return it->peekbuf[--it->npeek];
    c = raw_getc(vm, it);
    if (c == '\n') { it->line++; it->src_line++; }
    return c;
}

static void unget_char(Itemiser *it, int c)
{
    if (it->npeek < 8) it->peekbuf[it->npeek++] = c;
}

static int peek_char(VM *vm, Itemiser *it)
{
    int c = next_char(vm, it);
    unget_char(it, c);
    return c;
}

/* ---- sources ---------------------------------------------------------------- */

static Itemiser *new_itm(VM *vm)
{
    Itemiser *it = calloc(1, sizeof *it);
    it->line = it->src_line = 1;
    it->pushback = NIL_V;
    it->charrep = FALSE_V;
    (void)vm;
    return it;
}

Itemiser *itm_open_file(VM *vm, FILE *fp, const char *filename)
{
    Itemiser *it = new_itm(vm);
    it->fp = fp;
    if (filename) {
        it->file = word_cstr(vm, filename);
        it->filename = strdup(filename);
    }
    return it;
}

Itemiser *itm_open_string(VM *vm, const char *s, size_t len)
{
    Itemiser *it = new_itm(vm);
    char *copy = malloc(len + 1);
    memcpy(copy, s, len);
    copy[len] = 0;
    it->str = copy;
    it->str_len = len;
    return it;
}

Itemiser *itm_open_charrep(VM *vm, Val proc)
{
    Itemiser *it = new_itm(vm);
    it->charrep = proc;
    return it;
}

Itemiser *itm_open_interactive(VM *vm, char *(*rl)(VM *, const char *))
{
    Itemiser *it = new_itm(vm);
    it->readline_fn = rl;
    return it;
}

void itm_free_text(Itemiser *it)
{
    if (it->buf) free(it->buf->s);
    free(it->buf);
    it->buf = NULL;
}

void itm_close(VM *vm, Itemiser *it)
{
    (void)vm;
    if (it->str) free((char *)it->str);
    free((char *)it->filename);
    free(it->linebuf);
    itm_free_text(it);
    free(it);
}

/* popfilename: the name of the innermost file being compiled (sources
   without a file name, strings and character repeaters, leave it). */
static void set_popfilename(VM *vm, Itemiser *from)
{
    if (!vm->id_popfilename) return;
    while (from && !from->filename) from = from->prev;
    IDENT_PTR(vm->id_popfilename)->value = from ? mk_cstring(vm, from->filename) : FALSE_V;
}

void itm_push_source(VM *vm, Itemiser *it)
{
    it->prev = vm->itm;
    vm->itm = it;
    if (it->filename) set_popfilename(vm, it);
}

void itm_pop_source(VM *vm)
{
    Itemiser *it = vm->itm;
    if (!it) return;
    vm->itm = it->prev;
    if (it->filename) set_popfilename(vm, it->prev);
}

void itm_discard_line(VM *vm)
{
    Itemiser *it = vm->itm;
    if (!it) return;
    it->pushback = NIL_V;
    it->npeek = 0;
    if (it->readline_fn && it->linebuf) it->line_pos = it->line_len + 1;
    it->eof = 0;
}

/* ---- numbers ------------------------------------------------------------------ */

static int digit_value(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

/* Read a number whose first digit is `c`; neg: a '-' came before it;
   in_den: it is a ratio's denominator (another _/ after it is Poplog's
   INVALID LEXICAL NUMBER SYNTAX, not a ratio of ratios). */
static Val read_number(VM *vm, Itemiser *it, int c, int neg, Buf *b, int in_den);

/* The digits of a radix number (16:FF, 8:-77) after the radix's digits
   in b, whose ':' is the character *c: in b, with *c the character after
   them, *neg flipped for a '-' after the ':'; returns the radix.  Not a
   radix number: 10, the ':' pushed back as the next item (*c = -3). */
static int read_radix(VM *vm, Itemiser *it, int *pc, int *neg, Buf *b)
{
    int r = atoi(b->s);
    int d = next_char(vm, it);
    int rneg = 0;
    if (d == '-' && digit_value(peek_char(vm, it)) < r) { rneg = 1; d = next_char(vm, it); }
    if (digit_value(d) >= r) {
        /* not a radix number: the ':' becomes the next item */
        unget_char(it, d);
        it->pushback = mk_pair(vm, word_intern(vm, ":", 1), it->pushback);
        *pc = -3;
        return 10;
    }
    *neg ^= rneg;
    b->n = 0;
    while (digit_value(d) < r) { badd(b, d); d = next_char(vm, it); }
    *pc = d;
    return r;
}

/* A decimal whose integer digits are in b, its '.' read, d the first
   digit after it (not yet read): digits, then an exponent (e, d: a
   ddecimal, s: a decimal), the character after them given back. */
static Val read_decimal(VM *vm, Itemiser *it, int d, int neg, Buf *b)
{
    next_char(vm, it);
    Buf f = {0};
    Owned o;
    vm_own(vm, &o, &f.s);        /* a charrep source may mishap */
    for (size_t i = 0; i < b->n; i++) badd(&f, b->s[i]);
    badd(&f, '.');
    int c = d;
    while (isdigit(c)) { badd(&f, c); c = next_char(vm, it); }
    int type = T_DDECIMAL;
    if (c == 'e' || c == 'd' || c == 's') {
        int ec = c;
        int d2 = next_char(vm, it);
        int eneg = 0;
        if (d2 == '-') { eneg = 1; d2 = next_char(vm, it); }
        if (isdigit(d2)) {
            badd(&f, 'e');
            if (eneg) badd(&f, '-');
            while (isdigit(d2)) { badd(&f, d2); d2 = next_char(vm, it); }
            if (ec == 's') type = T_DECIMAL;
            c = d2;
        } else {
            unget_char(it, d2);         /* (a '-' after the e is lost) */
        }
    }
    if (c != -3) unget_char(it, c);
    double dv = strtod(f.s, NULL);
    vm_disown(vm, &o);
    free(f.s);
    if (neg) dv = -dv;
    return num_make_typed_float(vm, dv, type);
}

static Val read_real(VM *vm, Itemiser *it, int c, int neg, Buf *b, int in_den)
{
    int radix = 10;
    b->n = 0;
    while (isdigit(c)) { badd(b, c); c = next_char(vm, it); }
    if (c == ':' && b->n <= 2 && atoi(b->s) >= 2 && atoi(b->s) <= 36)
        radix = read_radix(vm, it, &c, &neg, b);
    Val result;
    if (c == '.' && radix == 10) {
        int d = peek_char(vm, it);
        if (isdigit(d)) return read_decimal(vm, it, d, neg, b);
    }
    /* the digits as an integer now: no GMP temporary is live while more
       characters are read (a character repeater may mishap) */
    {
        mpz_t z;
        mpz_init_set_str(z, b->n ? b->s : "0", radix);
        if (neg) mpz_neg(z, z);
        result = num_from_mpz(vm, z);
        mpz_clear(z);
    }
    if (c == 'e' && radix <= 10) {
        gc_push_root(vm, &result);
        int d = next_char(vm, it);
        int eneg = 0;
        if (d == '-') { eneg = 1; d = next_char(vm, it); }
        if (isdigit(d)) {
            long e = 0;
            while (isdigit(d)) {
                if (e < 1000000000000L) e = e * 10 + (d - '0');     /* (saturates) */
                d = next_char(vm, it);
            }
            gc_pop_root(vm);
            c = d;
            num_check_bits(vm, (double)e * log2((double)radix));
            mpz_t p;
            mpz_init(p);
            mpz_ui_pow_ui(p, (unsigned long)radix, (unsigned long)e);
            Val pv = num_from_mpz(vm, p);
            mpz_clear(p);
            result = eneg ? num_make_ratio(vm, result, pv) : num_mul(vm, result, pv);
            if (c != -3) unget_char(it, c);
            return result;
        }
        gc_pop_root(vm);
        unget_char(it, d);
        if (eneg) it->pushback = it->pushback;   /* "1e-" : rare */
        c = 'e';
    }
    /* ratio literal 2_/3 (a character repeater may run the GC while the
       rest is read: result is rooted) */
    if (c == '_') {
        gc_push_root(vm, &result);
        int d = next_char(vm, it);
        if (d == '/' && in_den) vm_mishap(vm, "INVALID LEXICAL NUMBER SYNTAX", 0);
        if (d == '/') {
            int e = next_char(vm, it);
            if (isdigit(e)) {
                Val den = read_number(vm, it, e, 0, b, 1);
                gc_pop_root(vm);
                /* as Poplog: 1_/1.5 is not a number, 1_/0 divides by zero */
                if (!(IS_INT(den) || IS_TYPE(den, T_BIGINT)) || !(IS_INT(result) || IS_TYPE(result, T_BIGINT)))
                    vm_mishap(vm, "INVALID LEXICAL NUMBER SYNTAX", 0);
                return num_make_ratio(vm, result, den);
            }
            unget_char(it, e);
        }
        unget_char(it, d);
        gc_pop_root(vm);
    }
    if (c != -3) unget_char(it, c);
    return result;
}

/* A number: a real, or a complex literal REAL_+:REAL or REAL_-:REAL
   (2_+:3, 1.5_-:0.5, 1_/2_+:3; REF ITEMISE). */
static Val read_number(VM *vm, Itemiser *it, int c, int neg, Buf *b, int in_den)
{
    Val re = read_real(vm, it, c, neg, b, in_den);
    if (in_den) return re;
    int c1 = next_char(vm, it);
    if (c1 == '_') {
        int c2 = next_char(vm, it);
        if (c2 == '+' || c2 == '-') {
            int c3 = next_char(vm, it);
            if (c3 == ':') {
                int c4 = next_char(vm, it);
                if (isdigit(c4)) {
                    gc_push_root(vm, &re);
                    Val im = read_real(vm, it, c4, 0, b, 0);
                    gc_pop_root(vm);
                    return cx_plus_i(vm, re, im, c2 == '+' ? 1 : -1);
                }
                unget_char(it, c4);
            }
            unget_char(it, c3);
        }
        unget_char(it, c2);
    }
    unget_char(it, c1);
    return re;
}

/* ---- strings and character constants ---------------------------------------- */

static int read_escape(VM *vm, Itemiser *it)
{
    int c = next_char(vm, it);
    switch (c) {
    case 'n': return '\n';
    case 't': return '\t';
    case 's': return ' ';
    case 'b': return '\b';
    case 'r': return '\r';
    case 'e': return 27;
    case 'f': return '\f';
    case '^': {
        int d = next_char(vm, it);
        if (d == '?') return 127;
        return d & 0x1f;
    }
    case '(': {
        /* \(N): a character code, decimal or with a radix (\(16:9A)) */
        /* v is never negative; a step is taken only while v * 36 + 35 fits
           easily in an int, after that v saturates at 10**8 */
        int v = 0, d, radix = 10;
        while ((d = next_char(vm, it)) != ')' && d != EOF) {
            if (d == ':') { radix = v >= 2 && v <= 36 ? v : 10; v = 0; continue; }
            int dv = isdigit(d) ? d - '0' : isalpha(d) ? toupper(d) - 'A' + 10 : 0;
            if (v < 20000000) v = v * radix + dv;
            else v = 100000000;
        }
        return v;
    }
    case 'G': {
        /* Ved's graphics characters (REF ITEMISE): \G- \G| \G+ \Go \G# \G.
           and the line ends and junctions \Gle ... \Gbt */
        static const char one[] = "-|+o#.";
        static const int onev[] = { 0x83, 0x8C, 0x8F, 0x90, 0x91, 0x92 };
        static const char *const two[] = { "le", "re", "be", "te", "tl", "tr", "bl",
                                           "br", "lt", "rt", "tt", "bt", NULL };
        static const int twov[] = { 0x81, 0x82, 0x84, 0x88, 0x89, 0x8A, 0x85,
                                    0x86, 0x8D, 0x8E, 0x8B, 0x87 };
        int d = next_char(vm, it);
        const char *o = d > 0 ? strchr(one, d) : NULL;
        if (o) return onev[o - one];
        int e = next_char(vm, it);
        for (int i = 0; two[i]; i++)
            if (two[i][0] == d && two[i][1] == e) return twov[i];
        unget_char(it, e);
        unget_char(it, d);
        return 'G';
    }
    case 'S': case 'N': {
        /* Ved's special spaces \Sh \Sf \Ss \St \Sp \Sn and newline \Nt */
        int d = next_char(vm, it);
        if (c == 'N' && d == 't') return 0x9B;
        if (c == 'S') {
            const char *sp = "hxfstpn", *q = d > 0 ? strchr(sp, d) : NULL;
            if (q && d != 'x') return 0x9A + (int)(q - sp);
        }
        unget_char(it, d);
        return c;
    }
    default: return c;
    }
}

void itm_doing_nextitem(VM *vm, const char *inner)
{
    Val p = ident_value(vm, "nextitem");
    if (!IS_PROC(p) || vm->fp + 1 >= vm->frames_lim) return;
    vm_push_prim_frame(vm, p);
    if (inner) doing_as(vm, inner);
}

static Val read_quoted(VM *vm, Itemiser *it, int q, int charq, Buf *b)
{
    b->n = 0;
    for (;;) {
        int c = next_char(vm, it);
        if (c == EOF || (c == '\n' && !charq)) {
            Val s = mk_string(vm, b->s ? b->s : "", b->n);
            itm_doing_nextitem(vm, "null");
            vm_mishap(vm, "uts: UNTERMINATED STRING OR CHARACTER CONSTANT", 1, s);
        }
        if (c == q && charq) {
            /* ``` and `` are both the backquote character, as in Poplog */
            if (peek_char(vm, it) == '`') next_char(vm, it);
            return MK_INT('`');
        }
        if (c == q) break;
        if (charq && c == '\\') {
            /* an escape: as in Poplog the closing ` may be left out (`\` is
               the escape \` and so the backquote) */
            int d = peek_char(vm, it);
            if (d == '\n') { next_char(vm, it); c = '\n'; }
            else c = read_escape(vm, it);
            if (peek_char(vm, it) == '`') next_char(vm, it);
            return MK_INT((unsigned char)c);
        }
        if (c == '\\') {
            int d = peek_char(vm, it);
            if (d == '\n') { next_char(vm, it); badd(b, '\n'); continue; }
            c = read_escape(vm, it);
        }
        badd(b, c);
        if (charq) {
            /* the closing ` may be left out, as in Poplog: `a is 97 */
            if (peek_char(vm, it) == '`') next_char(vm, it);
            return MK_INT((unsigned char)b->s[0]);
        }
    }
    if (charq) return MK_INT(0);
    return mk_string(vm, b->s ? b->s : "", b->n);
}

/* The word of the one character c. */
static Val char_word(VM *vm, int c)
{
    char s[1] = { (char)c };
    return word_intern(vm, s, 1);
}

/* ---- items ------------------------------------------------------------------------ */

static Val read_item(VM *vm, Itemiser *it)
{
    /* each source has its own buffer: a character repeater runs Pop-11
       code in the middle of an item, which may read another source */
    if (!it->buf) it->buf = calloc(1, sizeof *it->buf);
    Buf *b = it->buf;
    for (;;) {
        int c = next_char(vm, it);
        if (c == EOF) return TERMIN_V;
        if (c == '\n') {
            if (vm->id_popnewline && IDVAL(vm->id_popnewline) != FALSE_V)
                return word_intern(vm, "\n", 1);
            continue;
        }
        int k = itm_char_class(c);
        if (k == 6) continue;
        it->item_line = it->src_line;    /* the compiler's line table (compile.c) */
        if (k == 9) {
            /* three in a row start a comment to the end of the line */
            int d = next_char(vm, it);
            if (d == c) {
                int e = next_char(vm, it);
                if (e == c) {
                    while ((c = next_char(vm, it)) != '\n' && c != EOF) {}
                    if (c == '\n') unget_char(it, c);
                    continue;
                }
                unget_char(it, e);
                /* two are two items */
                it->pushback = mk_pair(vm, char_word(vm, c), it->pushback);
                return char_word(vm, c);
            }
            unget_char(it, d);
            return char_word(vm, c);
        }
        if (k == 10) {
            int d = next_char(vm, it);
            if (itm_char_class(d) == 11) {
                int depth = 1, p = 0;
                while (depth > 0) {
                    int e = next_char(vm, it);
                    if (e == EOF) {
                        itm_doing_nextitem(vm, "null");
                        vm_mishap(vm, "UNTERMINATED \"/*\" COMMENT", 0);
                    }
                    int ke = itm_char_class(e);
                    if (p == 10 && ke == 11) { depth++; ke = 0; }
                    else if (p == 11 && ke == 10) { depth--; ke = 0; }
                    p = ke;
                }
                continue;
            }
            unget_char(it, d);
        }
        if (k == 10 || k == 11) k = 3;      /* not a comment: a sign */
        if (k == 7 || k == 8) return read_quoted(vm, it, c, k == 8, b);
        if (k == 2) return read_number(vm, it, c, 0, b, 0);
        if (k == 5) return char_word(vm, c);
        if (c == '-') {
            int d = peek_char(vm, it);
            if (isdigit(d)) { next_char(vm, it); return read_number(vm, it, d, 1, b, 0); }
        }
        /* a word: letters/digits or signs, pieces joined by underscores */
        b->n = 0;
        int kind = k;
        for (;;) {
            badd(b, c);
            c = next_char(vm, it);
            int k2 = word_class(c);
            if (kind == 3 && itm_char_class(c) == 10 && itm_char_class(peek_char(vm, it)) == 11) {
                unget_char(it, c);          /* a comment starts */
                break;
            }
            if (kind == 1 && (k2 == 1 || k2 == 2)) continue;
            if (kind == 3 && k2 == 3) continue;
            if (k2 == 4) { kind = 4; continue; }
            if (kind == 4) {
                if (k2 == 1 || k2 == 2) { kind = 1; continue; }
                if (k2 == 3) { kind = 3; continue; }
            }
            unget_char(it, c);
            break;
        }
        return word_intern(vm, b->s, b->n);
    }
}

Val itm_read(VM *vm)
{
    Itemiser *it = vm->itm;
    if (!it) return TERMIN_V;
    if (it->pushback != NIL_V || it->list_only) return itm_read_from(vm, it);
    return itm_read_source(vm);
}

Val itm_read_from(VM *vm, Itemiser *it)
{
    if (it->pushback != NIL_V) {
        Val l = it->pushback;
        if (!IS_PAIR(l) || !(BACK(l) == NIL_V || IS_PAIR(BACK(l))))
            l = data_list_step(vm, l);       /* a dynamic list (proglist) */
        if (l != NIL_V) {
            it->pushback = BACK(l);
            return FRONT(l);
        }
        it->pushback = NIL_V;
    }
    if (it->list_only) return TERMIN_V;
    if (it == vm->itm) return itm_read_source(vm);
    return read_item(vm, it);
}

int itm_followed_by(VM *vm, int c)
{
    Itemiser *it = vm->itm;
    if (it && c == '$' && IS_PAIR(it->pushback)) {
        /* items compiled from a list: a $- item that comes next */
        Val f = FRONT(it->pushback);
        return IS_WORD(f) && WORD_PTR(f)->len == 2 && WORD_PTR(f)->chars[0] == '$'
            && WORD_PTR(f)->chars[1] == '-';
    }
    return it && it->pushback == NIL_V && !it->list_only && it->npeek > 0
        && it->peekbuf[it->npeek - 1] == c;
}

int itm_list_next_is(VM *vm, const char *w)
{
    Itemiser *it = vm->itm;
    if (!it || it->pushback == NIL_V) return 0;
    Val l = data_list_step(vm, it->pushback);    /* expands a dynamic list */
    it->pushback = l;
    if (l == NIL_V) return 0;
    Val f = FRONT(l);
    return IS_WORD(f) && strcmp(WORD_PTR(f)->chars, w) == 0;
}

Val itm_read_source(VM *vm)
{
    Itemiser *it = vm->itm;
    if (!it) return TERMIN_V;
    Val v = read_item(vm, it);
    if (vm->id_poplinenum) IDENT_PTR(vm->id_poplinenum)->value = MK_INT(it->line);
    return v;
}

Val itm_read_source_of(VM *vm, Itemiser *it)
{
    Itemiser *s = vm->itm;
    while (s && s != it) s = s->prev;
    if (!s) return TERMIN_V;
    if (it == vm->itm) return itm_read_source(vm);
    return read_item(vm, it);
}

void itm_unread(VM *vm, Val item)
{
    vm->itm->pushback = mk_pair(vm, item, vm->itm->pushback);
}

Val itm_peek(VM *vm)
{
    Val v = itm_read(vm);
    itm_unread(vm, v);
    return v;
}

void itm_skip_space(VM *vm)
{
    Itemiser *it = vm->itm;
    if (!it || it->pushback != NIL_V || it->list_only) return;
    int c = next_char(vm, it);
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r') unget_char(it, c);
}

Val itm_rest_of_line(VM *vm)
{
    Itemiser *it = vm->itm;
    Buf b = {0};
    Owned o;
    vm_own(vm, &o, &b.s);               /* a charrep source may mishap */
    /* items already pushed back come first, in their printed form */
    int c;
    while ((c = next_char(vm, it)) != '\n' && c != EOF) badd(&b, c);
    Val s = mk_string(vm, b.s ? b.s : "", b.n);
    vm_disown(vm, &o);
    free(b.s);
    return s;
}

/* See itemise.h. */
void itm_with_string(VM *vm, const char *s, size_t len, void (*body)(VM *, void *), void *arg)
{
    Itemiser *it = itm_open_string(vm, s, len);
    itm_push_source(vm, it);
    Catch c;
    vm_catch_push(vm, &c);
    volatile int failed = 0;
    if (setjmp(c.jb) == 0) body(vm, arg);
    else failed = 1;
    vm->catch = c.prev;
    itm_pop_source(vm);
    itm_close(vm, it);
    if (failed) {               /* the mishap goes on (already reported) */
        vm_catch_restore(vm, vm->catch);
        longjmp(vm->catch->jb, 1);
    }
}

typedef struct { Val items[4096]; size_t n; } ItemList;

static void read_to_list(VM *vm, void *arg)
{
    ItemList *l = arg;
    for (;;) {
        Val v = itm_read(vm);
        if (v == TERMIN_V || l->n == 4096) break;
        l->items[l->n++] = v;
    }
}

Val itm_string_to_list(VM *vm, const char *s, size_t len)
{
    ItemList l;
    l.n = 0;
    itm_with_string(vm, s, len, read_to_list, &l);
    return mk_list(vm, l.n, l.items);
}

/* ---- strnumber ------------------------------------------------------------ */

/* The itemiser reads the string, and only characters that can occur in a
   number literal (and spaces) are given to it, so no string, character
   constant or comment can begin and mishap. */
/* The first two items of the current source (strnumber). */
static void read_two(VM *vm, void *arg)
{
    Val *two = arg;
    two[0] = itm_read(vm);
    two[1] = itm_read(vm);
}

PRIM(p_strnumber, "strnumber", 1, 1, "strnumber(string) -> number_or_false: the number that a string (or word) spells as one Pop-11 number literal, spaces around it allowed, else false")
{
    Val s = POP();
    if (!IS_STRING(s) && !IS_WORD(s)) vm_mishap(vm, "STRING NEEDED", 1, s);
    size_t len;
    const char *c = chars_of(vm, s, &len);
    for (size_t i = 0; i < len; i++)
        if (c[i] == 0 || (!isalnum((unsigned char)c[i]) && !strchr("-+.:_/ \t\n", c[i]))) {
            PUSH(FALSE_V);
            return;
        }
    Val two[2];
    itm_with_string(vm, c, len, read_two, two);
    PUSH(num_is_number(two[0]) && two[1] == TERMIN_V ? two[0] : FALSE_V);
}
