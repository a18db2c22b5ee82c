/*
** section.c -- sections (see section.h for the design).
**
** State (vm->sect): every section ever made, by index (Ident.sect tags
** identifiers with it; 0 is the top section); while the current section is
** not the top, the top section's saved bindings; and the stack of sections
** that `endsection` returns to.
*/
#include <stdlib.h>
#include <string.h>
#include "section.h"
#include "gc.h"
#include "prim.h"
#include "compile_int.h"
#include "print.h"
#include "data.h"
#include "report.h"
#include "lib.h"


typedef struct SectState {
    Val *all; uint32_t n, cap;       /* sections by index                  */
    Word **snap_w; Val *snap_id;     /* top bindings while away from top   */
    size_t nsnap, capsnap;
    uint32_t stack[64]; int nstack;  /* where each endsection returns to   */
} SectState;

#define SS(vm)        ((vm)->sect)
#define SECT(v)       ((Section *)(v))
#define SECT_INDEX(v) (OBJ(v)->aux)
#define CUR(vm)       (SS(vm)->all[(vm)->cur_section])
#define TOP(vm)       (SS(vm)->all[0])

static int is_global(Val id)
{
    return (IDENT_PTR(id)->h.flags & (IDF_GLOBAL | IDF_PROTECTED)) != 0;
}

static Val mk_section(VM *vm, Val name, Val parent)
{
    SectState *ss = SS(vm);
    Section *s = gc_alloc(vm, sizeof(Section), T_SECTION);
    s->name = name; s->parent = parent; s->table = NIL_V; s->subs = NIL_V;
    if (ss->n == ss->cap) {
        ss->cap = ss->cap ? ss->cap * 2 : 16;
        ss->all = realloc(ss->all, ss->cap * sizeof(Val));
    }
    if (ss->n > 0xffff) vm_mishap(vm, "TOO MANY SECTIONS", 0);
    s->h.aux = ss->n;
    ss->all[ss->n++] = (Val)s;
    if (parent != FALSE_V) {
        Val sv = (Val)s;
        gc_push_root(vm, &sv);
        SECT(parent)->subs = mk_pair(vm, sv, SECT(parent)->subs);
        gc_pop_root(vm);
    }
    return (Val)s;
}

static Val nc_rev(Val l)
{
    Val r = NIL_V;
    while (l != NIL_V) { Val next = BACK(l); BACK(l) = r; r = l; l = next; }
    return r;
}

/* ---- own bindings ------------------------------------------------------------ */

static Val table_get(Val sect, Val word)
{
    for (Val l = SECT(sect)->table; l != NIL_V; l = BACK(l))
        if (FRONT(FRONT(l)) == word) return BACK(FRONT(l));
    return 0;
}

static void table_set(VM *vm, Val sect, Val word, Val id)
{
    for (Val l = SECT(sect)->table; l != NIL_V; l = BACK(l))
        if (FRONT(FRONT(l)) == word) { BACK(FRONT(l)) = id; return; }
    gc_push_root(vm, &sect);
    Val p = mk_pair(vm, word, id);
    SECT(sect)->table = mk_pair(vm, p, SECT(sect)->table);
    gc_pop_root(vm);
}

static long snap_find(SectState *ss, Val word)
{
    for (size_t i = 0; i < ss->nsnap; i++) if ((Val)ss->snap_w[i] == word) return (long)i;
    return -1;
}

static void snap_set(SectState *ss, Val word, Val id)
{
    long i = snap_find(ss, word);
    if (i >= 0) { ss->snap_id[i] = id; return; }
    if (ss->nsnap == ss->capsnap) {
        ss->capsnap = ss->capsnap ? ss->capsnap * 2 : 1024;
        ss->snap_w = realloc(ss->snap_w, ss->capsnap * sizeof(Word *));
        ss->snap_id = realloc(ss->snap_id, ss->capsnap * sizeof(Val));
    }
    ss->snap_w[ss->nsnap] = WORD_PTR(word);
    ss->snap_id[ss->nsnap++] = id;
}

