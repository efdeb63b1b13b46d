/* test_file.c - maze_write_file_atomic_opts: the temporary file's name is
 * told before the file exists, when it exists and once it is gone (a name
 * that exists already gives CREATING and GONE and the next name), a refused
 * name creates nothing, and a failed write keeps its cause in errno (EFBIG over
 * the file size limit); a replaced file keeps its mode and owner, a symlink
 * is written through (the temporary file next to its target), and another
 * hard link keeps the old contents. */
#include "testlib.h"
#include "maze.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

/* What temp_file saw: every event checked against the file system. */
typedef struct {
    char name[4096];
    int names, created, nulls; /* CREATING, CREATED and GONE events */
    int refuse;         /* refuse at CREATING */
    int existed_early;  /* the file existed at CREATING */
    int missing;        /* the file did not exist at CREATED */
    int existed_late;   /* a file it made still existed at GONE */
    int made;           /* the open name was CREATED */
    int renamed;        /* a later event named another file */
} told;

static int temp_file(void *ctx, maze_temp_event ev, const char *name)
{
    told *t = ctx;
    if (ev == MAZE_TEMP_CREATING) {
        CHECK_EQ(t->names, t->nulls); /* one file at a time, each name closed */
        t->names++;
        snprintf(t->name, sizeof t->name, "%s", name);
        t->made = 0;
        if (access(name, F_OK) == 0) t->existed_early = 1;
        return t->refuse;
    }
    if (strcmp(name, t->name) != 0) t->renamed = 1;
    if (ev == MAZE_TEMP_CREATED) {
        CHECK_EQ(t->names, t->nulls + 1); /* for the open name, before its GONE */
        t->created++;
        t->made = 1;
        if (access(name, F_OK) != 0) t->missing = 1;
        return 0;
    }
    CHECK_EQ(ev, MAZE_TEMP_GONE);
    t->nulls++;
    if (t->made && access(name, F_OK) == 0) t->existed_late = 1;
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
    static const char chunk[4096] = "xxx";
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
    maze_file_opts o = {temp_file, &t};
    job j = {100, 0, t.name, 0};
    CHECK_EQ(maze_write_file_atomic_opts(path, produce, &j, &o), MAZE_OK);
    CHECK_EQ(t.names, 1);
    CHECK_EQ(t.created, 1);
    CHECK_EQ(t.nulls, 1);
    CHECK(!t.existed_early && !t.missing && !t.existed_late && !t.renamed);
    CHECK(j.tmp_seen); /* the name told is the file being written */
    CHECK(strncmp(t.name, dir, strlen(dir)) == 0 && strstr(t.name, "/.out.txt.tmp") != NULL);
    CHECK_EQ(size_of(path), 100);

    /* A failed write: the name is taken back after the file is removed. */
    memset(&t, 0, sizeof t);
    j = (job){50, 1, NULL, 0};
    CHECK_EQ(maze_write_file_atomic_opts(path, produce, &j, &o), MAZE_EIO);
    CHECK(t.names == 1 && t.created == 1 && t.nulls == 1 && !t.existed_early && !t.missing && !t.existed_late);
    CHECK_EQ(size_of(path), 100);

    /* The first name taken already (by another file): CREATING and GONE for it,
     * then the next name; the other file is left alone. */
    char taken[600];
    snprintf(taken, sizeof taken, "%s/.out.txt.tmp%ld.0", dir, (long)getpid());
    FILE *f = fopen(taken, "wb");
    CHECK(f != NULL);
    if (f) fclose(f);
    memset(&t, 0, sizeof t);
    j = (job){20, 0, NULL, 0};
    CHECK_EQ(maze_write_file_atomic_opts(path, produce, &j, &o), MAZE_OK);
    CHECK(t.names == 2 && t.created == 1 && t.nulls == 2 && t.existed_early && !t.existed_late);
    CHECK(strcmp(t.name, taken) != 0 && strstr(t.name, ".tmp") != NULL);
    CHECK_EQ(size_of(path), 20);
    CHECK_EQ(size_of(taken), 0);
    unlink(taken);

    /* A refused name: nothing created, no other event, the target untouched. */
    memset(&t, 0, sizeof t);
    t.refuse = 1;
    j = (job){50, 0, NULL, 0};
    CHECK_EQ(maze_write_file_atomic_opts(path, produce, &j, &o), MAZE_ECANCELLED);
    CHECK(t.names == 1 && t.created == 0 && t.nulls == 0 && !t.existed_early);
    CHECK(access(t.name, F_OK) != 0);
    CHECK_EQ(size_of(path), 20);

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
/* Contents of a small file, "" when missing. */
static const char *slurp(const char *path)
{
    static char text[256];
    char *data = access(path, F_OK) == 0 ? tl_read_file(path, NULL) : NULL;
    snprintf(text, sizeof text, "%s", data ? data : "");
    free(data);
    return text;
}

static void put(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

/* Writes "new" (3 bytes) to path, telling names into *t. */
static int write_new(const char *path, told *t)
{
    memset(t, 0, sizeof *t);
    maze_file_opts o = {temp_file, t};
    job j = {3, 0, NULL, 0};
    return maze_write_file_atomic_opts(path, produce, &j, &o);
}

/* The mode (and with root, the owner) of a replaced file stays. */
static void test_mode_owner(const char *dir)
{
    char path[512];
    snprintf(path, sizeof path, "%s/m.txt", dir);
    static const mode_t modes[] = {0600, 0640, 0755, 0444, 0604};
    for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++) {
        put(path, "old");
        CHECK(chmod(path, modes[i]) == 0);
        told t;
        CHECK_EQ(write_new(path, &t), MAZE_OK);
        struct stat sb;
        CHECK(stat(path, &sb) == 0);
        CHECK_EQ(sb.st_mode & 07777, modes[i]);
        CHECK_EQ(sb.st_size, 3);
    }
    /* A new file gets 0666 less the umask, as fopen's. */
    unlink(path);
    mode_t mask = umask(022);
    told t;
    CHECK_EQ(write_new(path, &t), MAZE_OK);
    struct stat sb;
    CHECK(stat(path, &sb) == 0 && (sb.st_mode & 07777) == 0644);
    umask(mask);
    if (geteuid() == 0) { /* only root may give a file away */
        CHECK(chown(path, 4321, 8765) == 0 && chmod(path, 04750) == 0);
        CHECK_EQ(write_new(path, &t), MAZE_OK);
        CHECK(stat(path, &sb) == 0);
        CHECK_EQ(sb.st_uid, 4321);
        CHECK_EQ(sb.st_gid, 8765);
        CHECK_EQ(sb.st_mode & 07777, 04750); /* set-user-ID kept with its owner */
    } else {
        printf("not root: owner preservation checked as the same user only\n");
        CHECK(stat(path, &sb) == 0 && sb.st_uid == geteuid());
    }
    unlink(path);
}

/* A symlink is written through: the link stays, its target gets the bytes,
 * the temporary file is made next to the target. */
static void test_symlinks(const char *dir)
{
    char sub[512], target[600], link[600], link2[600], dangling[600], gone[600], loop_a[600], loop_b[600];
    snprintf(sub, sizeof sub, "%s/sub", dir);
    CHECK(mkdir(sub, 0755) == 0);
    snprintf(target, sizeof target, "%s/t.txt", sub);
    snprintf(link, sizeof link, "%s/l.txt", dir);
    snprintf(link2, sizeof link2, "%s/l2.txt", dir);
    put(target, "old");
    CHECK(chmod(target, 0600) == 0);
    CHECK(symlink("sub/t.txt", link) == 0); /* relative to the link's folder */
    CHECK(symlink(link, link2) == 0);       /* absolute, to a link: a chain */
    told t;
    for (int k = 0; k < 2; k++) {
        const char *via = k ? link2 : link;
        put(target, "old");
        CHECK_EQ(write_new(via, &t), MAZE_OK);
        struct stat sb;
        CHECK(lstat(link, &sb) == 0 && S_ISLNK(sb.st_mode));
        CHECK(lstat(link2, &sb) == 0 && S_ISLNK(sb.st_mode));
        CHECK(strcmp(slurp(target), "xxx") == 0);
        CHECK(stat(target, &sb) == 0 && sb.st_size == 3 && (sb.st_mode & 07777) == 0600);
        CHECK(strncmp(t.name, sub, strlen(sub)) == 0 && strstr(t.name, "/.t.txt.tmp") != NULL);
    }
    CHECK_EQ(tl_dir_entries(dir), 3); /* sub, l.txt, l2.txt */
    CHECK_EQ(tl_dir_entries(sub), 1);

    /* A dangling link: its target is created, the link kept. */
    snprintf(dangling, sizeof dangling, "%s/d.txt", dir);
    snprintf(gone, sizeof gone, "%s/made.txt", sub);
    CHECK(symlink("sub/made.txt", dangling) == 0);
    CHECK_EQ(write_new(dangling, &t), MAZE_OK);
    struct stat sb;
    CHECK(lstat(dangling, &sb) == 0 && S_ISLNK(sb.st_mode));
    CHECK(stat(gone, &sb) == 0 && sb.st_size == 3);

    /* A loop: ELOOP, nothing created. */
    snprintf(loop_a, sizeof loop_a, "%s/a", dir);
    snprintf(loop_b, sizeof loop_b, "%s/b", dir);
    CHECK(symlink("b", loop_a) == 0 && symlink("a", loop_b) == 0);
    errno = 0;
    CHECK_EQ(write_new(loop_a, &t), MAZE_EIO);
    CHECK_EQ(errno, ELOOP);
    CHECK_EQ(t.names, 0);

    /* A link to a device writes the device in place. */
    char devlink[600];
    snprintf(devlink, sizeof devlink, "%s/null", dir);
    CHECK(symlink("/dev/null", devlink) == 0);
    CHECK_EQ(write_new(devlink, &t), MAZE_OK);
    CHECK(lstat(devlink, &sb) == 0 && S_ISLNK(sb.st_mode));
    CHECK_EQ(t.names, 0);

    CHECK_EQ(tl_dir_entries(dir), 7);
    CHECK_EQ(tl_dir_entries(sub), 2);
    unlink(devlink);
    unlink(loop_a);
    unlink(loop_b);
    unlink(dangling);
    unlink(gone);
    unlink(link2);
    unlink(link);
    unlink(target);
    CHECK(rmdir(sub) == 0);
}

/* A file with other hard links: the new file replaces this name only; the
 * other names keep the old contents (maze.h says so). */
static void test_hard_links(const char *dir)
{
    char path[512], other[512];
    snprintf(path, sizeof path, "%s/h.txt", dir);
    snprintf(other, sizeof other, "%s/h2.txt", dir);
    put(path, "old");
    CHECK(link(path, other) == 0);
    told t;
    CHECK_EQ(write_new(path, &t), MAZE_OK);
    CHECK(strcmp(slurp(path), "xxx") == 0);
    CHECK(strcmp(slurp(other), "old") == 0);
    struct stat a, b;
    CHECK(stat(path, &a) == 0 && stat(other, &b) == 0);
    CHECK(a.st_ino != b.st_ino && a.st_nlink == 1 && b.st_nlink == 1);
    unlink(path);
    unlink(other);
}

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
    maze_file_opts o = {temp_file, &t};
    errno = 0;
    int st = maze_write_file_atomic_opts(path, produce, &big, &o);
    int cause = errno;
    CHECK(setrlimit(RLIMIT_FSIZE, &old) == 0);
    signal(SIGXFSZ, prev);
    CHECK_EQ(st, MAZE_EIO);
    CHECK_EQ(cause, EFBIG);
    CHECK(t.names == 1 && t.created == 1 && t.nulls == 1 && !t.existed_late);
    CHECK_EQ(size_of(path), 10);
    unlink(path);
}

int main(void)
{
    char dir[] = "/tmp/maze_file_XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    test_told(dir);
    test_file_too_large(dir);
    test_mode_owner(dir);
    test_symlinks(dir);
    test_hard_links(dir);
    CHECK(rmdir(dir) == 0); /* empty: nothing left behind */
    return check_done();
}
