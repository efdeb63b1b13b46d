/* io.c - what the subcommands share for files: loading a maze or map
 * (format detected or given by -i), choosing the output format, and writing
 * a picture to stdout or, atomically, to the -o file. */
#include "cli.h"
#include "core.h"
#include "io.h"
#include "ends.h"
#include "draw.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

int cli_load_movingai(const char *path, uint64_t max_cells, maze_map **map)
{
    char *data;
    size_t len;
    int rc = cli_read_file(path, &data, &len);
    if (rc) return rc;
    maze_read_opts ro = {NULL, max_cells};
    maze_error_info err = {0, ""};
    int st = maze_map_read_movingai(map, data, len, &ro, NULL, &err);
    free(data);
    if (st && err.message[0])
        return cli_error_msg(cli_exit_for(st) == EXIT_TOOBIG ? EXIT_TOOBIG : EXIT_INPUT, err.message, "%s:%ld", path,
                             err.line);
    return st ? cli_fail(path, st) : 0;
}

int cli_load(const cli_core *c, const char *path, maze_doc *doc)
{
    char *data;
    size_t len;
    int st = cli_read_file(path, &data, &len);
    if (st) return st;
    maze_read_opts o;
    maze_read_opts_init(&o);
    o.format = c->input_format;
    o.max_cells = c->max_cells;
    maze_error_info err;
    st = maze_read(doc, data, len, &o, NULL, &err);
    free(data);
    if (st == MAZE_OK) return 0;
    const char *name = strcmp(path, "-") == 0 ? "<stdin>" : path;
    if (st == MAZE_ENOTFOUND || st == MAZE_EUNSUPPORTED)
        return cli_error(EXIT_USAGE, "%s: -i %s: %s (see 'maze list')", c->cmd, c->input_format,
                         st == MAZE_ENOTFOUND ? "unknown format" : "a format that cannot be read");
    int code = st == MAZE_ETOOBIG || st == MAZE_ENOMEM ? EXIT_TOOBIG : EXIT_INPUT;
    if (err.line > 0) return cli_error_msg(code, err.message, "%s:%ld", name, err.line);
    return cli_error_msg(code, err.message, "%s", name);
}

int cli_maze_rect(const maze *m)
{
    const maze_topology *t = maze_topology_of(m);
    return !t || strcmp(t->name, "rect") == 0;
}

const char *cli_path_ext(const char *path)
{
    if (!path) return NULL;
    const char *slash = strrchr(path, '/'), *base = slash ? slash + 1 : path;
    const char *dot = strrchr(base, '.');
    return dot && dot != base && dot[1] ? dot + 1 : NULL; /* ".hidden" and "name." have none */
}

/* The format an -o name's extension names: the table's extension for it or
 * its name, in any case; NULL when it names none. */
static const maze_format_info *format_of_ext(const char *path, const char *ext)
{
    const maze_format_info *f = maze_format_for_path(path);
    for (size_t i = 0; !f && maze_format_at(i); i++)
        if (strcasecmp(maze_format_at(i)->name, ext) == 0) f = maze_format_at(i);
    return f;
}

/* "'.pdf' names no format; ..." with every extension that draws what is
 * asked, taken from the table so that a new format is listed by itself. */
static void unknown_ext(const cli_core *c, const char *ext, unsigned need)
{
    char list[512];
    size_t n = 0;
    list[0] = 0;
    for (size_t i = 0; maze_format_at(i); i++) {
        const maze_format_info *f = maze_format_at(i);
        if (!(f->flags & need) || n >= sizeof list) continue;
        n += (size_t)snprintf(list + n, sizeof list - n, "%s.%s", n ? " " : "", f->name);
        if (f->extension && strcmp(f->extension, f->name) != 0 && n < sizeof list)
            n += (size_t)snprintf(list + n, sizeof list - n, " .%s", f->extension);
    }
    cli_error(EXIT_USAGE, "%s: %s: '.%s' names no format (%s); give -f FORMAT to write one anyway", c->cmd,
              c->output, ext, list);
}

