/*
** fuzz_typespec.c -- libFuzzer target: exload typespecs.  The input is
** compiled as the body of an `l_typespec` declaration and as the
** declarations of an exload block (parsed, not loaded: loading foreign
** code is forbidden while fuzzing).
*/
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void wrapped(VM *vm, const char *pre, const uint8_t *data, size_t size, const char *post)
{
    size_t a = strlen(pre), b = strlen(post);
    char *s = malloc(a + size + b);
    if (!s) return;
    memcpy(s, pre, a);
    memcpy(s + a, data, size);
    memcpy(s + a + size, post, b);
    fuzz_compile(vm, s, a + size + b);
    free(s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    VM *vm = fuzz_get_vm();
    wrapped(vm, "l_typespec fuzz_t ", data, size, ";\n");
    vm = fuzz_get_vm();
    wrapped(vm, "exload fuzz_x [] lconstant ", data, size, "\nendexload;\n");
    return 0;
}
