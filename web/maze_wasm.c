/* maze_wasm.c - the WebAssembly module's exports beyond the public API: the
 * calls that take option structs, callbacks or out-parameters, flattened to
 * numbers and pointers that web/maze.js passes in (through maze.h alone). */
#include "maze.h"

#include <emscripten.h>
#include <stdlib.h>
#include <string.h>

/* Step events and written bytes go to the JS side of the module object,
 * which web/maze.js sets before a call and clears after it. */
EM_JS(int, web_js_step, (int kind, int x, int y, int x2, int y2, double g), {
    return Module.mazeStep ? (Module.mazeStep(kind, x, y, x2, y2, g) ? 1 : 0) : 0;
});
EM_JS(int, web_js_write, (const void *bytes, size_t len), {
    Module.mazeOut.push(HEAPU8.slice(bytes, bytes + len));
    return 0;
});

static int step_to_js(void *ud, const maze_event *ev)
{
    (void)ud;
    return web_js_step(ev->kind, ev->x, ev->y, ev->x2, ev->y2, ev->g);
}

static int write_to_js(void *ctx, const void *bytes, size_t len)
{
    (void)ctx;
    return web_js_write(bytes, len);
}

static uint64_t seed_of(uint32_t lo, uint32_t hi)
{
    return (uint64_t)hi << 32 | lo;
}

/* The maze of `topology` (width, height, levels, rings as the topology reads
 * them) carved by generator `gen` with `bias` (NULL: default) from seed
 * hi:lo, then braided by `braid` when braid >= 0: as `maze generate` makes
 * it (one stream for carving and braiding). `listen` sends the generator's
 * events to Module.mazeStep. Status as maze_create_shape, maze_generate_into
 * and maze_braid, MAZE_ENOTFOUND for an unknown generator. */
EMSCRIPTEN_KEEPALIVE int web_generate(maze **out, const char *topology, int32_t width, int32_t height, int32_t levels,
                                      int32_t rings, const char *gen, const char *bias, uint32_t seed_lo,
                                      uint32_t seed_hi, double braid, int listen)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL;
    const maze_generator *g = maze_generator_find(gen);
    if (!g) return MAZE_ENOTFOUND;
    maze_shape s = {topology, width, height, levels, rings};
    maze *m;
    int st = maze_create_shape(&m, &s, NULL);
    if (st) return st;
    maze_gen_opts o;
    maze_gen_opts_init(&o);
    o.bias = bias;
    if (listen) o.step = step_to_js;
    maze_rng rng;
    maze_rng_seed(&rng, seed_of(seed_lo, seed_hi));
    st = maze_generate_into(m, g, &rng, &o);
    if (!st && braid >= 0) st = maze_braid(m, braid, &rng);
    if (st) {
        maze_destroy(m);
        return st;
    }
    *out = m;
    return MAZE_OK;
}

/* An overlay from flat numbers: ends (has_start, has_goal as flags bits 1
 * and 2) and a path of path_length cell indices. */
static maze_overlay overlay_of(int ends, int32_t sx, int32_t sy, int32_t gx, int32_t gy, const uint32_t *path,
                               size_t path_length)
{
    maze_overlay ov = {ends & 1, (ends >> 1) & 1, sx, sy, gx, gy, path, path_length};
    return ov;
}

/* maze_write (gaps 0) or maze_write_gaps (gaps 1) of a wall maze, or
 * maze_map_write of a map (one of m, map set), in `format`, to
 * Module.mazeOut. Their status codes. */
EMSCRIPTEN_KEEPALIVE int web_write(const maze *m, const maze_map *map, const char *format, int gaps, int ends,
                                   int32_t sx, int32_t sy, int32_t gx, int32_t gy, const uint32_t *path,
                                   size_t path_length)
{
    maze_overlay ov = overlay_of(ends, sx, sy, gx, gy, path, path_length);
    if (map) return maze_map_write(map, format, &ov, write_to_js, NULL);
    return gaps ? maze_write_gaps(m, format, &ov, write_to_js, NULL) : maze_write(m, format, &ov, write_to_js, NULL);
}

/* A Moving AI .map of a wall maze's block grid or of a map, to
 * Module.mazeOut. Their status codes. */
EMSCRIPTEN_KEEPALIVE int web_write_movingai(const maze *m, const maze_map *map)
{
    return map ? maze_map_write_movingai(map, write_to_js, NULL) : maze_write_movingai(m, write_to_js, NULL);
}

