/*
** fuzz_run.c -- libFuzzer target: compile and run a Pop-11 text.
** Any mishap is a correct outcome; a crash, a sanitizer report, a hang
** (the step budget makes loops mishap) or exhausted memory is a bug.
*/
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    VM *vm = fuzz_get_vm();
    fuzz_compile(vm, (const char *)data, size);
    return 0;
}
