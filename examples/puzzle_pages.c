/* puzzle_pages.c - example: a batch of maze puzzles with their solutions, as
 * a puzzle book maker would print them. For each of COUNT seeds it generates a
 * maze, puts start and goal at the two ends of its longest path (the hardest
 * pair, from maze_stats_compute), solves it, and writes puzzles.txt and
 * solutions.txt (one page a maze, pages separated by form feeds) and a
 * picture of each solution, solution-K.svg, and the whole book as one PDF,
 * book.pdf (maze_book_draw: four puzzles a page, the answers at the back).
 * Every file is written atomically.
 * Usage: puzzle_pages OUTDIR [COUNT] [SEED] [ALGORITHM] */
#include <maze.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct puzzle {
    maze *m;
    uint64_t seed;
    uint32_t *path; /* a copy: a result's path lives only until the next search */
    maze_overlay ov;
} puzzle;

typedef struct book {
    const puzzle *p;
    int count, solutions;
    const char *algorithm;
} book;

/* One puzzle: the maze, the longest-path ends as start and goal, the path. */
static int make_puzzle(puzzle *p, const char *algorithm, uint64_t seed)
{
    maze_graph *g = NULL;
    maze_search *s = NULL;
    maze_stats st;
    maze_result r = {0};
    int rc = maze_generate(&p->m, algorithm, 16, 10, seed, NULL, NULL);
    if (rc == MAZE_OK) rc = maze_stats_compute(p->m, -1, -1, -1, -1, &st);
    if (rc == MAZE_OK) rc = maze_graph_from_maze(&g, p->m, NULL);
    if (rc == MAZE_OK) rc = maze_search_create(&s, g, NULL);
    if (rc == MAZE_OK)
        rc = maze_solve(s, maze_solver_find("astar"), st.diameter_ax, st.diameter_ay, st.diameter_bx,
                        st.diameter_by, NULL, &r);
    if (rc == MAZE_OK && !(p->path = malloc(r.length * sizeof *p->path))) rc = MAZE_ENOMEM;
    if (rc == MAZE_OK) {
        memcpy(p->path, r.path, r.length * sizeof *p->path);
        maze_overlay ov = {1, 1, st.diameter_ax, st.diameter_ay, st.diameter_bx, st.diameter_by,
                           p->path, r.length};
        p->ov = ov;
        p->seed = seed;
    }
    maze_search_destroy(s);
    maze_graph_destroy(g);
    return rc;
}

/* Writes the whole book (puzzles or solutions) through `write`. */
static int write_book(void *ud, maze_write_fn write, void *ctx)
{
    const book *b = ud;
    char head[160];
    for (int i = 0; i < b->count; i++) {
        const puzzle *p = &b->p[i];
        maze_overlay ov = p->ov;
        if (!b->solutions) ov.path_length = 0; /* the puzzle: S and E only */
        int n = snprintf(head, sizeof head, "%sPuzzle %d (%s, seed %llu): from S to E%s\n\n",
                         i ? "\f" : "", i + 1, b->algorithm, (unsigned long long)p->seed,
                         b->solutions ? ", solved" : "");
        if (write(ctx, head, (size_t)n)) return MAZE_EIO;
        int rc = maze_write(p->m, "text", &ov, write, ctx);
        if (rc != MAZE_OK) return rc;
        n = snprintf(head, sizeof head, "\n%s%zu moves\n", b->solutions ? "" : "shortest way: ",
                     p->ov.path_length - 1);
        if (write(ctx, head, (size_t)n)) return MAZE_EIO;
    }
    return MAZE_OK;
}

/* The PDF book: the puzzles numbered in order, each with its seed. */
static int write_pdf(void *ud, maze_write_fn write, void *ctx)
{
    const book *b = ud;
    maze_book_entry *e = calloc((size_t)b->count, sizeof *e);
    if (!e) return MAZE_ENOMEM;
    for (int i = 0; i < b->count; i++) {
        e[i].m = b->p[i].m;
        e[i].overlay = b->p[i].ov;
        e[i].seed = b->p[i].seed;
    }
    maze_book_opts o;
    maze_book_opts_init(&o);
    o.title = "Puzzles";
    int rc = maze_book_draw(e, (size_t)b->count, &o, write, ctx);
    free(e);
    return rc;
}

static int write_svg(void *ud, maze_write_fn write, void *ctx)
{
    const puzzle *p = ud;
    return maze_draw(p->m, "svg", NULL, &p->ov, write, ctx);
}

/* Says why `path` (a file in `dir`) could not be written. On MAZE_EIO the
 * library leaves errno set: a folder that is missing or is a file is said so,
 * rather than as a bare "input/output error". */
static void report(const char *dir, const char *path, int rc)
{
    int e = errno;
    if (rc == MAZE_EIO && e == ENOENT) fprintf(stderr, "puzzle_pages: %s: the directory does not exist\n", dir);
    else if (rc == MAZE_EIO && e == ENOTDIR) fprintf(stderr, "puzzle_pages: %s: not a directory\n", dir);
    else if (rc == MAZE_EIO && e) fprintf(stderr, "puzzle_pages: %s: %s\n", path, strerror(e));
    else fprintf(stderr, "puzzle_pages: %s: %s\n", path[0] ? path : dir, maze_strerror(rc));
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: puzzle_pages OUTDIR [COUNT] [SEED] [ALGORITHM]\n");
        return 2;
    }
    int count = argc > 2 ? atoi(argv[2]) : 6;
    uint64_t seed = argc > 3 ? strtoull(argv[3], NULL, 10) : 1;
    const char *algorithm = argc > 4 ? argv[4] : "wilson";
    if (count < 1 || count > 1000) count = 6;
    puzzle *p = calloc((size_t)count, sizeof *p);
    int rc = p ? MAZE_OK : MAZE_ENOMEM;
    for (int i = 0; rc == MAZE_OK && i < count; i++) rc = make_puzzle(&p[i], algorithm, seed + (uint64_t)i);
    char path[4096] = "";
    for (int solutions = 0; rc == MAZE_OK && solutions < 2; solutions++) {
        book b = {p, count, solutions, algorithm};
        snprintf(path, sizeof path, "%s/%s", argv[1], solutions ? "solutions.txt" : "puzzles.txt");
        errno = 0;
        rc = maze_write_file_atomic(path, write_book, &b);
    }
    for (int i = 0; rc == MAZE_OK && i < count; i++) {
        snprintf(path, sizeof path, "%s/solution-%d.svg", argv[1], i + 1);
        errno = 0;
        rc = maze_write_file_atomic(path, write_svg, &p[i]);
    }
    if (rc == MAZE_OK) {
        book b = {p, count, 1, algorithm};
        snprintf(path, sizeof path, "%s/book.pdf", argv[1]);
        errno = 0;
        rc = maze_write_file_atomic(path, write_pdf, &b);
    }
    if (rc != MAZE_OK) report(argv[1], path, rc);
    else printf("wrote %d puzzles and solutions to %s\n", count, argv[1]);
    for (int i = 0; p && i < count; i++) {
        maze_destroy(p[i].m);
        free(p[i].path);
    }
    free(p);
    return rc == MAZE_OK ? 0 : rc == MAZE_ENOMEM ? 4 : 3;
}
