/* field.c - `maze solve --distances`: the Dijkstra map of the --source cells
 * (maze_search_distances_multi) and, with --flow, each cell's next step
 * (maze_flow_field), written whole as CSV, JSON or a binary PGM; a maze of
 * another topology than rect by cell number (docs/formats.md). */
#include "cli.h"
#include "field.h"
#include "io.h"

#include <errno.h>
#include <stdarg.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const cli_choice cli_field_words[] = {{"csv", CLI_FIELD_CSV}, {"json", CLI_FIELD_JSON}, {"pgm", CLI_FIELD_PGM}, {NULL, 0}};

int cli_field_opt_source(const char *cmd, void *field, const char *value)
{
    cli_sources *s = field;
    cli_xy xy = {1, 0, 0};
    int st = cli_parse_xy(value, &xy.x, &xy.y);
    if (st) return cli_error(EXIT_USAGE, "%s: --source takes X,Y: '%s' %s", cmd, value, cli_parse_why(st));
    if (s->n == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 16;
        cli_xy *p = realloc(s->xy, cap * sizeof *p);
        if (!p) return cli_error(EXIT_TOOBIG, "%s: out of memory", cmd);
        s->xy = p, s->cap = cap;
    }
    s->xy[s->n++] = xy;
    return 0;
}

void cli_sources_free(cli_sources *s)
{
    free(s->xy);
    memset(s, 0, sizeof *s);
}

/* What the writer reads. */
typedef struct field_job {
    int how, flow;
    int32_t w, h;
    const double *d;
    const uint32_t *next;    /* --flow, else NULL */
    const uint32_t *src;
    size_t nsrc;
    const char *topology;    /* a maze of another topology than rect: cells by number; else NULL */
} field_job;

/* The name of the step from cell c to cell t: N, NE, ..., "*" at a goal
 * (t == c), "" where there is none; a cell graph's sides have no compass. */
static const char *step_name(const field_job *j, uint32_t c, uint32_t t)
{
    static const char *const names[3][3] = {{"NW", "N", "NE"}, {"W", "*", "E"}, {"SW", "S", "SE"}};
    if (t == MAZE_FLOW_NONE) return "";
    int dx = (int)(t % (uint32_t)j->w) - (int)(c % (uint32_t)j->w);
    int dy = (int)(t / (uint32_t)j->w) - (int)(c / (uint32_t)j->w);
    return names[dy + 1][dx + 1];
}

