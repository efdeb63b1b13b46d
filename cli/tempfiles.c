/* tempfiles.c - the command's outputs and the signals that may end it: the
 * temporary files being written (a slot per writing thread, filled through
 * maze_file_opts.temp_name) and the handler that removes them and then dies
 * of the same signal, so nothing is left behind and the exit status says
 * which signal it was. */
#include "cli.h"

#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "the signal handler needs lock-free atomics");

/* One slot per thread that may write a file at once (--count workers). */
#define SLOTS (CLI_MAX_JOBS + 2)
#define NAME_MAX_LEN 4096

/* A slot's state. A writing thread claims a FREE slot (FILLING), copies the
 * name and publishes it (LIVE); at NULL it returns LIVE to FREE. The handler
 * takes a LIVE slot (REMOVING), unlinks the name and leaves it GONE: a slot
 * the handler took is never reused, so the name it reads cannot change
 * under it. */
enum { FREE, FILLING, LIVE, REMOVING, GONE };

static char names[SLOTS][NAME_MAX_LEN];
static atomic_int state[SLOTS];

/* maze_file_opts.temp_name: ctx is the writer's int, the slot it holds. */
static int track(void *ctx, const char *name)
{
    int *slot = ctx;
    if (!name) {
        int live = LIVE;
        if (*slot >= 0) atomic_compare_exchange_strong(&state[*slot], &live, FREE);
        *slot = -1;
        return 0;
    }
    size_t n = strlen(name);
    if (n >= NAME_MAX_LEN) return -1;
    for (int i = 0; i < SLOTS; i++) {
        int free_ = FREE;
        if (!atomic_compare_exchange_strong(&state[i], &free_, FILLING)) continue;
        memcpy(names[i], name, n + 1);
        atomic_store(&state[i], LIVE);
        *slot = i;
        return 0;
    }
    return -1; /* more writers than slots: refuse rather than leave a file */
}

int cli_write_file(const char *path, maze_produce_fn fn, void *ud)
{
    int slot = -1;
    maze_file_opts o = {track, &slot};
    return maze_write_file_atomic_opts(path, fn, ud, &o);
}

/* Removes every temporary file; other threads may run this at once (another
 * signal), so a slot taken by one is waited for by the others: nobody dies
 * before every file is gone. Async-signal-safe: atomics and unlink only. */
static void remove_all(void)
{
    for (int i = 0; i < SLOTS; i++) {
        int live = LIVE;
        if (atomic_compare_exchange_strong(&state[i], &live, REMOVING)) {
            unlink(names[i]);
            atomic_store(&state[i], GONE);
        }
        while (atomic_load(&state[i]) == REMOVING) {
        }
    }
}

/* The signals whose default action ends the process and that may come from
 * outside at any moment. The faults (SIGSEGV, SIGBUS, SIGFPE, SIGILL,
 * SIGTRAP, SIGSYS) are left to the default action and to sanitizers. */
static const int fatal[] = {SIGHUP,  SIGINT,  SIGQUIT, SIGTERM,   SIGALRM, SIGUSR1, SIGUSR2,
                            SIGXCPU, SIGVTALRM, SIGPROF, SIGABRT, SIGPOLL,
#ifdef SIGPWR
                            SIGPWR,
#endif
#ifdef SIGSTKFLT
                            SIGSTKFLT,
#endif
};

static void on_fatal(int sig)
{
    int saved = errno;
    remove_all();
    /* Blocked until this returns (sa_mask), then the default action ends
     * the process with this signal. */
    signal(sig, SIG_DFL);
    raise(sig);
    errno = saved;
}

static void catch_signal(int sig, const sigset_t *mask)
{
    struct sigaction old, sa;
    memset(&sa, 0, sizeof sa);
    if (sigaction(sig, NULL, &old) != 0 || old.sa_handler == SIG_IGN) return; /* ignored (nohup): stays so */
    sa.sa_handler = on_fatal;
    sa.sa_mask = *mask;
    sigaction(sig, &sa, NULL);
}

void cli_signals_init(void)
{
    signal(SIGPIPE, SIG_IGN); /* a closed pipe becomes a write error, not a death */
    signal(SIGXFSZ, SIG_IGN); /* over ulimit -f: a write fails with EFBIG, reported */
    sigset_t mask;
    sigemptyset(&mask);
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) sigaddset(&mask, fatal[i]);
    for (int s = SIGRTMIN; s <= SIGRTMAX; s++) sigaddset(&mask, s);
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) catch_signal(fatal[i], &mask);
    for (int s = SIGRTMIN; s <= SIGRTMAX; s++) catch_signal(s, &mask);
}
