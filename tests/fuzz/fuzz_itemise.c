/*
** fuzz_itemise.c -- libFuzzer target: the itemiser alone.  Reads every
** item of the input (words, numbers of every syntax, strings, comments,
** character constants) until <termin>, in the itemiser's default mode.
*/
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    VM *vm = fuzz_get_vm();
    Itemiser *it = itm_open_string(vm, (const char *)data, size);
    itm_push_source(vm, it);
    Catch c;
    vm->catch = NULL;
    vm_catch_push(vm, &c);
    if (setjmp(c.jb) == 0) {
        size_t n = 0;
        /* items are dropped as read; between two is a safe point as it is
           for the compiler, so a heap grown past its limit is collected
           (or is popmemlim's mishap) */
        while (itm_read(vm) != TERMIN_V && ++n < 1000000)
            if (vm->poll & POLL_GC) gc_collect(vm, 1);
    }
    vm->catch = NULL;
    itm_pop_source(vm);
    itm_close(vm, it);
    fuzz_check_state(vm);
    return 0;
}
