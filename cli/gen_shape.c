/* gen_shape.c - maze generate --topology for a topology other than rect: the
 * shape from -W -H -L --rings, the maze made in memory and written in a
 * format that holds it (cells, png, svg, pdf) with the start, goal and path
 * a picture shows, one or --count files, with a solution range, --mask
 * (stretched over the maze) and --gaps as on rect. */
#include "cli.h"
#include "core.h"
#include "io.h"
#include "ends.h"
#include "draw.h"
#include "gen.h"

#include <string.h>

/* Same limit as a rect maze in memory (gen_opts.c). */
#define SHAPE_MAX_CELLS 1000000000ull

static int discard(void *ctx, const void *bytes, size_t len)
{
    (void)ctx, (void)bytes, (void)len;
    return 0;
}

/* The shape of topology t from the command line: each size it reads, given
 * or its default, and no other. 0 or an exit status after a message. */
static int shape_of(const gen_args *a, const maze_topology *t, maze_shape *s)
{
    static const struct {
        unsigned flag;
        const char *opt;
        long long def;
    } size[4] = {{MAZE_TOPO_WIDTH, "-W", 20}, {MAZE_TOPO_HEIGHT, "-H", 20}, {MAZE_TOPO_LEVELS, "-L", 2},
                 {MAZE_TOPO_RINGS, "--rings", 10}};
    const long long given[4] = {a->width, a->height, a->levels, a->rings};
    int32_t *field[4] = {&s->width, &s->height, &s->levels, &s->rings};
    memset(s, 0, sizeof *s);
    s->topology = t->name;
    for (int k = 0; k < 4; k++) {
        if (!(t->flags & size[k].flag)) {
            if (given[k]) return cli_error(EXIT_USAGE, "generate: %s takes no %s", t->name, size[k].opt);
            continue;
        }
        long long v = given[k] ? given[k] : size[k].def;
        if (v > INT32_MAX) return cli_error(EXIT_TOOBIG, "generate: %s %lld is too large", size[k].opt, v);
        *field[k] = (int32_t)v;
    }
    return 0;
}

/* Whether format `fmt` writes a maze of topology t, tried on the smallest
 * one with a side: MAZE_OK, MAZE_EUNSUPPORTED, or why the trial itself failed
 * (MAZE_ENOMEM), which is no answer about the format. */
static int writes(const char *fmt, const maze_shape *s)
{
    maze_shape one = *s;
    if (one.width) one.width = 1;
    if (one.height) one.height = 1;
    if (one.levels) one.levels = 1;
    if (one.rings) one.rings = 1;
    maze *m;
    int st = maze_create_shape(&m, &one, NULL);
    if (st) return st;
    st = maze_write(m, fmt, NULL, discard, NULL);
    maze_destroy(m);
    return st;
}

/* --from/--to on a cell of the maze: C,0 for cell C. */
static int check_end(const char *opt, const cli_xy *p, uint64_t cells, const char *topo)
{
    if (!p->set || (p->y == 0 && (uint64_t)p->x < cells)) return 0;
    return cli_error(EXIT_USAGE, "generate: %s %d,%d is not a cell of the %s maze (cells C,0 for C from 0 to %llu)",
                     opt, p->x, p->y, topo, (unsigned long long)cells - 1);
}

int cli_generate_shape(const gen_args *a, const maze_topology *t)
{
    const char *algo = a->algo ? a->algo : "dfs";
    const maze_generator *g = maze_generator_find(algo);
    if (!maze_generator_fits(g, t))
        return cli_error(EXIT_USAGE, "generate: %s does not run on %s (see 'maze list': 'every topology')", algo,
                         t->name);
    if (a->has_max_cells && a->c.max_cells == 0) return cli_error(EXIT_USAGE, "generate: --max-cells must be at least 1");
    maze_shape s;
    int rc = shape_of(a, t, &s);
    if (rc) return rc;
    const char *fmt = cli_out_format(&a->c, "cells", MAZE_FMT_WRITE_MAZE);
    if (!fmt) return EXIT_USAGE;
    if ((rc = cli_draw_check(&a->c, fmt, 0))) return rc;
    int wst = writes(fmt, &s);
    if (wst == MAZE_EUNSUPPORTED)
        return cli_error(EXIT_USAGE, "generate: %s does not hold a %s maze (-f cells does)", fmt, t->name);
    if (wst) return cli_error(cli_exit_for(wst), "generate: %s", maze_strerror(wst));
    uint64_t cells;
    int st = maze_shape_cells(&s, &cells);
    unsigned long long limit = a->c.max_cells ? a->c.max_cells : SHAPE_MAX_CELLS;
    if (st == MAZE_ETOOBIG || (!st && cells > limit))
        return cli_error(EXIT_TOOBIG, "generate: the %s maze is too large (over %llu cells)", t->name,
                         st ? (unsigned long long)INT32_MAX : limit);
    if (st) return cli_error(cli_exit_for(st), "generate: %s", maze_strerror(st));
    if ((rc = check_end("--from", &a->c.from, cells, t->name)) || (rc = check_end("--to", &a->c.to, cells, t->name)))
        return rc;
    maze *empty;
    if ((st = maze_create_shape(&empty, &s, NULL)))
        return cli_error(cli_exit_for(st), "generate: a %s maze: %s", s.topology, maze_strerror(st));
    cli_gen gen;
    rc = cli_gen_setup_shape(a, g->name, fmt, empty, &gen);
    if (!rc) rc = cli_generate_run(a, &gen);
    cli_gen_free(&gen);
    return rc;
}