/* The identifier `word` has of its own in `sect` (not inherited). */
static Val own_get(VM *vm, Val sect, Val word)
{
    if (sect == CUR(vm)) {
        Val id = WORD_PTR(word)->ident;
        if (id && (IDENT_PTR(id)->sect == SECT_INDEX(sect) || sect == TOP(vm))) return id;
        return sect == TOP(vm) ? 0 : table_get(sect, word);
    }
    if (sect == TOP(vm)) {
        long i = snap_find(SS(vm), word);
        return i >= 0 ? SS(vm)->snap_id[i] : 0;
    }
    return table_get(sect, word);
}

static void own_set(VM *vm, Val sect, Val word, Val id)
{
    if (sect == CUR(vm)) WORD_PTR(word)->ident = id;
    if (sect == TOP(vm)) { if (sect != CUR(vm)) snap_set(SS(vm), word, id); }
    else table_set(vm, sect, word, id);
}

/* What `word` denotes inside `sect`: its own identifier, else a global
   identifier of the nearest enclosing section that has one. */
static Val view_get(VM *vm, Val sect, Val word)
{
    if (sect == CUR(vm)) return WORD_PTR(word)->ident;
    Val id = own_get(vm, sect, word);
    if (id) return id;
    for (Val p = SECT(sect)->parent; p != FALSE_V; p = SECT(p)->parent) {
        id = own_get(vm, p, word);
        if (id && is_global(id)) return id;
    }
    return 0;
}

/* ---- switching ---------------------------------------------------------------- */

#define FOR_WORDS(vm, w) \
    for (uint32_t b_ = 0; b_ < (vm)->dict_size; b_++) \
        for (Word *w = (vm)->dict[b_]; w; w = w->next)

void section_switch(VM *vm, Val to)
{
    SectState *ss = SS(vm);
    Val from = CUR(vm);
    if (to == from) return;
    if (from == TOP(vm)) {
        ss->nsnap = 0;
        FOR_WORDS(vm, w) if (w->ident) snap_set(ss, (Val)w, w->ident);
    } else {
        /* record what was declared in `from` since it was entered */
        gc_push_root(vm, &to);
        FOR_WORDS(vm, w)
            if (w->ident && IDENT_PTR(w->ident)->sect == SECT_INDEX(from)
                && table_get(from, (Val)w) != w->ident)
                table_set(vm, from, (Val)w, w->ident);
        gc_pop_root(vm);
    }
    FOR_WORDS(vm, w) w->ident = 0;
    if (to == TOP(vm)) {
        for (size_t i = 0; i < ss->nsnap; i++) ss->snap_w[i]->ident = ss->snap_id[i];
        ss->nsnap = 0;
    } else {
        for (size_t i = 0; i < ss->nsnap; i++)
            if (is_global(ss->snap_id[i])) ss->snap_w[i]->ident = ss->snap_id[i];
        Val chain[256];
        int n = 0;
        for (Val s = to; s != TOP(vm) && n < 256; s = SECT(s)->parent) chain[n++] = s;
        while (n-- > 0)
            for (Val l = SECT(chain[n])->table; l != NIL_V; l = BACK(l)) {
                Val id = BACK(FRONT(l));
                if (chain[n] == to || is_global(id)) WORD_PTR(FRONT(FRONT(l)))->ident = id;
            }
    }
    vm->cur_section = SECT_INDEX(to);
}

Val section_current(VM *vm) { return CUR(vm); }

/* ---- path words: $-a$-b$-x ------------------------------------------------------ */

int section_is_path_word(Val w)
{
    return IS_WORD(w) && (OBJ(w)->flags & WORDF_PATH);
}

static Val subsect(VM *vm, Val sect, Val name, int create)
{
    for (Val l = SECT(sect)->subs; l != NIL_V; l = BACK(l))
        if (SECT(FRONT(l))->name == name) return FRONT(l);
    return create ? mk_section(vm, name, sect) : FALSE_V;
}

/* "$-a$-b" for a section, "" for the top one; buf has room for n bytes. */
static void path_string(Val sect, char *buf, size_t n)
{
    Val chain[256];
    int k = 0;
    for (Val s = sect; SECT(s)->parent != FALSE_V && k < 256; s = SECT(s)->parent) chain[k++] = s;
    size_t len = 0;
    buf[0] = 0;
    while (k-- > 0 && len + 4 < n) {
        Word *w = WORD_PTR(SECT(chain[k])->name);
        snprintf(buf + len, n - len, "$-%s", w->chars);
        len += strlen(buf + len);
    }
}

