/* null_fixtures.h - the valid objects the generated NULL-argument test
 * (null_calls.py) passes beside the one NULL: a small maze, map, graph,
 * search, scenario, document, row writers and the structs and callbacks the
 * API takes, made afresh for every call so no call sees another's changes. */
#ifndef MAZE_NULL_FIXTURES_H
#define MAZE_NULL_FIXTURES_H

#include "maze.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A 4 x 3 maze and map: the coordinates and cell indices the generated calls
 * use (cells 0 and 11, points (0,0) (1,1) (3,2)) are inside both. */
#define FX_W 4
#define FX_H 3
#define FX_CELLS (FX_W * FX_H)
#define FX_PIXELS 4096 /* a 62 x 52 picture of the 4 x 3 maze, and more */
#define FX_BW (2 * FX_W + 1)
#define FX_BH (2 * FX_H + 1)

#define FX_MASK_TEXT "....\n.#..\n....\n"
#define FX_COSTS_TEXT "1 2 1 1\n1 1 3 1\n1 1 1 1\n"
#define FX_SCEN_TEXT "version 1\n0\tfx.map\t4\t3\t0\t0\t3\t2\t3.82842712\n"

typedef struct fx_buf {
    char bytes[4096];
    size_t len;
} fx_buf;

typedef struct fx_world {
    maze_rng rng;
    maze *maze;              /* a 4 x 3 dfs maze */
    maze *blank;             /* 4 x 3, every wall closed: what a generator carves */
    maze_map *map;           /* 4 x 3, every cell open */
    maze_map *block_map;     /* the maze's block grid, 9 x 7 */
    maze_graph *graph;       /* of the maze (4 moves) */
    maze_graph *graph8;      /* of the map (8 moves) */
    maze_search *search, *search8;
    maze_prepared *prepared;     /* graph8 prepared */
    maze_scen *scen;
    maze_row_writer *writer;      /* text, 4 x 1, no row yet */
    maze_row_writer *writer_done; /* text, 4 x 1, its one row written */
    maze_doc doc;                 /* a maze read back from text */
    uint32_t *dead;               /* the maze's dead ends (maze_dead_ends) */
    size_t dead_count;
    maze_allocator alloc;
    maze_gen_opts gen_opts;
    maze_solve_opts solve_opts;
    maze_read_opts read_opts;
    maze_draw_opts draw_opts;
    maze_overlay overlay;
    maze_event event;
    maze_visit_marks marks;
    uint8_t mark_cells[FX_CELLS];
    uint8_t masks[FX_CELLS], blocks[FX_BW * FX_BH], row[FX_W];
    uint8_t masks_out[FX_CELLS], blocks_out[FX_BW * FX_BH];
    double costs[FX_CELLS], dist[FX_CELLS]; /* a valid cost for every cell; a Dijkstra map */
    uint32_t next[FX_CELLS];      /* a flow field */
    int32_t xy[2 * FX_CELLS];     /* a path as points */
    double points[2 * FX_CELLS];  /* a path in real coordinates */
    fx_buf maze_text, map_text;   /* the maze as "text", the map as Moving AI */
    fx_buf prep_text;             /* prepared as a file */
    char path[64];                /* a file maze_write_file_atomic may make */
    /* What the calls write through their out-parameters; freed by fx_close. */
    maze *out_maze;
    maze_map *out_map;
    maze_graph *out_graph;
    maze_search *out_search;
    maze_prepared *out_prepared;
    maze_scen *out_scen;
    maze_row_writer *out_writer;
    uint32_t *out_cells;
    maze_doc out_doc;
    size_t out_count;
    uint32_t picks[FX_CELLS];
    uint32_t rgb;
    int64_t px_width, px_height;
    maze_result result;
    maze_stats stats;
    maze_difficulty difficulty;
    maze_book_opts book_opts;
    maze_book_entry book_entry;
    size_t book_pages;
    maze_error_info err;
    maze_shape shape;             /* a 3 x 2 hex shape */
    maze_shape shape_out;
    maze_cell_geom geom;
    double ext_w, ext_h;
    uint64_t shape_cells;
    maze_cell_fills fills;        /* every cell of the maze unfilled, one colour */
    uint32_t pixels[FX_PIXELS];   /* room for the maze's frame at the default options */
} fx_world;

static void *fx_realloc(void *ud, void *p, size_t n)
{
    (void)ud;
    if (n == 0) {
        free(p);
        return NULL;
    }
    return realloc(p, n);
}

static int fx_write(void *ctx, const void *bytes, size_t len)
{
    fx_buf *b = ctx;
    if (!b) return 0; /* most calls write nowhere in particular */
    if (len > sizeof b->bytes - 1 - b->len) return 1;
    memcpy(b->bytes + b->len, bytes, len);
    b->len += len;
    b->bytes[b->len] = 0;
    return 0;
}

static int fx_produce(void *ud, maze_write_fn write, void *ctx)
{
    (void)ud;
    return write(ctx, "x\n", 2) ? MAZE_EIO : MAZE_OK;
}