const char *cli_out_format(const cli_core *c, const char *fallback, unsigned need)
{
    const maze_format_info *f = NULL;
    const char *ext = c->output && !cli_is_stdout(c->output) ? cli_path_ext(c->output) : NULL;
    if (c->format) {
        f = maze_format_find(c->format);
        if (!f) {
            cli_error(EXIT_USAGE, "%s: unknown format '%s' (see 'maze list')", c->cmd, c->format);
            return NULL;
        }
    } else if (ext) {
        f = format_of_ext(c->output, ext);
        if (!f) {
            unknown_ext(c, ext, need);
            return NULL;
        }
    }
    if (!f) f = maze_format_find(fallback);
    if (!f || !(f->flags & need)) {
        cli_error(EXIT_USAGE, "%s: format '%s' cannot draw a %s", c->cmd, f ? f->name : fallback,
                  need == MAZE_FMT_WRITE_MAP ? "block map" : "wall maze");
        return NULL;
    }
    return cli_gaps_check(c, f->name, need == MAZE_FMT_WRITE_MAP) ? NULL : f->name;
}

int cli_gaps_check(const cli_core *c, const char *format, int is_map)
{
    static const char *const drawn[] = {"text", "unicode", "png", "svg"};
    if (!c->gaps) return 0;
    if (is_map)
        return cli_error(EXIT_USAGE, "%s: --gaps opens the outer wall of a wall maze; a block map has none", c->cmd);
    for (size_t i = 0; i < sizeof drawn / sizeof drawn[0]; i++)
        if (strcmp(format, drawn[i]) == 0) return 0;
    return cli_error(EXIT_USAGE, "%s: --gaps draws openings in text, unicode, png and svg pictures, not in %s", c->cmd,
                     format);
}

int cli_is_stdout(const char *path)
{
    return !path || strcmp(path, "-") == 0;
}

int cli_check_terminal(const cli_core *c, const char *format, const char *path)
{
    const maze_format_info *f = maze_format_find(format);
    if (!cli_is_stdout(path) || !f || !(f->flags & MAZE_FMT_BINARY) || !isatty(STDOUT_FILENO)) return 0;
    return cli_error(EXIT_USAGE, "%s: not writing %s to a terminal (use -o FILE or a pipe)", c->cmd, f->name);
}

typedef struct emit_job {
    const cli_picture *p;
    int gaps;
} emit_job;

static int produce(void *ud, maze_write_fn write, void *ctx)
{
    const emit_job *j = ud;
    const cli_picture *p = j->p;
    if (cli_weave_text_of(p->maze, p->format)) return cli_weave_text(p->maze, p->format, p->overlay, write, ctx);
    if (p->maze && j->gaps) return maze_write_gaps(p->maze, p->format, p->overlay, write, ctx);
    if (p->maze) return maze_write(p->maze, p->format, p->overlay, write, ctx);
    return maze_map_write(p->map, p->format, p->overlay, write, ctx);
}

/* --gaps on a maze drawn without ends (generate): the default ends. */
static void default_gap_ends(const maze *m, maze_overlay *ov)
{
    int32_t xy[4];
    cli_gap_ends(m, xy);
    memset(ov, 0, sizeof *ov);
    ov->has_start = ov->has_goal = 1;
    ov->sx = xy[0], ov->sy = xy[1], ov->gx = xy[2], ov->gy = xy[3];
}

/* png and svg with --gaps: the gaps layer on; ends made up for the gaps
 * alone are not drawn as markers either. */
static int draw_gaps(const cli_core *c, const cli_picture *p, int made_up)
{
    cli_core with = *c;
    with.draw.o.layers |= MAZE_LAYER_GAPS;
    if (made_up) with.draw.o.layers &= ~(unsigned)MAZE_LAYER_MARKERS;
    return cli_draw_save(&with, p);
}