static Val path_word(VM *vm, Val sect, Val word)
{
    if (sect == CUR(vm)) return word;
    char buf[1024];
    path_string(sect, buf, sizeof buf - 256);
    size_t len = strlen(buf);
    snprintf(buf + len, sizeof buf - len, "$-%s", WORD_PTR(word)->chars);
    len = strlen(buf);
    gc_push_root(vm, &sect);
    gc_push_root(vm, &word);
    Val props = mk_pair(vm, sect, word);
    gc_push_root(vm, &props);
    Word *w = gc_alloc(vm, sizeof(Word) + len + 1, T_WORD);
    gc_pop_root(vm); gc_pop_root(vm); gc_pop_root(vm);
    w->h.flags = WORDF_PATH;
    w->len = (uint32_t)len;
    memcpy(w->chars, buf, len + 1);
    w->props = props;
    w->ident = view_get(vm, sect, word);
    return (Val)w;
}

Val section_word_identifier(VM *vm, Val word, Val id)
{
    if (section_is_path_word(word)) return word;
    gc_push_root(vm, &word);
    gc_push_root(vm, &id);
    Val props = mk_pair(vm, CUR(vm), word);
    gc_push_root(vm, &props);
    Word *w = gc_alloc(vm, sizeof(Word) + WORD_PTR(word)->len + 1, T_WORD);
    gc_pop_root(vm); gc_pop_root(vm); gc_pop_root(vm);
    w->h.flags = WORDF_PATH;
    w->len = WORD_PTR(word)->len;
    memcpy(w->chars, WORD_PTR(word)->chars, w->len + 1);
    w->props = props;
    w->ident = id;
    return (Val)w;
}

static Val read_name(VM *vm)
{
    Val w = cmp_read_raw(vm);
    if (!IS_WORD(w)) cmp_error(vm, "INVALID SYNTAX FOR $-", 1, w);
    return w;
}

/* After `$-` has been read with `sect` as the section so far: read
   NAME ($- NAME)* and return the section of the last `$-` and that name. */
static Val read_path_rest(VM *vm, Val sect, Val *namep)
{
    gc_push_root(vm, &sect);
    Val name = read_name(vm);
    gc_push_root(vm, &name);
    /* after NAME$-NAME, a $- from a list continues the path even when
       the list is proglist made dynamic by a macro */
    while (itm_followed_by(vm, '$') || itm_list_next_is(vm, "$-")) {
        Val nx = cmp_read_raw(vm);
        if (!cmp_is(nx, "$-")) { cmp_unread(vm, nx); break; }
        sect = subsect(vm, sect, name, 1);
        name = read_name(vm);
    }
    gc_pop_root(vm); gc_pop_root(vm);
    *namep = name;
    return sect;
}

/* If item starts a pathname, read the rest: the section of its last `$-`
   (*namep the name after it) and in *startp the section it starts from
   (pop_section, or the current one for a relative path); else 0. */
static Val read_path(VM *vm, Val item, Val *namep, Val *startp)
{
    if (!IS_WORD(item)) return 0;
    Val sect;
    if (cmp_is(item, "$-")) sect = *startp = TOP(vm);
    else {
        if (!itm_followed_by(vm, '$')) return 0;
        Val nx = cmp_read_raw(vm);
        if (!cmp_is(nx, "$-")) { cmp_unread(vm, nx); return 0; }
        *startp = CUR(vm);
        sect = subsect(vm, CUR(vm), item, 1);
    }
    return read_path_rest(vm, sect, namep);
}

Val section_read_path(VM *vm, Val item)
{
    if (!SS(vm)) return item;
    Val name, start, sect = read_path(vm, item, &name, &start);
    return sect ? path_word(vm, sect, name) : item;
}