/* maze_draw or maze_map_draw in `format` ("svg"; "png" where the build has
 * libpng) with the default options but the geometry and layers given (-1:
 * the default), `expanded` (NULL or one byte a cell) and the overlay, to
 * Module.mazeOut. maze_draw's status codes. */
EMSCRIPTEN_KEEPALIVE int web_draw(const maze *m, const maze_map *map, const char *format, int32_t cell, int32_t wall,
                                  int32_t margin, int layers, const uint8_t *expanded, int ends, int32_t sx,
                                  int32_t sy, int32_t gx, int32_t gy, const uint32_t *path, size_t path_length)
{
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    if (cell >= 0) o.cell = cell;
    if (wall >= 0) o.wall = wall;
    if (margin >= 0) o.margin = margin;
    if (layers >= 0) o.layers = (unsigned)layers;
    o.expanded = expanded;
    maze_overlay ov = overlay_of(ends, sx, sy, gx, gy, path, path_length);
    if (map) return maze_map_draw(map, format, &o, &ov, write_to_js, NULL);
    return maze_draw(m, format, &o, &ov, write_to_js, NULL);
}

/* Runs solver `name` on s's graph from (sx, sy) to (gx, gy) with heuristic,
 * weight, seed and max_steps as maze_solve_opts takes them (the two as
 * whole doubles, below 2^53); `listen` sends its events to
 * Module.mazeStep. out[0..4]: found, path length in cells, the path's
 * address (into s, valid until its next solve), cost, expanded. Status as
 * maze_solve, MAZE_ENOTFOUND for an unknown solver. */
EMSCRIPTEN_KEEPALIVE int web_solve(maze_search *s, const char *name, int32_t sx, int32_t sy, int32_t gx, int32_t gy,
                                   int heuristic, double weight, double seed, double max_steps, int listen,
                                   double *out)
{
    const maze_solver *solver = maze_solver_find(name);
    if (!solver) return MAZE_ENOTFOUND;
    if (!out) return MAZE_EINVAL;
    maze_solve_opts o;
    maze_solve_opts_init(&o);
    o.heuristic = heuristic;
    o.weight = weight;
    o.seed = (uint64_t)seed;
    o.max_steps = (uint64_t)max_steps;
    if (listen) o.step = step_to_js;
    maze_result r;
    int st = maze_solve(s, solver, sx, sy, gx, gy, &o, &r);
    if (st) return st;
    out[0] = r.found;
    out[1] = (double)r.length;
    out[2] = (double)(uintptr_t)r.path;
    out[3] = r.cost;
    out[4] = (double)r.expanded;
    return MAZE_OK;
}

/* maze_stats_compute into out[0..WEB_STATS-1] in the order web/maze.js
 * names them (STAT_FIELDS). Its status codes. */
#define WEB_STATS 33
EMSCRIPTEN_KEEPALIVE int web_stats(const maze *m, int32_t sx, int32_t sy, int32_t gx, int32_t gy, double *out)
{
    maze_stats s;
    if (!out) return MAZE_EINVAL;
    int st = maze_stats_compute(m, sx, sy, gx, gy, &s);
    if (st) return st;
    const double v[WEB_STATS] = {
        s.width, s.height, (double)s.cells, (double)s.passages, (double)s.components, (double)s.loops, s.perfect,
        (double)s.dead_ends, s.dead_end_percent, (double)s.isolated, (double)s.corridors, (double)s.junctions,
        (double)s.crossroads, (double)s.diameter, s.diameter_exact, s.diameter_ax, s.diameter_ay, s.diameter_bx,
        s.diameter_by, s.solution_asked, s.solution_found, (double)s.solution_moves,
        (double)s.solution_branches, (double)s.runs, s.mean_run, (double)s.branches, (double)s.longest_branch,
        s.mean_branch, s.sx, s.sy, s.gx, s.gy, 0};
    memcpy(out, v, sizeof v);
    return MAZE_OK;
}

/* maze_map_read_movingai (moving 1) or maze_read (any format the content
 * shows, moving 0) of len bytes; the result's objects in out[0] (maze) and
 * out[1] (map), the ends in ends[0..5] (has_start, has_goal, sx, sy, gx, gy);
 * a failure's line and message in *line and msg (160 bytes). Their status
 * codes. */
