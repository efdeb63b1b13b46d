/* difficulty.c - maze_difficulty_compute: how hard the way from a start to a
 * goal is to find, from the solution and the branches that hang off it (a
 * breadth-first pass from the start, then one from every cell of the
 * solution at once), on any topology through the cell calls. */
#include "analysis.h"

#include <math.h>

#define NONE UINT32_MAX

/* Breadth-first search state: mark[c] is NONE until c is reached. */
typedef struct walk {
    const maze *m;
    uint32_t *mark, *queue;
    uint64_t head, tail;
} walk;

/* Pushes the open neighbours of c not yet reached, marking them `value`
 * (the parent, or the solution cell they hang from). */
static void spread(walk *w, uint32_t c, uint32_t value)
{
    unsigned open = maze_cell_open_sides(w->m, c);
    for (unsigned s = 0; open; s++, open >>= 1) {
        if (!(open & 1)) continue;
        int64_t nb = maze_cell_neighbor(w->m, c, s);
        if (nb < 0 || w->mark[nb] != NONE) continue;
        w->mark[nb] = value;
        w->queue[w->tail++] = (uint32_t)nb;
    }
}

static unsigned open_count(const maze *m, uint32_t c)
{
    return (unsigned)__builtin_popcount(maze_cell_open_sides(m, c));
}

/* Changes of direction along a rect path (cells in order). */
static uint64_t turns(const maze *m, const uint32_t *path, uint64_t len)
{
    uint64_t t = 0;
    for (uint64_t i = 2; i < len; i++) {
        int64_t a = (int64_t)path[i - 1] - (int64_t)path[i - 2], b = (int64_t)path[i] - (int64_t)path[i - 1];
        t += a != b;
    }
    (void)m;
    return t;
}

/* The figures from the solution path[0..len) (start to goal) and, for each
 * of its cells, the cells and dead ends off it that hang from that cell. */
static void figures(const maze *m, const uint32_t *path, uint64_t len, const uint32_t *cells,
                    const uint32_t *ends, maze_difficulty *d)
{
    d->moves = len - 1;
    d->solution_share = (double)len / (double)d->cells;
    if (mz_is_rect(m)) d->turns = turns(m, path, len);
    uint64_t dead = 0;
    for (uint64_t i = 0; i + 1 < len; i++) { /* the goal's branches are never walked: the walk ends there */
        unsigned ways = open_count(m, path[i]) - (i > 0);
        if (ways >= 2) {
            d->decisions++;
            d->score += log2(1.0 + cells[i]);
        }
        d->branch_cells += cells[i];
        dead += ends[i];
        if (cells[i] > d->longest_wrong) d->longest_wrong = cells[i];
    }
    d->branch_dead_ends = dead;
    d->expected_dead_ends = (double)dead / 2;
    d->expected_moves = (double)d->moves + (double)d->branch_cells;
}

/* The two passes in arrays of 4 bytes a cell: mark (parent, then the path
 * index a cell hangs from), queue, and the per-path-cell counts. */
static int run(const maze *m, uint32_t s, uint32_t g, maze_difficulty *d)
{
    uint64_t n = m->n;
    uint32_t *mark = mz_alloc(&m->alloc, n * sizeof *mark), *queue = mz_alloc(&m->alloc, n * sizeof *queue);
    uint32_t *path = NULL, *cells = NULL, *ends = NULL;
    int rc = mark && queue ? MAZE_OK : MAZE_ENOMEM;
    if (rc) goto out;
    walk w = {m, mark, queue, 0, 0};
    memset(mark, 0xff, n * sizeof *mark);
    mark[s] = s;
    queue[w.tail++] = s;
    while (w.head < w.tail && mark[g] == NONE) {
        uint32_t c = queue[w.head++];
        spread(&w, c, c);
    }
    if (mark[g] == NONE) goto out; /* not found: the figures stay 0 */
    uint64_t len = 1;
    for (uint32_t c = g; c != s; c = mark[c]) len++;
    path = mz_alloc(&m->alloc, len * sizeof *path);
    cells = mz_calloc(&m->alloc, len, sizeof *cells);
    ends = mz_calloc(&m->alloc, len, sizeof *ends);
    if (!path || !cells || !ends) {
        rc = MAZE_ENOMEM;
        goto out;
    }
    uint64_t k = len;
    for (uint32_t c = g;; c = mark[c]) {
        path[--k] = c;
        if (c == s) break;
    }
    /* Every cell off the solution hangs from the solution cell that reaches
     * it first, all of them spreading at once (a perfect maze: the one its
     * branch leaves the solution from). */
    memset(mark, 0xff, n * sizeof *mark);
    w.head = w.tail = 0;
    for (uint64_t i = 0; i < len; i++) {
        mark[path[i]] = (uint32_t)i;
        queue[w.tail++] = path[i];
    }
    while (w.head < w.tail) {
        uint32_t c = queue[w.head++];
        uint64_t before = w.tail;
        spread(&w, c, mark[c]);
        for (uint64_t j = before; j < w.tail; j++) {
            cells[mark[queue[j]]]++;
            if (open_count(m, queue[j]) == 1) ends[mark[queue[j]]]++;
        }
    }
    d->found = 1;
    figures(m, path, len, cells, ends, d);
out:
    mz_free(&m->alloc, ends);
    mz_free(&m->alloc, cells);
    mz_free(&m->alloc, path);
    mz_free(&m->alloc, queue);
    mz_free(&m->alloc, mark);
    return rc;
}

int maze_difficulty_compute(const maze *m, int32_t sx, int32_t sy, int32_t gx, int32_t gy, maze_difficulty *out)
{
    if (!m || !out) return MAZE_EINVAL;
    memset(out, 0, sizeof *out);
    uint64_t s, g; /* below 2^32: the cell count is */
    if (mz_stats_cell_at(m, sx, sy, &s) || mz_stats_cell_at(m, gx, gy, &g)) return MAZE_ERANGE;
    out->cells = maze_cell_count(m);
    int rc = run(m, (uint32_t)s, (uint32_t)g, out);
    if (rc) memset(out, 0, sizeof *out);
    return rc;
}