PRIM(p_sys_read_path, "sys_read_path", 3, 1, "sys_read_path(first_item, use_itemread, needsect) -> result: read a pathname starting with first_item from proglist: an identifier's word (needsect false), a section (true), or the list of sections named ([])")
{
    Val needsect = POP();
    POP();
    Val item = POP();
    Val name, start, sect = read_path(vm, item, &name, &start);
    if (needsect == FALSE_V) { PUSH(sect ? path_word(vm, sect, name) : item); return; }
    if (!sect) { sect = start = CUR(vm); name = check_word(vm, item); }
    sect = subsect(vm, sect, name, 1);
    if (needsect != NIL_V) { PUSH(sect); return; }
    size_t n = 0;
    for (Val s = sect; ; s = SECT(s)->parent) {
        PUSH(s); n++;
        if (SECT(s)->parent == start || SECT(s)->parent == FALSE_V) {
            if (start == TOP(vm)) { PUSH(start); n++; }
            break;
        }
    }
    PUSH(nc_rev(data_list_from_stack(vm, n)));
}

static Val new_ident(VM *vm, Val sect, Val word)
{
    gc_push_root(vm, &sect);
    gc_push_root(vm, &word);
    Val u = mk_undef(vm, word);
    gc_push_root(vm, &u);
    Ident *id = gc_alloc(vm, sizeof(Ident), T_IDENT);
    gc_pop_root(vm); gc_pop_root(vm); gc_pop_root(vm);
    id->name = word;
    id->value = u;
    id->sect = (uint16_t)SECT_INDEX(sect);
    own_set(vm, sect, word, (Val)id);
    return (Val)id;
}

Val section_declare_path(VM *vm, Val pw, int kind, int flags)
{
    Val sect = FRONT(WORD_PTR(pw)->props), word = BACK(WORD_PTR(pw)->props);
    if (sect == CUR(vm)) return WORD_PTR(pw)->ident = word_declare(vm, word, kind, flags);
    Val id = own_get(vm, sect, word);
    if (!id) id = new_ident(vm, sect, word);
    IDENT_PTR(id)->h.aux = (uint32_t)kind;
    IDENT_PTR(id)->h.flags = (uint16_t)((IDENT_PTR(id)->h.flags & (IDF_ASSIGNED | IDF_PROTECTED | IDF_GLOBAL)) | flags);
    WORD_PTR(pw)->ident = id;
    return id;
}

/* ---- import and export ---------------------------------------------------------- */

static Val check_section(VM *vm, Val s)
{
    if (!IS_SECTION(s)) vm_mishap(vm, "SECTION NEEDED", 1, s);
    return s;
}

/* Make the parent's identifier of `word` visible in the current section. */
static void sect_import(VM *vm, Val word)
{
    Val cur = CUR(vm), parent = SECT(cur)->parent;
    if (parent == FALSE_V) return;
    Val id = view_get(vm, parent, word);
    /* as in Poplog, an undeclared import is autoloaded first (LIB
       NEWC_DEC imports the macro SIZEOFTYPE) */
    if (!id && lib_autoload(vm, word)) id = view_get(vm, parent, word);
    if (!id) {
        vm_declaring_warning(vm, word);
        id = new_ident(vm, parent, word);
    }
    table_set(vm, cur, word, id);
    WORD_PTR(word)->ident = id;
}

/* Share the current section's identifier of `word` with the parent. */
static void sect_export(VM *vm, Val word)
{
    Val cur = CUR(vm), parent = SECT(cur)->parent;
    if (parent == FALSE_V) return;
    Val id = own_get(vm, cur, word);
    if (!id) id = own_get(vm, parent, word);
    if (!id) id = new_ident(vm, cur, word);
    table_set(vm, cur, word, id);
    WORD_PTR(word)->ident = id;
    own_set(vm, parent, word, id);
}

/* ---- syntax: section NAME IMPORTS => EXPORTS; ... endsection ------------------------ */

