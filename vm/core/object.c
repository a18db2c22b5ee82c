/*
** object.c -- constructors for the basic heap objects (value.h).
** Each returns a fresh object from gc_alloc; none of them collects.
*/
#include <string.h>
#include "gc.h"

Val mk_pair(VM *vm, Val front, Val back)
{
    Pair *p = gc_alloc(vm, sizeof(Pair), T_PAIR);
    p->front = front;
    p->back = back;
    return (Val)p;
}

Val mk_string(VM *vm, const char *s, size_t len)
{
    String *str = gc_alloc(vm, sizeof(String) + len + 1, T_STRING);
    str->len = (uint32_t)len;
    if (s) memcpy(str->chars, s, len);
    str->chars[len] = 0;
    return (Val)str;
}

Val mk_cstring(VM *vm, const char *s) { return mk_string(vm, s, strlen(s)); }

Val mk_vector(VM *vm, size_t len, Val fill)
{
    Vector *v = gc_alloc(vm, sizeof(Vector) + len * sizeof(Val), T_VECTOR);
    v->len = (uint32_t)len;
    for (size_t i = 0; i < len; i++) v->items[i] = fill;
    return (Val)v;
}

Val mk_ref(VM *vm, Val cont)
{
    Ref *r = gc_alloc(vm, sizeof(Ref), T_REF);
    r->cont = cont;
    return (Val)r;
}

Val mk_undef(VM *vm, Val name)
{
    Undef *u = gc_alloc(vm, sizeof(Undef), T_UNDEF);
    u->name = name;
    return (Val)u;
}

Val mk_float(VM *vm, double d, int type)
{
    if (type == T_DECIMAL) return mk_deci(d);
    Val v = try_ddeci(d);
    if (v) return v;
    Float *f = gc_alloc(vm, sizeof(Float), type);
    f->d = d;
    return (Val)f;
}

Val mk_ddecimal(VM *vm, double d) { return mk_float(vm, d, T_DDECIMAL); }

Val mk_prim(VM *vm, const char *name, PrimFn fn, int nargs, int nres)
{
    Proc *p = gc_alloc(vm, sizeof(Proc), T_PROC);
    p->h.aux = PK_PRIM;
    p->props = name ? word_cstr(vm, name) : FALSE_V;
    p->updater = FALSE_V;
    p->nargs = nargs;
    p->u.prim.fn = fn;
    p->u.prim.nres = nres;
    return (Val)p;
}

Val mk_closure(VM *vm, Val pdpart, size_t n, const Val *frozvals)
{
    Proc *p = gc_alloc(vm, sizeof(Proc) + n * sizeof(Val), T_PROC);
    p->h.aux = PK_CLOSURE;
    p->props = FALSE_V;
    p->updater = FALSE_V;
    int na = IS_PROC(pdpart) ? PROC_PTR(pdpart)->nargs : 0;
    p->nargs = na >= (int)n ? na - (int)n : 0;
    p->n = (uint32_t)n;
    p->u.clos.pdpart = pdpart;
    for (size_t i = 0; i < n; i++) p->vals[i] = frozvals[i];
    return (Val)p;
}

Val mk_list(VM *vm, size_t n, const Val *items)
{
    Val l = NIL_V;
    while (n > 0) { n--; l = mk_pair(vm, items[n], l); }
    return l;
}