static int fx_row(void *ud, int64_t y, const uint8_t *open)
{
    (void)ud, (void)y, (void)open;
    return MAZE_OK;
}

/* strlen for the data arguments (all of them text here). */
static size_t fx_len(const void *data) { return strlen((const char *)data); }

static void fx_need(int st, const char *what)
{
    if (st == MAZE_OK) return;
    fprintf(stderr, "fixture %s: %s\n", what, maze_strerror(st));
    exit(2);
}

/* A search whose graph solver `sv` takes (the maze's, else the map's). */
static maze_search *fx_search_for(const fx_world *w, const maze_solver *sv)
{
    return maze_solver_fits(sv, w->graph) ? w->search : w->search8;
}

static void fx_open(fx_world *w)
{
    memset(w, 0, sizeof *w);
    maze_rng_seed(&w->rng, 7);
    w->alloc.realloc = fx_realloc;
    maze_gen_opts_init(&w->gen_opts);
    maze_solve_opts_init(&w->solve_opts);
    maze_read_opts_init(&w->read_opts);
    maze_draw_opts_init(&w->draw_opts);
    maze_book_opts_init(&w->book_opts);
    w->event.kind = MAZE_EV_VISIT;
    w->shape.topology = "hex";
    w->shape.width = 3;
    w->shape.height = 2;
    w->marks.width = FX_W;
    w->marks.height = FX_H;
    w->marks.cells = w->mark_cells;
    w->fills.fill = w->mark_cells;
    w->fills.colors = &w->rgb;
    w->fills.ncolors = 1;
    for (int i = 0; i < FX_CELLS; i++) w->costs[i] = 1.5;
    fx_need(maze_generate(&w->maze, "dfs", FX_W, FX_H, 1, NULL, NULL), "maze");
    w->book_entry.m = w->maze; /* start, goal and path: none */
    fx_need(maze_create(&w->blank, FX_W, FX_H, NULL), "blank maze");
    fx_need(maze_map_create(&w->map, FX_W, FX_H, NULL), "map");
    fx_need(maze_map_from_maze(&w->block_map, w->maze, NULL), "block map");
    fx_need(maze_graph_from_maze(&w->graph, w->maze, NULL), "graph");
    fx_need(maze_graph_from_map(&w->graph8, w->map, 8, NULL), "graph8");
    fx_need(maze_search_create(&w->search, w->graph, NULL), "search");
    fx_need(maze_search_create(&w->search8, w->graph8, NULL), "search8");
    fx_need(maze_prepare(&w->prepared, w->graph8, NULL), "prepared");
    fx_need(maze_prepared_write(w->prepared, fx_write, &w->prep_text), "prepared file");
    fx_need(maze_scen_read(&w->scen, FX_SCEN_TEXT, strlen(FX_SCEN_TEXT), NULL, NULL), "scen");
    fx_need(maze_row_writer_create(&w->writer, "text", FX_W, 1, fx_write, NULL, NULL), "writer");
    fx_need(maze_row_writer_create(&w->writer_done, "text", FX_W, 1, fx_write, NULL, NULL), "writer");
    fx_need(maze_row_writer_row(w->writer_done, 0, w->row), "writer row");
    fx_need(maze_write(w->maze, "text", NULL, fx_write, &w->maze_text), "maze text");
    fx_need(maze_map_write_movingai(w->map, fx_write, &w->map_text), "map text");
    fx_need(maze_read(&w->doc, w->maze_text.bytes, w->maze_text.len, NULL, NULL, NULL), "doc");
    fx_need(maze_dead_ends(w->maze, &w->dead, &w->dead_count), "dead ends");
    maze_to_masks(w->maze, w->masks);
    maze_to_blocks(w->maze, w->blocks);
    const char *tmp = getenv("TMPDIR");
    snprintf(w->path, sizeof w->path, "%.40s/maze-null-%ld", tmp && *tmp ? tmp : "/tmp", (long)getpid());
}

static void fx_close(fx_world *w)
{
    maze_free(w->maze, w->dead);
    maze_free(w->maze, w->out_cells);
    maze_doc_clear(&w->doc);
    maze_doc_clear(&w->out_doc);
    maze_row_writer_destroy(w->writer);
    maze_row_writer_destroy(w->writer_done);
    maze_row_writer_destroy(w->out_writer);
    maze_scen_destroy(w->scen);
    maze_scen_destroy(w->out_scen);
    maze_prepared_destroy(w->out_prepared);
    maze_prepared_destroy(w->prepared);
    maze_search_destroy(w->out_search);
    maze_search_destroy(w->search);
    maze_search_destroy(w->search8);
    maze_graph_destroy(w->out_graph);
    maze_graph_destroy(w->graph);
    maze_graph_destroy(w->graph8);
    maze_map_destroy(w->out_map);
    maze_map_destroy(w->map);
    maze_map_destroy(w->block_map);
    maze_destroy(w->out_maze);
    maze_destroy(w->blank);
    maze_destroy(w->maze);
    unlink(w->path);
}

#endif
