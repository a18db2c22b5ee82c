/*
** fuzz_saved.c -- libFuzzer target: saved profile runs (HELP PROFILE_SAVED).
** The input is written to a file in the working directory (the fuzzer's
** scratch directory, see fuzz.sh), which profile_load reads, merged with
** itself as profile_merge does; the loaded run is then reported as a run
** just made would be (profile_report_last), flat and count-all.
*/
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int loaded;
    VM *vm = fuzz_get_vm();
    if (!loaded) {                        /* the profiler's library, once */
        static const char uses[] = "uses profile;";
        fuzz_compile(vm, uses, sizeof uses - 1);
        loaded = 1;
        vm = fuzz_get_vm();
    }
    FILE *f = fopen("fuzz_saved.run", "wb");
    if (!f) abort();
    if (size && fwrite(data, 1, size, f) != size) abort();
    fclose(f);
    static const char load[] =
        "profile_load('fuzz_saved.run'); profile_report_last();\n"
        "true -> profile_show_callgraph;\n"
        "profile_load(['fuzz_saved.run' 'fuzz_saved.run']); profile_report_last();\n"
        "false -> profile_show_callgraph;\n";
    fuzz_compile(vm, load, sizeof load - 1);
    /* a mishap may leave profile_show_callgraph true: the next input
       reports with and without it as well */
    return 0;
}
