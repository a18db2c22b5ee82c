/* A CPU-bound C function for tests/ffi/profile_foreign.sh: it spins for
   about `ms` milliseconds of process CPU time. */
#include <time.h>
double spin_cpu(long ms)
{
    struct timespec t0, t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    volatile double x = 0;
    do {
        for (int i = 0; i < 10000; i++) x += i * 0.5;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    } while ((t.tv_sec - t0.tv_sec) * 1000 + (t.tv_nsec - t0.tv_nsec) / 1000000 < ms);
    return x;
}
