/* test_file.c - maze_write_file_atomic_opts: the temporary file's name is
 * told before the file exists and taken back once it is gone, a refused name
 * creates nothing, and a failed write keeps its cause in errno (EFBIG over
 * the file size limit). */
#include "check.h"
#include "maze.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

/* What temp_name saw: every call checked against the file system. */
typedef struct {
    char name[4096];
    int names, nulls;   /* calls with a name, with NULL */
    int refuse;         /* return nonzero for a name */
    int existed_early;  /* the file existed when its name was told */
    int existed_late;   /* the file still existed at NULL */
} told;

static int temp_name(void *ctx, const char *name)
{
    told *t = ctx;
    if (name) {
        CHECK_EQ(t->names, t->nulls); /* one file at a time, each name closed */
        t->names++;
        snprintf(t->name, sizeof t->name, "%s", name);
        if (access(name, F_OK) == 0) t->existed_early = 1;
        return t->refuse;
    }
    t->nulls++;
    if (access(t->name, F_OK) == 0) t->existed_late = 1;
    return 0;
}

typedef struct {
    size_t bytes;       /* how many to write */
    int fail;           /* return MAZE_EIO after writing */
    const char *tmp;    /* when set: the name told must exist while writing */
    int tmp_seen;
} job;

static int produce(void *ud, maze_write_fn write, void *ctx)
{
    job *j = ud;
    static const char chunk[4096] = {'x'};
    if (j->tmp) j->tmp_seen = access(j->tmp, F_OK) == 0;
    for (size_t n = 0; n < j->bytes; n += sizeof chunk) {
        size_t k = j->bytes - n < sizeof chunk ? j->bytes - n : sizeof chunk;
        if (write(ctx, chunk, k)) return MAZE_EIO;
    }
    return j->fail ? MAZE_EIO : MAZE_OK;
}

static off_t size_of(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0 ? sb.st_size : -1;
}

static void test_told(const char *dir)
{
    char path[512];
    snprintf(path, sizeof path, "%s/out.txt", dir);
    told t = {0};
    maze_file_opts o = {temp_name, &t};
    job j = {100, 0, t.name, 0};
    CHECK_EQ(maze_write_file_atomic_opts(path, produce, &j, &o), MAZE_OK);
    CHECK_EQ(t.names, 1);
    CHECK_EQ(t.nulls, 1);
    CHECK(!t.existed_early && !t.existed_late);
    CHECK(j.tmp_seen); /* the name told is the file being written */
    CHECK(strncmp(t.name, dir, strlen(dir)) == 0 && strstr(t.name, "/.out.txt.tmp") != NULL);
    CHECK_EQ(size_of(path), 100);

    /* A failed write: the name is taken back after the file is removed. */
    memset(&t, 0, sizeof t);
    j = (job){50, 1, NULL, 0};
    CHECK_EQ(maze_write_file_atomic_opts(path, produce, &j, &o), MAZE_EIO);
    CHECK(t.names == 1 && t.nulls == 1 && !t.existed_early && !t.existed_late);
    CHECK_EQ(size_of(path), 100);

    /* A refused name: nothing created, no NULL call, the target untouched. */
    memset(&t, 0, sizeof t);
    t.refuse = 1;
    j = (job){50, 0, NULL, 0};
    CHECK_EQ(maze_write_file_atomic_opts(path, produce, &j, &o), MAZE_ECANCELLED);
    CHECK(t.names == 1 && t.nulls == 0 && !t.existed_early);
    CHECK(access(t.name, F_OK) != 0);
    CHECK_EQ(size_of(path), 100);

    /* A device is written in place: no temporary file, no call. */
    memset(&t, 0, sizeof t);
    CHECK_EQ(maze_write_file_atomic_opts("/dev/null", produce, &j, &o), MAZE_OK);
    CHECK_EQ(t.names + t.nulls, 0);

    /* NULL options and a NULL callback are the plain call. */
    maze_file_opts none = {NULL, NULL};
    CHECK_EQ(maze_write_file_atomic_opts(path, produce, &j, NULL), MAZE_OK);
    CHECK_EQ(maze_write_file_atomic_opts(path, produce, &j, &none), MAZE_OK);
    CHECK_EQ(maze_write_file_atomic_opts(NULL, produce, &j, &o), MAZE_EINVAL);
    CHECK_EQ(maze_write_file_atomic_opts(path, NULL, &j, &o), MAZE_EINVAL);
    CHECK_EQ(size_of(path), 50);
    unlink(path);
}

/* Over the file size limit (SIGXFSZ ignored, as the command does): MAZE_EIO
 * with errno EFBIG, nothing left, the old file kept. */
static void test_file_too_large(const char *dir)
{
    char path[512];
    snprintf(path, sizeof path, "%s/big.txt", dir);
    job small = {10, 0, NULL, 0}, big = {1 << 20, 0, NULL, 0};
    CHECK_EQ(maze_write_file_atomic(path, produce, &small), MAZE_OK);
    struct rlimit old, lim;
    CHECK(getrlimit(RLIMIT_FSIZE, &old) == 0);
    lim = old;
    lim.rlim_cur = 64 * 1024;
    void (*prev)(int) = signal(SIGXFSZ, SIG_IGN);
    CHECK(setrlimit(RLIMIT_FSIZE, &lim) == 0);
    told t = {0};
    maze_file_opts o = {temp_name, &t};
    errno = 0;
    int st = maze_write_file_atomic_opts(path, produce, &big, &o);
    int cause = errno;
    CHECK(setrlimit(RLIMIT_FSIZE, &old) == 0);
    signal(SIGXFSZ, prev);
    CHECK_EQ(st, MAZE_EIO);
    CHECK_EQ(cause, EFBIG);
    CHECK(t.names == 1 && t.nulls == 1 && !t.existed_late);
    CHECK_EQ(size_of(path), 10);
    unlink(path);
}

int main(void)
{
    char dir[] = "/tmp/maze_file_XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    test_told(dir);
    test_file_too_large(dir);
    CHECK(rmdir(dir) == 0); /* empty: nothing left behind */
    return check_done();
}
