/*
** words.c -- the dictionary of interned words and word identifiers.
**
** Every word is unique: word_intern returns the same object for the same
** characters.  A word's `ident` is the permanent identifier it denotes at
** top level (sections are layered over this by the compiler).
*/
#include <stdlib.h>
#include <string.h>
#include "gc.h"

static uint32_t hash_chars(const char *s, size_t len)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++) { h ^= (unsigned char)s[i]; h *= 16777619u; }
    return h;
}

static void dict_grow(VM *vm)
{
    uint32_t nsize = vm->dict_size ? vm->dict_size * 2 : 4096;
    Word **nd = calloc(nsize, sizeof(Word *));
    for (uint32_t i = 0; i < vm->dict_size; i++) {
        Word *w = vm->dict[i];
        while (w) {
            Word *next = w->next;
            uint32_t b = w->hash & (nsize - 1);
            w->next = nd[b];
            nd[b] = w;
            w = next;
        }
    }
    free(vm->dict);
    vm->dict = nd;
    vm->dict_size = nsize;
}

Val word_intern(VM *vm, const char *s, size_t len)
{
    if (vm->dict_count >= vm->dict_size) dict_grow(vm);
    uint32_t h = hash_chars(s, len);
    uint32_t b = h & (vm->dict_size - 1);
    for (Word *w = vm->dict[b]; w; w = w->next)
        if (w->hash == h && w->len == len && memcmp(w->chars, s, len) == 0)
            return (Val)w;
    Word *w = gc_alloc(vm, sizeof(Word) + len + 1, T_WORD);
    w->len = (uint32_t)len;
    w->hash = h;
    memcpy(w->chars, s, len);
    w->chars[len] = 0;
    w->next = vm->dict[b];
    vm->dict[b] = w;
    vm->dict_count++;
    return (Val)w;
}

Val word_cstr(VM *vm, const char *s) { return word_intern(vm, s, strlen(s)); }

Val word_concat(VM *vm, const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    char *s = malloc(la + lb + 1);
    if (!s) vm_mishap(vm, "rom: MEMORY LIMIT (popmemlim) EXCEEDED (using heap space)", 0);
    Owned o;
    vm_own(vm, &o, &s);
    memcpy(s, a, la);
    memcpy(s + la, b, lb + 1);
    Val w = word_intern(vm, s, la + lb);
    vm_disown(vm, &o);
    free(s);
    return w;
}

Val word_ident(VM *vm, Val word)
{
    (void)vm;
    return WORD_PTR(word)->ident;
}

/* section_declare_path, registered by section.c (value.h) */
static Val (*path_declarer)(VM *vm, Val pathword, int kind, int flags);

void word_set_path_declarer(Val (*fn)(VM *vm, Val pathword, int kind, int flags))
{
    path_declarer = fn;
}

Val word_declare(VM *vm, Val word, int kind, int flags)
{
    if (IS_WORD(word) && (OBJ(word)->flags & WORDF_PATH)) return path_declarer(vm, word, kind, flags);
    Word *w = WORD_PTR(word);
    Ident *id = w->ident ? IDENT_PTR(w->ident) : NULL;
    if (!id) {
        Val u = mk_undef(vm, word);
        gc_push_root(vm, &u);
        id = gc_alloc(vm, sizeof(Ident), T_IDENT);
        gc_pop_root(vm);
        id->name = word;
        id->value = u;
        id->sect = (uint16_t)vm->cur_section;
        w->ident = (Val)id;
    }
    id->h.aux = (uint32_t)kind;
    id->h.flags = (uint16_t)((id->h.flags & (IDF_ASSIGNED | IDF_PROTECTED | IDF_GLOBAL)) | flags);
    return (Val)id;
}
