/* draw.c - the command line's side of pictures: drawing options (--cell,
 * --wall, --margin, --show, --color), the choice of png/svg from -f or the
 * output name, the expanded-cells record, and the checked, atomic save. */
#include "cli.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The one table of drawing options (its lines live in cli.h, shared with the
 * table-driven subcommands). */
static const cli_opt draw_opts[] = {
    CLI_DRAW_OPTS,
    CLI_OPT_END,
};

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

static int parse_layers(const char *s, unsigned *out, int *named_expanded)
{
    *named_expanded = 0;
    if (!*s) return -1; /* an empty list names no layer: "none" says that */
    if (strcmp(s, "none") == 0) return *out = 0, 0;
    if (strcmp(s, "all") == 0) return *out = 31, 0;
    unsigned v = 0;
    while (*s) {
        size_t n = strcspn(s, ","), k;
        for (k = 0; k < sizeof layer_names / sizeof layer_names[0]; k++)
            if (strlen(layer_names[k].name) == n && strncmp(layer_names[k].name, s, n) == 0) break;
        if (k == sizeof layer_names / sizeof layer_names[0]) return -1;
        v |= layer_names[k].bit;
        *named_expanded |= layer_names[k].bit == MAZE_LAYER_EXPANDED;
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

static int parse_color(const cli_args *a, maze_draw_opts *o, const char *v)
{
    const char *eq = strchr(v, '=');
    uint32_t *slot = eq ? color_slot(o, v, (size_t)(eq - v)) : NULL;
    if (!slot) return cli_error(EXIT_USAGE, "%s: --color: '%s' is not ROLE=COLOUR with ROLE one of background, "
                                            "wall, path, start, goal, expanded, outline, heat-near, heat-far", a->cmd, v);
    if (maze_color_parse(eq + 1, slot))
        return cli_error(EXIT_USAGE, "%s: --color: unknown colour '%s' (a name like red or navy, or #rrggbb)", a->cmd,
                         eq + 1);
    return 0;
}

static int parse_int_opt(const cli_args *a, const char *opt, const char *v, long long lo, long long hi, int32_t *out)
{
    long long n;
    if (cli_parse_i64(v, lo, hi, &n))
        return cli_error(EXIT_USAGE, "%s: %s: '%s' is not a number in %lld..%lld", a->cmd, opt, v, lo, hi);
    a->draw->set = 1;
    *out = (int32_t)n;
    return 0;
}

int cli_draw_opt_cell(cli_args *a, const char *v) { return parse_int_opt(a, "--cell", v, 1, 1024, &a->draw->o.cell); }
int cli_draw_opt_wall(cli_args *a, const char *v) { return parse_int_opt(a, "--wall", v, 1, 1023, &a->draw->o.wall); }

int cli_draw_opt_margin(cli_args *a, const char *v)
{
    return parse_int_opt(a, "--margin", v, 0, 4096, &a->draw->o.margin);
}

int cli_draw_opt_show(cli_args *a, const char *v)
{
    if (parse_layers(v, &a->draw->o.layers, &a->draw->expanded_named))
        return cli_error(EXIT_USAGE, "%s: --show: '%s' is not a list of path, markers, expanded, heat, outline "
                                     "(or all, none)", a->cmd, v);
    a->draw->set = a->draw->show_set = 1;
    return 0;
}

int cli_draw_opt_color(cli_args *a, const char *v)
{
    a->draw->set = 1;
    return parse_color(a, &a->draw->o, v);
}

int cli_draw_option(cli_draw *d, int argc, char **argv, int *i)
{
    const char *opt = argv[*i];
    const cli_opt *o = draw_opts;
    while (o->long_name && !(opt[0] == '-' && opt[1] == '-' && strcmp(opt + 2, o->long_name) == 0)) o++;
    if (!o->long_name) return -1;
    if (*i + 1 >= argc) return cli_error(EXIT_USAGE, "animate: %s needs a value", opt);
    cli_args a = {0};
    a.cmd = "animate";
    a.draw = d;
    return o->func(&a, argv[++*i]);
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

int cli_draw_check(const cli_args *a, const char *fmt, int solver)
{
    const cli_draw *d = a->draw;
    if (!d || !d->set) return 0;
    if (!fmt || !cli_draw_format(fmt, NULL))
        return cli_error(EXIT_USAGE, "%s: --cell, --wall, --margin, --show and --color apply to png and svg output, "
                                     "not %s (use -f png, -f svg or -o FILE.png)", a->cmd, fmt ? fmt : "text");
    if (d->expanded_named && !solver)
        return cli_error(EXIT_USAGE, "%s: --show expanded needs a solver's visits (maze solve)", a->cmd);
    return 0;
}

int cli_draw_can_stream(const cli_draw *d)
{
    return !d || !(d->o.layers & (MAZE_LAYER_HEAT | MAZE_LAYER_EXPANDED));
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
    const cli_picture *p;
    const maze_draw_opts *o;
} save_job;

static int produce(void *ud, maze_write_fn write, void *ctx)
{
    const save_job *j = ud;
    return j->p->maze ? maze_draw(j->p->maze, j->p->format, j->o, j->p->overlay, write, ctx)
                      : maze_map_draw(j->p->map, j->p->format, j->o, j->p->overlay, write, ctx);
}

int cli_draw_check_size(const cli_args *a, const maze_draw_opts *o, int32_t w, int64_t h, int is_map)
{
    int64_t pw, ph;
    int st = maze_draw_size(w, h > INT32_MAX ? INT32_MAX : (int32_t)h, is_map, o, &pw, &ph);
    if (st == MAZE_EINVAL)
        return cli_error(EXIT_USAGE, "%s: bad drawing options: the wall (%d) must be thinner than the cell (%d)",
                         a->cmd, (int)o->wall, (int)o->cell);
    if (st == MAZE_ETOOBIG)
        return cli_error(EXIT_TOOBIG, "%s: image too large: %d x %lld cells at %d pixels a cell exceed %lld pixels "
                         "a side", a->cmd, (int)w, (long long)h, (int)o->cell, (long long)MAZE_DRAW_MAX_SIDE);
    return st ? cli_fail(a->cmd, st) : 0;
}

int cli_draw_save(const cli_args *a, const cli_picture *p)
{
    maze_draw_opts def;
    maze_draw_opts_init(&def);
    save_job j = {p, a->draw ? &a->draw->o : &def};
    int rc = p->maze ? cli_draw_check_size(a, j.o, maze_width(p->maze), maze_height(p->maze), 0)
                     : cli_draw_check_size(a, j.o, maze_map_width(p->map), maze_map_height(p->map), 1);
    if (rc) return rc;
    const char *path = a->output;
    int st;
    if (!path || strcmp(path, "-") == 0) {
        if ((rc = cli_check_terminal(a, p->format, path))) return rc;
        errno = 0;
        st = produce(&j, cli_write_stdio, stdout);
        if (!st && fflush(stdout)) st = MAZE_EIO;
        path = "<stdout>";
    } else {
        st = cli_write_file(path, produce, &j);
    }
    if (st == MAZE_ETOOBIG || st == MAZE_ENOMEM)
        return cli_error(EXIT_TOOBIG, "%s: %s: image too large for memory (%s)", a->cmd, path, maze_strerror(st));
    return st ? cli_write_failed(a->cmd, path, st) : 0;
}