int cli_emit(const cli_core *c, const cli_picture *p)
{
    int rc = cli_check_terminal(c, p->format, c->output);
    if (rc) return rc;
    maze_overlay ends;
    cli_picture with_ends = *p;
    int made_up = c->gaps && p->maze && (!p->overlay || (!p->overlay->has_start && !p->overlay->has_goal));
    if (made_up) {
        default_gap_ends(p->maze, &ends);
        with_ends.overlay = &ends;
        p = &with_ends;
    }
    if (c->draws && cli_draw_format(p->format, NULL)) /* with the drawing options */
        return c->gaps && p->maze ? draw_gaps(c, p, made_up) : cli_draw_save(c, p);
    emit_job j = {p, c->gaps};
    if (c->output && strcmp(c->output, "-") != 0) {
        errno = 0;
        int st = cli_write_file(c->output, produce, &j);
        return st ? cli_write_failed(c->cmd, c->output, st) : 0;
    }
    errno = 0;
    int st = produce(&j, cli_write_stdio, stdout);
    if (!st && fflush(stdout) != 0) st = MAZE_EIO;
    return st ? cli_write_failed(c->cmd, "<stdout>", st) : 0;
}

int cli_write_failed(const char *cmd, const char *path, int status)
{
    int cause = errno;
    if (status == MAZE_EIO)
        return cli_error(EXIT_INPUT, "%s: %s: %s%s%s", cmd, path, strcmp(path, "<stdout>") ? "cannot write the file"
                         : "write error", cause ? ": " : "", cause ? strerror(cause) : "");
    if (status == MAZE_ENOMEM) return cli_error(EXIT_TOOBIG, "%s: %s: out of memory", cmd, path);
    return cli_error(cli_exit_for(status), "%s: %s: %s", cmd, path, maze_strerror(status));
}

/* The first (last, if `last`) cell of a w x h grid in reading order for
 * which open(ctx, x, y) is non-zero; 0,0 when there is none. Returns 1 when
 * there is one. */
static int end_cell(int32_t w, int32_t h, int last, int (*open)(const void *ctx, int32_t x, int32_t y),
                     const void *ctx, int32_t *x, int32_t *y)
{
    int64_t n = (int64_t)w * h;
    for (int64_t k = 0; k < n; k++) {
        int64_t i = last ? n - 1 - k : k;
        if (open(ctx, (int32_t)(i % w), (int32_t)(i / w))) {
            *x = (int32_t)(i % w), *y = (int32_t)(i / w);
            return 1;
        }
    }
    *x = *y = 0;
    return 0;
}

static int cell_enabled(const void *m, int32_t x, int32_t y)
{
    return maze_cell_enabled(m, x, y);
}

/* A maze of another topology than rect: cell x of the row (x, 0). */
static int cell_is_enabled(const void *m, int32_t x, int32_t y)
{
    (void)y;
    return maze_cell_is_enabled(m, (uint32_t)x);
}

static int cell_open(const void *map, int32_t x, int32_t y)
{
    return maze_map_open(map, x, y);
}

/* An enabled cell x of another topology than rect with a side on the outer
 * wall (no neighbour there), where --gaps can open it. */
static int cell_on_wall(const void *m, int32_t x, int32_t y)
{
    (void)y;
    if (!maze_cell_is_enabled(m, (uint32_t)x)) return 0;
    for (unsigned s = 0, k = maze_cell_sides(m, (uint32_t)x); s < k; s++)
        if (maze_cell_neighbor(m, (uint32_t)x, s) < 0) return 1;
    return 0;
}