EMSCRIPTEN_KEEPALIVE int web_read(const char *data, size_t len, int moving, double max_cells, void **out,
                                  int32_t *ends, long *line, char *msg)
{
    maze_error_info err = {0, ""};
    maze_read_opts o;
    maze_read_opts_init(&o);
    o.max_cells = (uint64_t)max_cells;
    int st;
    out[0] = out[1] = NULL;
    memset(ends, 0, 6 * sizeof *ends);
    if (moving) {
        maze_map *map;
        st = maze_map_read_movingai(&map, data, len, &o, NULL, &err);
        if (!st) out[1] = map;
    } else {
        maze_doc doc;
        st = maze_read(&doc, data, len, &o, NULL, &err);
        if (!st) {
            out[0] = doc.maze;
            out[1] = doc.map;
            int32_t e[6] = {doc.has_start, doc.has_goal, doc.sx, doc.sy, doc.gx, doc.gy};
            memcpy(ends, e, sizeof e);
        }
    }
    *line = err.line;
    memcpy(msg, err.message, sizeof err.message);
    return st;
}

/* The tables' entries for the page's menus: the name, summary and flags of
 * entry i of table `which` (0 generators, 1 solvers, 2 topologies, 3
 * formats), NULL name past the end. */
EMSCRIPTEN_KEEPALIVE const char *web_table_name(int which, size_t i)
{
    switch (which) {
    case 0: { const maze_generator *e = maze_generator_at(i); return e ? e->name : NULL; }
    case 1: { const maze_solver *e = maze_solver_at(i); return e ? e->name : NULL; }
    case 2: { const maze_topology *e = maze_topology_at(i); return e ? e->name : NULL; }
    case 3: { const maze_format_info *e = maze_format_at(i); return e ? e->name : NULL; }
    default: return NULL;
    }
}

/* The summary of entry i (as web_table_name); NULL past the end. */
EMSCRIPTEN_KEEPALIVE const char *web_table_summary(int which, size_t i)
{
    switch (which) {
    case 0: { const maze_generator *e = maze_generator_at(i); return e ? e->summary : NULL; }
    case 1: { const maze_solver *e = maze_solver_at(i); return e ? e->summary : NULL; }
    case 2: { const maze_topology *e = maze_topology_at(i); return e ? e->summary : NULL; }
    case 3: { const maze_format_info *e = maze_format_at(i); return e ? e->summary : NULL; }
    default: return NULL;
    }
}

/* The flags of entry i (as web_table_name); 0 past the end. */
EMSCRIPTEN_KEEPALIVE unsigned web_table_flags(int which, size_t i)
{
    switch (which) {
    case 0: { const maze_generator *e = maze_generator_at(i); return e ? e->flags : 0; }
    case 1: { const maze_solver *e = maze_solver_at(i); return e ? e->flags : 0; }
    case 2: { const maze_topology *e = maze_topology_at(i); return e ? e->flags : 0; }
    case 3: { const maze_format_info *e = maze_format_at(i); return e ? e->flags : 0; }
    default: return 0;
    }
}

/* 1 if solver `name` takes graph g (maze_solver_fits); 0 also for an
 * unknown name. */
EMSCRIPTEN_KEEPALIVE int web_solver_fits(const char *name, const maze_graph *g)
{
    return maze_solver_fits(maze_solver_find(name), g);
}

/* 1 if generator `gen` runs on topology `topo` (maze_generator_fits). */
EMSCRIPTEN_KEEPALIVE int web_generator_fits(const char *gen, const char *topo)
{
    return maze_generator_fits(maze_generator_find(gen), maze_topology_find(topo));
}

/* The geometry of one cell as numbers for the page's drawing of other
 * topologies: out[0..1] its centre, out[2] its sides, then per side kind,
 * x0, y0, x1, y1, cx, cy, r, a0, a1 (10 numbers). maze_cell_geometry's
 * codes. */
EMSCRIPTEN_KEEPALIVE int web_cell_geometry(const maze *m, uint32_t cell, double *out)
{
    maze_cell_geom g;
    int st = maze_cell_geometry(m, cell, &g);
    if (st) return st;
    out[0] = g.cx;
    out[1] = g.cy;
    out[2] = g.sides;
    for (unsigned s = 0; s < g.sides; s++) {
        const maze_edge *e = &g.edge[s];
        double *o = out + 3 + 10 * s;
        o[0] = e->kind;
        o[1] = e->x0, o[2] = e->y0, o[3] = e->x1, o[4] = e->y1;
        o[5] = e->cx, o[6] = e->cy, o[7] = e->r, o[8] = e->a0, o[9] = e->a1;
    }
    return MAZE_OK;
}
