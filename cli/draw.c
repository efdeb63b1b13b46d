/* draw.c - the command line's side of pictures: drawing options (--cell,
 * --wall, --margin, --show, --color), the choice of png/svg from -f or the
 * output name, the expanded-cells record, and the checked, atomic save. */
#include "cli.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char cli_draw_help[] =
    "  --cell N           cell size in pixels, wall included (1..1024; default 10)\n"
    "  --wall N           wall thickness in pixels (1..cell-1; default 2)\n"
    "  --margin N         blank border in pixels (0..4096; default 10)\n"
    "  --show LIST        layers: path,markers,expanded,heat,outline, all or none\n"
    "                     (default path,markers; expanded needs a solver)\n"
    "  --color ROLE=C     colour of background, wall, path, start, goal, expanded,\n"
    "                     outline, heat-near or heat-far: a name or #rrggbb\n";

static const struct {
    const char *name;
    unsigned bit;
} layer_names[] = {
    {"path", MAZE_LAYER_PATH}, {"markers", MAZE_LAYER_MARKERS}, {"expanded", MAZE_LAYER_EXPANDED},
    {"heat", MAZE_LAYER_HEAT}, {"outline", MAZE_LAYER_OUTLINE},
};

void cli_draw_init(cli_draw *d)
{
    memset(d, 0, sizeof *d);
    maze_draw_opts_init(&d->o);
}

static int parse_layers(const char *s, unsigned *out)
{
    if (strcmp(s, "none") == 0) return *out = 0, 0;
    if (strcmp(s, "all") == 0) return *out = 31, 0;
    unsigned v = 0;
    while (*s) {
        size_t n = strcspn(s, ","), k;
        for (k = 0; k < sizeof layer_names / sizeof layer_names[0]; k++)
            if (strlen(layer_names[k].name) == n && strncmp(layer_names[k].name, s, n) == 0) break;
        if (k == sizeof layer_names / sizeof layer_names[0]) return -1;
        v |= layer_names[k].bit;
        s += n;
        if (*s == ',' && *++s == 0) return -1;
    }
    *out = v;
    return 0;
}

static uint32_t *color_slot(maze_draw_opts *o, const char *role, size_t n)
{
    static const char *const roles[] = {"background", "wall", "path", "start", "goal",
                                        "expanded", "outline", "heat-near", "heat-far"};
    uint32_t *slots[] = {&o->background, &o->wall_color, &o->path_color, &o->start_color, &o->goal_color,
                         &o->expanded_color, &o->outline_color, &o->heat_near, &o->heat_far};
    for (size_t k = 0; k < sizeof roles / sizeof roles[0]; k++)
        if (strlen(roles[k]) == n && strncmp(roles[k], role, n) == 0) return slots[k];
    return NULL;
}

static int parse_color(maze_draw_opts *o, const char *v)
{
    const char *eq = strchr(v, '=');
    uint32_t *slot = eq ? color_slot(o, v, (size_t)(eq - v)) : NULL;
    if (!slot) return cli_error(EXIT_USAGE, "--color: '%s' is not ROLE=COLOUR with ROLE one of background, wall, "
                                            "path, start, goal, expanded, outline, heat-near, heat-far", v);
    if (maze_color_parse(eq + 1, slot))
        return cli_error(EXIT_USAGE, "--color: unknown colour '%s' (a name like red or navy, or #rrggbb)", eq + 1);
    return 0;
}

static int parse_int_opt(const char *opt, const char *v, long long lo, long long hi, int32_t *out)
{
    long long n;
    if (cli_parse_i64(v, lo, hi, &n)) return cli_error(EXIT_USAGE, "%s: '%s' is not a number in %lld..%lld", opt, v, lo, hi);
    *out = (int32_t)n;
    return 0;
}

int cli_draw_option(cli_draw *d, int argc, char **argv, int *i)
{
    const char *opt = argv[*i];
    static const char *const known[] = {"--cell", "--wall", "--margin", "--show", "--color"};
    size_t k;
    for (k = 0; k < sizeof known / sizeof known[0]; k++)
        if (strcmp(opt, known[k]) == 0) break;
    if (k == sizeof known / sizeof known[0]) return -1;
    if (*i + 1 >= argc) return cli_error(EXIT_USAGE, "%s needs a value", opt);
    const char *v = argv[++*i];
    switch (k) {
    case 0: return parse_int_opt(opt, v, 1, 1024, &d->o.cell);
    case 1: return parse_int_opt(opt, v, 1, 1023, &d->o.wall);
    case 2: return parse_int_opt(opt, v, 0, 4096, &d->o.margin);
    case 3:
        if (parse_layers(v, &d->o.layers))
            return cli_error(EXIT_USAGE, "--show: '%s' is not a list of path, markers, expanded, heat, outline "
                                         "(or all, none)", v);
        return 0;
    default: return parse_color(&d->o, v);
    }
}

