/* cells.c - the "cells" text format: a maze of any topology exactly, as a
 * header naming the topology and its size parameters, then each cell's open
 * sides in hexadecimal (docs/formats.md, "Cells"). */
#include "../topo/topo.h"
#include "io.h"

#define MAGIC "maze cells 1"
#define PER_LINE 64 /* cells a line, as written; the reader takes any number */

/* Hex digits a cell: one for up to four sides, else two. */
static unsigned digits_of(const maze_topology *t) { return t->max_sides > 4 ? 2 : 1; }

static const struct {
    const char *name;
    unsigned flag;
} params[4] = {{"width", MAZE_TOPO_WIDTH}, {"height", MAZE_TOPO_HEIGHT}, {"levels", MAZE_TOPO_LEVELS},
               {"rings", MAZE_TOPO_RINGS}};

static int cells_write(const maze *m, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    (void)ov; /* no marks: the format keeps the maze only */
    mz_out o;
    mz_out_init(&o, write, ctx);
    maze_shape s;
    maze_shape_get(m, &s);
    const maze_topology *t = maze_topology_of(m);
    const int32_t v[4] = {s.width, s.height, s.levels, s.rings};
    mz_out_str(&o, MAGIC "\ntopology ");
    mz_out_str(&o, t->name);
    mz_out_char(&o, '\n');
    for (int k = 0; k < 4; k++) {
        if (!(t->flags & params[k].flag)) continue;
        mz_out_str(&o, params[k].name);
        mz_out_char(&o, ' ');
        mz_out_u64(&o, (uint64_t)v[k]);
        mz_out_char(&o, '\n');
    }
    unsigned d = digits_of(t);
    for (uint64_t c = 0; c < m->n && !o.status; c++) {
        char cell[2];
        if (!mz_enabled(m, c)) {
            cell[0] = cell[1] = '-';
        } else {
            unsigned open = maze_cell_open_sides(m, (uint32_t)c);
            cell[0] = "0123456789abcdef"[d == 2 ? open >> 4 : open & 15];
            cell[1] = "0123456789abcdef"[open & 15];
        }
        mz_out_put(&o, cell, d);
        if (c % PER_LINE == PER_LINE - 1 || c + 1 == m->n) mz_out_char(&o, '\n');
    }
    return mz_out_flush(&o);
}

static int hexval(char ch)
{
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    return -1;
}

/* Reads the header into *s (topology: the table's static name). */
static int read_header(mz_lines *l, maze_shape *s, const mz_read_ctx *c)
{
    const char *line;
    size_t n;
    memset(s, 0, sizeof *s);
    if (!mz_lines_next(l, &line, &n) || n != strlen(MAGIC) || memcmp(line, MAGIC, n) != 0)
        return mz_read_fail(c, MAZE_EFORMAT, 1, "the first line must be '" MAGIC "'");
    if (!mz_lines_next(l, &line, &n) || n < 9 || memcmp(line, "topology ", 9) != 0)
        return mz_read_fail(c, MAZE_EFORMAT, l->line, "the second line must be 'topology NAME'");
    const maze_topology *t = NULL;
    for (size_t i = 0; i < maze_topology_count() && !t; i++) {
        const maze_topology *e = maze_topology_at(i);
        if (strlen(e->name) == n - 9 && memcmp(e->name, line + 9, n - 9) == 0) t = e;
    }
    if (!t) return mz_read_fail(c, MAZE_EFORMAT, l->line, "unknown topology '%s'", MZ_ESC(line + 9, n - 9));
    memset(s, 0, sizeof *s);
    s->topology = t->name;
    int32_t *v[4] = {&s->width, &s->height, &s->levels, &s->rings};
    for (int k = 0; k < 4; k++) {
        if (!(t->flags & params[k].flag)) continue;
        size_t kn = strlen(params[k].name);
        uint64_t x;
        if (!mz_lines_next(l, &line, &n) || n <= kn + 1 || memcmp(line, params[k].name, kn) != 0 || line[kn] != ' ')
            return mz_read_fail(c, MAZE_EFORMAT, l->line, "line %ld must be '%s N' for %s", l->line, params[k].name,
                                t->name);
        int st = mz_parse_uint(line + kn + 1, n - kn - 1, INT32_MAX, &x);
        if (st == MAZE_ERANGE) return mz_read_fail(c, MAZE_ETOOBIG, l->line, "the %s is too large", params[k].name);
        if (st || x < 1) return mz_read_fail(c, MAZE_EFORMAT, l->line, "the %s must be a number from 1", params[k].name);
        *v[k] = (int32_t)x;
    }
    return MAZE_OK;
}

/* Checks cell i's open sides `open` (or its being disabled) against every
 * neighbour read before it, whose sides are in `got`. */