/* Writes printf-formatted text through write; 0 or MAZE_EIO. */
static int put(maze_write_fn write, void *ctx, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int put(maze_write_fn write, void *ctx, const char *fmt, ...)
{
    char buf[64];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return n < 0 || write(ctx, buf, (size_t)n) ? MAZE_EIO : MAZE_OK;
}

static int produce_csv(const field_job *j, maze_write_fn write, void *ctx)
{
    int st = 0;
    for (int32_t y = 0; y < j->h && !st; y++) {
        for (int32_t x = 0; x < j->w && !st; x++) {
            size_t i = (size_t)y * (size_t)j->w + (size_t)x;
            if (x) st = put(write, ctx, ",");
            if (st) break;
            if (j->next) st = put(write, ctx, "%s", step_name(j, (uint32_t)i, j->next[i]));
            else if (!isinf(j->d[i])) st = put(write, ctx, "%.10g", j->d[i]);
        }
        if (!st) st = put(write, ctx, "\n");
    }
    return st;
}

static int produce_json(const field_job *j, maze_write_fn write, void *ctx)
{
    int st = put(write, ctx, "{\"width\":%d,\"height\":%d,\"way\":\"%s\",\"sources\":[", j->w, j->h,
                 j->flow ? "to" : "from");
    for (size_t k = 0; k < j->nsrc && !st; k++)
        st = put(write, ctx, "%s[%u,%u]", k ? "," : "", j->src[k] % (uint32_t)j->w, j->src[k] / (uint32_t)j->w);
    if (!st) st = put(write, ctx, "],\"distances\":[");
    for (int pass = 0; pass < (j->next ? 2 : 1) && !st; pass++) {
        if (pass) st = put(write, ctx, "],\"flow\":[");
        for (int32_t y = 0; y < j->h && !st; y++) {
            st = put(write, ctx, "%s[", y ? "," : "");
            for (int32_t x = 0; x < j->w && !st; x++) {
                size_t i = (size_t)y * (size_t)j->w + (size_t)x;
                const char *sep = x ? "," : "";
                if (pass) st = j->next[i] == MAZE_FLOW_NONE ? put(write, ctx, "%snull", sep)
                                                            : put(write, ctx, "%s\"%s\"", sep, step_name(j, (uint32_t)i, j->next[i]));
                else st = isinf(j->d[i]) ? put(write, ctx, "%snull", sep) : put(write, ctx, "%s%.10g", sep, j->d[i]);
            }
            if (!st) st = put(write, ctx, "]");
        }
    }
    return st ? st : put(write, ctx, "]}\n");
}

/* A binary PGM: 0 (black) at a source up to 254 at the farthest cell reached,
 * 255 (white) where no source reaches. */
static int produce_pgm(const field_job *j, maze_write_fn write, void *ctx)
{
    double far = 0;
    size_t n = (size_t)j->w * (size_t)j->h;
    for (size_t i = 0; i < n; i++)
        if (!isinf(j->d[i]) && j->d[i] > far) far = j->d[i];
    int st = put(write, ctx, "P5\n%d %d\n255\n", j->w, j->h);
    uint8_t *row = malloc((size_t)j->w);
    if (!row) return MAZE_ENOMEM;
    for (int32_t y = 0; y < j->h && !st; y++) {
        for (int32_t x = 0; x < j->w; x++) {
            double d = j->d[(size_t)y * (size_t)j->w + (size_t)x];
            row[x] = isinf(d) ? 255 : far > 0 ? (uint8_t)lround(254 * d / far) : 0;
        }
        if (write(ctx, row, (size_t)j->w)) st = MAZE_EIO;
    }
    free(row);
    return st;
}

/* Off rect, a line a cell: its number, then its distance or (--flow) the
 * number of the cell to step to, "*" at a source; empty where none. */
static int produce_cells_csv(const field_job *j, maze_write_fn write, void *ctx)
{
    int st = 0;
    for (uint32_t c = 0; c < (uint32_t)j->w && !st; c++) {
        if (j->next && j->next[c] == c) st = put(write, ctx, "%u,*\n", c);
        else if (j->next) st = j->next[c] == MAZE_FLOW_NONE ? put(write, ctx, "%u,\n", c) : put(write, ctx, "%u,%u\n", c, j->next[c]);
        else st = isinf(j->d[c]) ? put(write, ctx, "%u,\n", c) : put(write, ctx, "%u,%.10g\n", c, j->d[c]);
    }
    return st;
}

/* Off rect, one array a field indexed by cell number: the distances (null
 * where none reaches) and with --flow the next cell's number (a source its
 * own; null where none). */
static int produce_cells_json(const field_job *j, maze_write_fn write, void *ctx)
{
    int st = put(write, ctx, "{\"topology\":\"%s\",\"cells\":%d,\"way\":\"%s\",\"sources\":[", j->topology, j->w,
                 j->flow ? "to" : "from");
    for (size_t k = 0; k < j->nsrc && !st; k++) st = put(write, ctx, "%s%u", k ? "," : "", j->src[k]);
    if (!st) st = put(write, ctx, "],\"distances\":[");
    for (int pass = 0; pass < (j->next ? 2 : 1) && !st; pass++) {
        if (pass) st = put(write, ctx, "],\"flow\":[");
        for (uint32_t c = 0; c < (uint32_t)j->w && !st; c++) {
            const char *sep = c ? (c % 16 ? "," : ",\n") : "";
            if (pass) st = j->next[c] == MAZE_FLOW_NONE ? put(write, ctx, "%snull", sep) : put(write, ctx, "%s%u", sep, j->next[c]);
            else st = isinf(j->d[c]) ? put(write, ctx, "%snull", sep) : put(write, ctx, "%s%.10g", sep, j->d[c]);
        }
    }
    return st ? st : put(write, ctx, "]}\n");
}

static int produce(void *ud, maze_write_fn write, void *ctx)
{
    const field_job *j = ud;
    if (j->topology) return j->how == CLI_FIELD_CSV ? produce_cells_csv(j, write, ctx) : produce_cells_json(j, write, ctx);
    return j->how == CLI_FIELD_CSV ? produce_csv(j, write, ctx)
           : j->how == CLI_FIELD_JSON ? produce_json(j, write, ctx)
                                      : produce_pgm(j, write, ctx);
}

/* The sources as cell indices, each checked: 0, or EXIT_USAGE after a message. */
static int source_cells(const cli_core *c, const cli_sources *src, const cli_solve *s, uint32_t *cells)
{
    int32_t w = maze_graph_width(s->graph), h = maze_graph_height(s->graph);
    for (size_t k = 0; k < src->n; k++) {
        int32_t x = src->xy[k].x, y = src->xy[k].y;
        if (s->doc.maze && !cli_maze_rect(s->doc.maze) && (x >= w || y != 0))
            return cli_error(EXIT_USAGE, "%s: --source %d,%d is not a cell of the %s maze (cells C,0 for C from 0 to %d)",
                             c->cmd, x, y, maze_topology_of(s->doc.maze)->name, w - 1);
        if (x >= w || y >= h)
            return cli_error(EXIT_USAGE, "%s: --source %d,%d is outside the %d x %d %s", c->cmd, x, y, w, h,
                             s->doc.maze ? "maze" : "map");
        if (!maze_graph_passable(s->graph, x, y))
            return cli_error(EXIT_USAGE, "%s: --source %d,%d is a blocked cell", c->cmd, x, y);
        cells[k] = (uint32_t)y * (uint32_t)w + (uint32_t)x;
    }
    if (!src->n) cells[0] = (uint32_t)s->sy * (uint32_t)w + (uint32_t)s->sx;
    return 0;
}

/* Writes the field to -o (atomically) or stdout: 0 or an exit status. */
static int emit(const cli_core *c, field_job *j)
{
    errno = 0;
    if (c->output && !cli_is_stdout(c->output)) {
        int st = cli_write_file(c->output, produce, j);
        return st ? cli_write_failed(c->cmd, c->output, st) : 0;
    }
    int st = produce(j, cli_write_stdio, stdout);
    if (!st && fflush(stdout) != 0) st = MAZE_EIO;
    return st ? cli_write_failed(c->cmd, "<stdout>", st) : 0;
}

int cli_field_run(const cli_core *c, const cli_sources *src, int how, int flow, cli_solve *s)
{
    const char *topology = s->doc.maze && !cli_maze_rect(s->doc.maze) ? maze_topology_of(s->doc.maze)->name : NULL;
    if (how == CLI_FIELD_PGM && topology)
        return cli_error(EXIT_USAGE, "%s: --distances pgm is a grid of rows, which a %s maze is not: write csv or json "
                         "(by cell number), or draw the heat picture (--show heat -o FILE.png or .svg)", c->cmd, topology);
    if (how == CLI_FIELD_PGM && flow) return cli_error(EXIT_USAGE, "%s: --flow is written as csv or json, not pgm", c->cmd);
    if (how == CLI_FIELD_PGM && cli_is_stdout(c->output) && isatty(STDOUT_FILENO))
        return cli_error(EXIT_USAGE, "%s: not writing pgm to a terminal (use -o FILE or a pipe)", c->cmd);
    int32_t w = maze_graph_width(s->graph), h = maze_graph_height(s->graph);
    size_t n = (size_t)w * (size_t)h, nsrc = src->n ? src->n : 1;
    double *d = calloc(n, sizeof *d);
    uint32_t *next = flow ? calloc(n, sizeof *next) : NULL, *cells = calloc(nsrc, sizeof *cells);
    int rc;
    if (!d || !cells || (flow && !next)) {
        rc = cli_error(EXIT_TOOBIG, "%s: out of memory", c->cmd);
    } else if ((rc = source_cells(c, src, s, cells)) == 0) {
        int st = maze_search_distances_multi(s->search, cells, nsrc, flow ? MAZE_DIST_TO : MAZE_DIST_FROM, d);
        if (!st && flow) st = maze_flow_field(s->graph, d, next);
        if (st) {
            rc = cli_fail(c->cmd, st);
        } else {
            field_job j = {how, flow, w, h, d, next, cells, nsrc, topology};
            rc = emit(c, &j);
        }
    }
    free(d);
    free(next);
    free(cells);
    return rc;
}