static int ends_with(const char *path, const char *ext)
{
    size_t n = strlen(path), e = strlen(ext);
    if (n <= e) return 0;
    for (size_t k = 0; k < e; k++)
        if (tolower((unsigned char)path[n - e + k]) != ext[k]) return 0;
    return 1;
}

const char *cli_draw_format(const char *format, const char *path)
{
    if (format) return strcmp(format, "png") == 0 ? "png" : strcmp(format, "svg") == 0 ? "svg" : NULL;
    if (path && ends_with(path, ".png")) return "png";
    if (path && ends_with(path, ".svg")) return "svg";
    return NULL;
}

int cli_draw_want_visits(cli_draw *d, int32_t width, int32_t height, maze_step_fn *step, void **ud)
{
    if (!(d->o.layers & MAZE_LAYER_EXPANDED)) return 0;
    free(d->marks.cells);
    d->marks = (maze_visit_marks){width, height, calloc((size_t)width * (size_t)height, 1), 0};
    if (!d->marks.cells) return cli_error(EXIT_TOOBIG, "out of memory for the expanded-cells layer");
    d->o.expanded = d->marks.cells;
    *step = maze_mark_visits;
    *ud = &d->marks;
    return 0;
}

void cli_draw_free(cli_draw *d)
{
    free(d->marks.cells);
    d->marks.cells = NULL;
    d->o.expanded = NULL;
}

typedef struct save_job {
    cli_draw *d;
    const maze *m;
    const maze_map *map;
    const maze_overlay *ov;
} save_job;

static int produce(void *ud, maze_write_fn write, void *ctx)
{
    save_job *j = ud;
    return j->m ? maze_draw(j->m, j->d->format, &j->d->o, j->ov, write, ctx)
                : maze_map_draw(j->map, j->d->format, &j->d->o, j->ov, write, ctx);
}

/* Checks the options and the image size before any file exists. */
static int check_size(const cli_draw *d, const maze *m, const maze_map *map)
{
    int32_t w = m ? maze_width(m) : maze_map_width(map), h = m ? maze_height(m) : maze_map_height(map);
    int64_t pw, ph;
    int st = maze_draw_size(w, h, m == NULL, &d->o, &pw, &ph);
    if (st == MAZE_EINVAL)
        return cli_error(EXIT_USAGE, "bad drawing options: the wall (%d) must be thinner than the cell (%d)",
                         (int)d->o.wall, (int)d->o.cell);
    if (st == MAZE_ETOOBIG)
        return cli_error(EXIT_TOOBIG, "image too large: %d x %d cells at %d pixels a cell exceed %lld pixels a side",
                         (int)w, (int)h, (int)d->o.cell, (long long)MAZE_DRAW_MAX_SIDE);
    return st ? cli_fail("drawing", st) : 0;
}

int cli_draw_save(cli_draw *d, const char *path, const maze *m, const maze_map *map, const maze_overlay *ov)
{
    if (!d->format) return cli_error(EXIT_USAGE, "no image format (use -f png or -f svg)");
    int rc = check_size(d, m, map);
    if (rc) return rc;
    save_job j = {d, m, map, ov};
    int st;
    if (!path || strcmp(path, "-") == 0) {
        if (strcmp(d->format, "png") == 0 && isatty(STDOUT_FILENO))
            return cli_error(EXIT_USAGE, "not writing a PNG to a terminal (use -o FILE)");
        st = produce(&j, cli_write_stdio, stdout);
        if (!st && fflush(stdout)) st = MAZE_EIO;
        path = "standard output";
    } else {
        st = maze_write_file_atomic(path, produce, &j);
    }
    if (st == MAZE_ETOOBIG || st == MAZE_ENOMEM)
        return cli_error(EXIT_TOOBIG, "%s: image too large for memory (%s)", path, maze_strerror(st));
    return st ? cli_fail(path, st) : 0;
}