int cli_default_ends(const maze *m, const maze_map *map, int32_t xy[4])
{
    int32_t w = m ? maze_width(m) : maze_map_width(map), h = m ? maze_height(m) : maze_map_height(map);
    int (*open)(const void *, int32_t, int32_t) = m ? cell_enabled : cell_open;
    if (m && !cli_maze_rect(m)) { /* cells in a row, cell c the point (c, 0) as in the library */
        uint64_t n = maze_cell_total(m);
        w = n > INT32_MAX ? INT32_MAX : (int32_t)n, h = 1, open = cell_is_enabled;
    }
    const void *ctx = m ? (const void *)m : (const void *)map;
    end_cell(w, h, 1, open, ctx, &xy[2], &xy[3]);
    return end_cell(w, h, 0, open, ctx, &xy[0], &xy[1]);
}

int cli_gap_ends(const maze *m, int32_t xy[4])
{
    int found = cli_default_ends(m, NULL, xy);
    if (!found || cli_maze_rect(m)) return found;
    uint64_t n = maze_cell_total(m);
    int32_t w = n > INT32_MAX ? INT32_MAX : (int32_t)n, start, y;
    if (!end_cell(w, 1, 0, cell_on_wall, m, &start, &y)) return found;
    /* the goal: the cell on the wall farthest from the start, as a puzzle's
     * entrance and exit lie across the picture (the lowest number on ties) */
    maze_cell_geom a, b;
    maze_cell_geometry(m, (uint32_t)start, &a);
    double best = -1;
    for (int32_t c = 0; c < w; c++) {
        if (!cell_on_wall(m, c, 0) || maze_cell_geometry(m, (uint32_t)c, &b)) continue;
        double d = (b.cx - a.cx) * (b.cx - a.cx) + (b.cy - a.cy) * (b.cy - a.cy);
        if (d > best) best = d, xy[2] = c;
    }
    xy[0] = start, xy[1] = xy[3] = 0;
    return found;
}

void cli_std_fds(void)
{
    static const int wrong_way[3] = {O_WRONLY, O_RDONLY, O_RDONLY};
    for (int fd = 0; fd < 3; fd++) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        int got = open("/dev/null", wrong_way[fd]); /* the lowest free number: fd itself */
        if (got > fd) {
            dup2(got, fd);
            close(got);
        }
    }
}

int cli_close_stdout(const char *cmd, int rc)
{
    errno = 0;
    int lost = ferror(stdout) != 0, cause = 0;
    if (fflush(stdout) != 0) lost = 1, cause = errno;
    if (fclose(stdout) != 0 && !lost) lost = 1, cause = errno;
    if (!lost || (rc != EXIT_OK_ && rc != EXIT_NOPATH)) return rc; /* a failure was reported already */
    return cli_error(EXIT_INPUT, "%s%s<stdout>: write error%s%s", cmd ? cmd : "", cmd ? ": " : "", cause ? ": " : "",
                     cause ? strerror(cause) : "");
}

/* Whether doc's marks sit on cells of a block grid (odd coordinates), and
 * moves them to the cells' own coordinates. */
static int marks_to_cells(maze_doc *doc)
{
    if ((doc->has_start && !((doc->sx & 1) && (doc->sy & 1))) || (doc->has_goal && !((doc->gx & 1) && (doc->gy & 1))))
        return 0;
    doc->sx /= 2, doc->sy /= 2, doc->gx /= 2, doc->gy /= 2;
    return 1;
}

int cli_map_as_maze(const char *file, maze_doc *doc, const char **read_as)
{
    maze *m = NULL;
    int st = maze_from_map_blocks(&m, doc->map, NULL);
    if (!st && !marks_to_cells(doc)) { /* a mark off the cells: the grid is not drawn as that maze's */
        maze_destroy(m);
        m = NULL;
        st = MAZE_EFORMAT;
    }
    *read_as = "blocks";
    if (st == MAZE_EFORMAT) {
        st = maze_from_map_cells(&m, doc->map, NULL);
        *read_as = "cells";
    }
    if (st) {
        maze_doc_clear(doc);
        return cli_fail(file, st);
    }
    maze_map_destroy(doc->map);
    doc->map = NULL;
    doc->maze = m;
    return 0;
}