static int check_cell(const maze *m, const uint8_t *got, uint32_t i, unsigned open, bool off, long line,
                      const mz_read_ctx *c)
{
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    unsigned k = mz_cell_nbs(m, i, nb, back);
    if (open >> k) return mz_read_fail(c, MAZE_EFORMAT, line, "cell %u has only %u sides", i, k);
    for (unsigned s = 0; s < k; s++) {
        bool here = (open >> s) & 1u;
        if (nb[s] == MZ_NONE) {
            if (here) return mz_read_fail(c, MAZE_EFORMAT, line, "cell %u opens side %u to the outside", i, s);
            continue;
        }
        if (nb[s] > i) continue; /* checked when that cell is read */
        bool there = (got[nb[s]] >> back[s]) & 1u, nb_off = !mz_enabled(m, nb[s]);
        if (here != there || (here && nb_off) || (there && off))
            return mz_read_fail(c, MAZE_EFORMAT, line, "cells %u and %u disagree about their side", nb[s], i);
    }
    return MAZE_OK;
}

/* Reads the cells into m and got (each cell's open sides as read). */
static int read_cells(mz_lines *l, maze *m, uint8_t *got, unsigned d, const mz_read_ctx *c)
{
    const char *line;
    size_t n;
    uint64_t i = 0;
    while (mz_lines_next(l, &line, &n)) {
        if (n % d) return mz_read_fail(c, MAZE_EFORMAT, l->line, "a cell of %s is %u characters", maze_topology_of(m)->name, d);
        for (size_t k = 0; k < n; k += d, i++) {
            if (i == m->n) return mz_read_fail(c, MAZE_EFORMAT, l->line, "more than %llu cells", (unsigned long long)m->n);
            bool off = line[k] == '-';
            int hi = d == 2 ? hexval(line[k]) : 0, lo = hexval(line[k + d - 1]);
            if (off && (d == 1 || line[k + 1] == '-')) {
                int st = maze_cell_set_enabled(m, (uint32_t)i, 0);
                if (st) return st;
                hi = lo = 0;
            } else if (hi < 0 || lo < 0) {
                return mz_read_fail(c, MAZE_EFORMAT, l->line, "'%s' is no cell (hexadecimal digits or '-')",
                                    MZ_ESC(line + k, d));
            }
            got[i] = (uint8_t)(hi << 4 | lo);
            int st = check_cell(m, got, (uint32_t)i, got[i], !mz_enabled(m, i), l->line, c);
            if (st) return st;
        }
    }
    if (i != m->n)
        return mz_read_fail(c, MAZE_EFORMAT, l->line, "%llu cells where the shape has %llu", (unsigned long long)i,
                            (unsigned long long)m->n);
    return MAZE_OK;
}

/* weave: every open jump passes under a bridge (mz_weave_bridge), so that
 * each crossing joins the two cells it claims and nothing else. */
static int check_weave(const maze *m, const mz_read_ctx *c)
{
    if (mz_topo_of(m)->kind != MZ_TOPO_weave) return MAZE_OK;
    uint64_t bad = mz_weave_bad_jump(m);
    if (bad == UINT64_MAX) return MAZE_OK;
    return mz_read_fail(c, MAZE_EFORMAT, 0,
                        "cell %llu jumps under a cell that is not a corridor across the jump, open on both of its "
                        "other sides", (unsigned long long)bad);
}

static int cells_read(maze_doc *doc, const char *data, size_t len, const mz_read_ctx *c)
{
    mz_lines l;
    mz_lines_init(&l, data, len);
    maze_shape s;
    uint64_t n;
    int st = read_header(&l, &s, c);
    if (st) return st;
    st = mz_shape_count(&s, &n);
    if (st == MAZE_ETOOBIG || (!st && n > c->max_cells))
        return mz_read_fail(c, MAZE_ETOOBIG, l.line, "over the limit of %llu cells", (unsigned long long)c->max_cells);
    if (st) return mz_read_fail(c, MAZE_EFORMAT, l.line, "no such %s shape", s.topology);
    maze *m = NULL;
    uint8_t *got = NULL;
    st = maze_create_shape(&m, &s, c->alloc);
    if (!st && !(got = mz_alloc(&m->alloc, (size_t)m->n))) st = MAZE_ENOMEM;
    if (!st) st = read_cells(&l, m, got, digits_of(maze_topology_of(m)), c);
    if (!st && mz_is_rect(m)) {
        for (uint64_t i = 0; i < m->n; i++) mz_east_south_or(m, i, (got[i] >> 1) & 3u); /* E and S */
    } else if (!st) {
        memcpy(m->sides, got, (size_t)m->n);
        st = check_weave(m, c);
    }
    if (m) mz_free(&m->alloc, got);
    if (st) {
        maze_destroy(m);
        return st;
    }
    doc->maze = m;
    return MAZE_OK;
}

static int cells_detect(const char *data, size_t len)
{
    size_t k = strlen(MAGIC);
    return len > k && memcmp(data, MAGIC, k) == 0 && (data[k] == '\n' || data[k] == '\r') ? 100 : 0;
}

const mz_format mz_fmt_cells = {
    {"cells", "any topology exactly: a header naming it and its size, then each cell's open sides in hex", "cells",
     MAZE_FMT_READ | MAZE_FMT_WRITE_MAZE},
    cells_write, NULL, cells_read, cells_detect, NULL,
};