static void syn_section(VM *vm, Val kw)
{
    (void)kw;
    SectState *ss = SS(vm);
    Val item = cmp_read_raw(vm);
    if (cmp_is(item, "=>")) cmp_error(vm, "MISSING SECTION NAME", 0);
    if (ss->nstack == 64) cmp_error(vm, "SECTIONS NESTED TOO DEEPLY", 0);
    Val path = NIL_V, imports = NIL_V, exports = NIL_V;
    gc_push_root(vm, &path);
    gc_push_root(vm, &imports);
    gc_push_root(vm, &exports);
    if (!cmp_is(item, ";")) {
        /* the sections named by the path, outermost first */
        Val sect = CUR(vm), name = item;
        if (cmp_is(item, "$-")) { sect = TOP(vm); name = read_name(vm); }
        if (!IS_WORD(name)) cmp_error(vm, "IMPERMISSIBLE ITEM IN section STATEMENT", 1, name);
        gc_push_root(vm, &sect);
        gc_push_root(vm, &name);
        Val last = NIL_V;
        for (;;) {
            sect = subsect(vm, sect, name, 1);
            Val cell = mk_pair(vm, sect, NIL_V);
            if (last == NIL_V) path = cell; else BACK(last) = cell;
            last = cell;
            if (!itm_followed_by(vm, '$')) break;
            Val nx = cmp_read_raw(vm);
            if (!cmp_is(nx, "$-")) { cmp_unread(vm, nx); break; }
            name = read_name(vm);
        }
        gc_pop_root(vm); gc_pop_root(vm);
        int seen_arrow = 0;
        for (;;) {
            Val w = cmp_read_raw(vm);
            if (cmp_is(w, ";")) break;
            if (cmp_is(w, "=>")) { seen_arrow = 1; continue; }
            if (!IS_WORD(w)) cmp_error(vm, "IMPERMISSIBLE ITEM IN section STATEMENT", 1, w);
            if (cmp_is(w, ",")) continue;
            if (seen_arrow) exports = mk_pair(vm, w, exports);
            else imports = mk_pair(vm, w, imports);
        }
        imports = nc_rev(imports);
        exports = nc_rev(exports);
    } else path = mk_pair(vm, TOP(vm), NIL_V);
    ss->stack[ss->nstack++] = vm->cur_section;
    for (Val l = path; l != NIL_V; l = BACK(l)) {
        section_switch(vm, FRONT(l));
        if (FRONT(l) == TOP(vm)) continue;
        for (Val i = imports; i != NIL_V; i = BACK(i)) sect_import(vm, FRONT(i));
        for (Val e = exports; e != NIL_V; e = BACK(e)) sect_export(vm, FRONT(e));
    }
    gc_pop_root(vm); gc_pop_root(vm); gc_pop_root(vm);
    cmp_unread(vm, cmp_word(vm, ";"));
}

static void syn_endsection(VM *vm, Val kw)
{
    SectState *ss = SS(vm);
    if (ss->nstack == 0)
        cmp_error(vm, "mei: MISPLACED EXPRESSION ITEM", 3, cmp_word(vm, "FOUND"), kw,
                  cmp_word(vm, "READING TO"));
    section_switch(vm, ss->all[ss->stack[--ss->nstack]]);
}

/* (before section_init, e.g. while other initialisers compile Pop-11
   text, there is only the top section) */
int section_mark(VM *vm)
{
    return SS(vm) ? SS(vm)->nstack : 0;
}

void section_restore(VM *vm, int mark, uint32_t cur)
{
    if (!SS(vm)) return;
    if (SS(vm)->nstack > mark) SS(vm)->nstack = mark;
    if (cur < SS(vm)->n) section_switch(vm, SS(vm)->all[cur]);
}

/* ---- printing and primitives -------------------------------------------------------- */

void section_print(VM *vm, Val sect)
{
    char buf[1024];
    path_string(sect, buf, sizeof buf);
    out_cstr(vm, "<section");
    if (buf[0]) { out_char(vm, ' '); out_cstr(vm, buf); }
    out_char(vm, '>');
}

PVAR("pop_section", "pop_section: the top-level section (a constant)")
PVAR("current_section", "current_section: the section words are now read in (active variable; assigning it switches section)")

PRIM(p_issection, "issection", 1, 1, "issection(item) -> bool: true if item is a section")
{
    Val x = POP();
    PUSH(BOOL_V(IS_SECTION(x)));
}

PRIM(p_sys_current_section, "sys_current_section", 0, 1, "sys_current_section() -> sect: the current section (the value behind the active variable current_section)")
{
    PUSH(CUR(vm));
}

UPDATER(u_sys_current_section, "sys_current_section", 1, "sect -> sys_current_section(): make sect the current section")
{
    section_switch(vm, check_section(vm, POP()));
}

