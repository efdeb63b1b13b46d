/* tempfiles.c - the command's outputs and the signals that may end it: the
 * temporary files being written (a slot per writing thread, filled through
 * maze_file_opts.temp_file) and the handler that removes them and then dies
 * of the same signal, so nothing is left behind and the exit status says
 * which signal it was. */
#define _GNU_SOURCE /* gettid */
#include "cli.h"
#include "io.h"

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
 * name and its thread id and publishes them (CREATING); the file exists
 * from CREATED (LIVE) and is gone at GONE (FREE again). The handler takes a
 * slot it removes (REMOVING), unlinks the name and leaves it DONE: a slot
 * the handler took is never reused, so the name it reads cannot change
 * under it. */
enum { FREE, FILLING, CREATING, LIVE, REMOVING, DONE };

static char names[SLOTS][NAME_MAX_LEN];
static atomic_int state[SLOTS];
static atomic_int owner[SLOTS]; /* the writing thread, for the handler */
static atomic_int dying;        /* a handler is removing: create nothing more */

static void release(int *slot, int from)
{
    if (*slot >= 0) atomic_compare_exchange_strong(&state[*slot], &from, FREE);
}

/* maze_file_opts.temp_file: ctx is the writer's int, the slot it holds. */
static int track(void *ctx, maze_temp_event ev, const char *name)
{
    int *slot = ctx;
    if (ev == MAZE_TEMP_CREATED) {
        int creating = CREATING;
        atomic_compare_exchange_strong(&state[*slot], &creating, LIVE); /* fails only if a handler took it */
        return 0;
    }
    if (ev == MAZE_TEMP_GONE) {
        release(slot, LIVE);
        release(slot, CREATING);
        *slot = -1;
        return 0;
    }
    size_t n = strlen(name);
    if (n >= NAME_MAX_LEN) return -1;
    for (int i = 0; i < SLOTS; i++) {
        int free_ = FREE;
        if (!atomic_compare_exchange_strong(&state[i], &free_, FILLING)) continue;
        memcpy(names[i], name, n + 1);
        atomic_store(&owner[i], (int)gettid());
        atomic_store(&state[i], CREATING);
        *slot = i;
        /* Published before this test (both sequentially consistent): a handler
         * either sees the slot, or has set the flag that refuses the file. */
        if (!atomic_load(&dying)) return 0;
        release(slot, CREATING);
        *slot = -1;
        return -1;
    }
    return -1; /* more writers than slots: refuse rather than leave a file */
}

int cli_write_file(const char *path, maze_produce_fn fn, void *ud)
{
    int slot = -1;
    maze_file_opts o = {track, &slot};
    return maze_write_file_atomic_opts(path, fn, ud, &o);
}

/* About a second of spinning: a file another thread is opening (CREATING)
 * is waited for this long, then its name is unlinked anyway. */
#define CREATE_WAIT 1000000000L

/* Removes every temporary file; other threads may run this at once (another
 * signal), and a slot one of them is removing is waited for: nobody dies
 * before every file is gone. Async-signal-safe: atomics, gettid and unlink. */
static void remove_all(void)
{
    atomic_store(&dying, 1);
    int self = (int)gettid();
    for (int i = 0; i < SLOTS; i++) {
        for (long spin = 0;; spin++) {
            int s = atomic_load(&state[i]);
            int take = s == LIVE || (s == CREATING && (atomic_load(&owner[i]) == self || spin > CREATE_WAIT));
            if (take && atomic_compare_exchange_strong(&state[i], &s, REMOVING)) {
                unlink(names[i]);
                atomic_store(&state[i], DONE);
            }
            if (!take && s != CREATING && s != REMOVING) break; /* FREE, FILLING (nothing made yet) or DONE */
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
