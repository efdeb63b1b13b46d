/* cpu_clock.c - a preload for bench/warthog.sh: CLOCK_MONOTONIC read as the
 * calling thread's CPU time, so that each program's own per-query timer
 * (maze bench, ref_astar, warthog: all read CLOCK_MONOTONIC) counts CPU time
 * and not the minutes other processes of a shared machine took. Built by the
 * script: cc -O2 -shared -fPIC; with -DCPU_CLOCK_PROBE it is instead a
 * program printing the mean microseconds of an empty timed interval. */
#define _GNU_SOURCE
#include <stdio.h>
#include <time.h>

#ifdef CPU_CLOCK_PROBE
/* What a per-query timer reads around no work at all: two reads of the
 * clock, as maze bench, ref_astar and warthog each time a query. */
int main(void)
{
    enum { N = 100000 };
    double total = 0;
    for (int i = 0; i < N; i++) {
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        clock_gettime(CLOCK_MONOTONIC, &b);
        total += (double)(b.tv_sec - a.tv_sec) * 1e6 + (double)(b.tv_nsec - a.tv_nsec) / 1e3;
    }
    printf("%.4f\n", total / N);
    return 0;
}
#else
#include <dlfcn.h>

int clock_gettime(clockid_t id, struct timespec *ts)
{
    static int (*real)(clockid_t, struct timespec *);
    if (!real) *(void **)&real = dlsym(RTLD_NEXT, "clock_gettime");
    return real(id == CLOCK_MONOTONIC ? CLOCK_THREAD_CPUTIME_ID : id, ts);
}
#endif
