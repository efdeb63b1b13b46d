/* cellpath.c - test tool: reads a maze of any topology (a cells file) with
 * libmaze and checks that the cells given after it, C0 C1 ... Cn, are a path
 * in it: enabled, distinct, and each joined to the next by an open side.
 * Prints "ok N" (N moves) and exits 0, or says where the chain breaks and
 * exits 1; exit 2 on bad usage or an unreadable file. Used by the
 * command-line tests to check the paths `maze solve --json` prints. */
#include <maze.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Reads the whole of `path` into a malloc'd buffer; NULL on failure. */
static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = NULL;
    size_t cap = 0, n = 0, got;
    do {
        if (n == cap) {
            char *more = realloc(buf, cap = cap ? 2 * cap : 65536);
            if (!more) break;
            buf = more;
        }
        got = fread(buf + n, 1, cap - n, f);
        n += got;
    } while (got > 0);
    fclose(f);
    *len = n;
    return buf;
}

/* 1 when an open side of cell a leads to cell b. */
static int joined(const maze *m, uint32_t a, uint32_t b)
{
    for (unsigned s = 0, n = maze_cell_sides(m, a); s < n; s++)
        if (maze_cell_neighbor(m, a, s) == (int64_t)b && maze_cell_is_open(m, a, s)) return 1;
    return 0;
}

/* Checks the chain cells[0..n-1] of m: 0, or 1 after a message. */
static int check(const maze *m, const uint32_t *cells, int n, unsigned char *seen)
{
    for (int i = 0; i < n; i++) {
        if (!maze_cell_is_enabled(m, cells[i]))
            return fprintf(stderr, "cellpath: cell %u is not a cell\n", cells[i]), 1;
        if (seen[cells[i]]) return fprintf(stderr, "cellpath: cell %u comes twice\n", cells[i]), 1;
        seen[cells[i]] = 1;
        if (i && !joined(m, cells[i - 1], cells[i]))
            return fprintf(stderr, "cellpath: no passage from %u to %u\n", cells[i - 1], cells[i]), 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 3) return fputs("usage: cellpath FILE C0 [C1 ...]\n", stderr), 2;
    size_t len;
    char *data = slurp(argv[1], &len);
    maze_doc doc;
    memset(&doc, 0, sizeof doc);
    int st = data ? maze_read(&doc, data, len, NULL, NULL, NULL) : MAZE_EIO;
    free(data);
    if (st || !doc.maze) {
        maze_doc_clear(&doc);
        return fprintf(stderr, "cellpath: %s: cannot read a maze\n", argv[1]), 2;
    }
    int n = argc - 2, rc = 2;
    uint64_t total = maze_cell_total(doc.maze);
    uint32_t *cells = malloc((size_t)n * sizeof *cells);
    unsigned char *seen = calloc(total, 1);
    for (int i = 0; cells && i < n; i++) {
        char *end;
        unsigned long long v = strtoull(argv[i + 2], &end, 10);
        if (*end || end == argv[i + 2] || v >= total) {
            fprintf(stderr, "cellpath: '%s' is not a cell number below %llu\n", argv[i + 2], (unsigned long long)total);
            n = -1;
            break;
        }
        cells[i] = (uint32_t)v;
    }
    if (cells && seen && n > 0) rc = check(doc.maze, cells, n, seen);
    if (rc == 0) printf("ok %d\n", n - 1);
    free(cells);
    free(seen);
    maze_doc_clear(&doc);
    return rc;
}