PRIM(p_section_subsect, "section_subsect", -1, 1, "section_subsect(name, sect, create) -> sub_sect_or_false: the subsection of sect called name (made when create is true); section_subsect(sect) -> list of its subsections")
{
    Val top = POP();
    if (IS_SECTION(top)) {
        size_t n = 0;
        for (Val l = SECT(top)->subs; l != NIL_V; l = BACK(l)) { PUSH(FRONT(l)); n++; }
        PUSH(nc_rev(data_list_from_stack(vm, n)));
        return;
    }
    Val sect = check_section(vm, POP());
    Val name = check_word(vm, POP());
    PUSH(subsect(vm, sect, name, top != FALSE_V));
}

PRIM(p_section_supersect, "section_supersect", 1, 1, "section_supersect(sect) -> sect_or_false: the section enclosing sect (false for pop_section)")
{
    PUSH(SECT(check_section(vm, POP()))->parent);
}

PRIM(p_section_name, "section_name", 1, 1, "section_name(sect) -> word_or_false: the name of sect (false for pop_section)")
{
    PUSH(SECT(check_section(vm, POP()))->name);
}

PRIM(p_section_pathname, "section_pathname", 1, 1, "section_pathname(sect) -> string: the full pathname of sect, e.g. '$-foo$-bar' ('' for pop_section)")
{
    char buf[1024];
    path_string(check_section(vm, POP()), buf, sizeof buf);
    PUSH(mk_cstring(vm, buf));
}

PRIM(p_section_cancel, "section_cancel", -1, 0, "section_cancel(sect [, zap_pdprops]): remove sect and its subsections from its parent, so its names can no longer be reached")
{
    Val s = POP();
    if (IS_TYPE(s, T_FALSE) || IS_TYPE(s, T_TRUE)) s = POP();
    check_section(vm, s);
    Val parent = SECT(s)->parent;
    if (parent == FALSE_V) vm_mishap(vm, "CAN'T CANCEL TOP-LEVEL SECTION", 1, s);
    if (s == CUR(vm)) section_switch(vm, parent);
    Val *pl = &SECT(parent)->subs;
    while (*pl != NIL_V) { if (FRONT(*pl) == s) { *pl = BACK(*pl); break; } pl = &BACK(*pl); }
}

PRIM(p_section_import, "section_import", 1, 0, "section_import(word): make the parent section's identifier of word visible in the current section")
{
    sect_import(vm, check_word(vm, POP()));
}

PRIM(p_section_export, "section_export", 1, 0, "section_export(word): share the current section's identifier of word with the parent section")
{
    sect_export(vm, check_word(vm, POP()));
}

void section_mark_roots(VM *vm)
{
    SectState *ss = SS(vm);
    if (!ss) return;
    for (uint32_t i = 0; i < ss->n; i++) gc_mark(vm, ss->all[i]);
    for (size_t i = 0; i < ss->nsnap; i++) gc_mark(vm, ss->snap_id[i]);
}

void section_init(VM *vm)
{
    print_set_section_printer(section_print);
    word_set_path_declarer(section_declare_path);   /* words.c declares path words through us */
    SS(vm) = calloc(1, sizeof(SectState));
    vm->cur_section = 0;
    Val top = mk_section(vm, FALSE_V, FALSE_V);
    /* system identifiers are global: visible in every section */
    FOR_WORDS(vm, w) if (w->ident) IDENT_PTR(w->ident)->h.flags |= IDF_GLOBAL;
    Val id = word_declare(vm, word_cstr(vm, "pop_section"), ID_CONSTANT, IDF_PROTECTED | IDF_GLOBAL);
    IDENT_PTR(id)->value = top;
    IDENT_PTR(id)->h.flags |= IDF_ASSIGNED;
    Val getter = word_ident(vm, word_cstr(vm, "sys_current_section"));
    id = word_declare(vm, word_cstr(vm, "current_section"), ID_VARS, IDF_ACTIVE | IDF_GLOBAL);
    IDENT_PTR(id)->value = IDENT_PTR(getter)->value;
    syntax_register(vm, "section", syn_section);
    syntax_register(vm, "endsection", syn_endsection);
}
