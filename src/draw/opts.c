/* opts.c - the public drawing options: colour names, defaults, image size,
 * and the step callback that collects a solver's expanded cells. */
#include "draw.h"

typedef struct {
    const char *name;
    uint32_t rgb;
} named_color;

/* A short fixed list: unknown names are errors, never a guess. */
static const named_color colors[] = {
    {"black", 0x000000}, {"white", 0xffffff}, {"gray", 0x808080}, {"grey", 0x808080},
    {"silver", 0xc0c0c0}, {"red", 0xff0000}, {"maroon", 0x800000}, {"orange", 0xffa500},
    {"yellow", 0xffff00}, {"olive", 0x808000}, {"lime", 0x00ff00}, {"green", 0x008000},
    {"darkgreen", 0x006400}, {"teal", 0x008080}, {"cyan", 0x00ffff}, {"blue", 0x0000ff},
    {"navy", 0x000080}, {"purple", 0x800080}, {"magenta", 0xff00ff}, {"pink", 0xffc0cb},
    {"brown", 0xa52a2a}, {"gold", 0xffd700},
};

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

int maze_color_parse(const char *s, uint32_t *rgb)
{
    if (!s || !rgb) return MAZE_EINVAL;
    if (s[0] == '#') {
        uint32_t v = 0;
        for (int i = 1; i <= 6; i++) {
            int d = hex_digit(s[i]);
            if (d < 0) return MAZE_EINVAL;
            v = v << 4 | (uint32_t)d;
        }
        if (s[7]) return MAZE_EINVAL;
        *rgb = v;
        return MAZE_OK;
    }
    for (size_t i = 0; i < sizeof colors / sizeof colors[0]; i++)
        if (strcmp(colors[i].name, s) == 0) {
            *rgb = colors[i].rgb;
            return MAZE_OK;
        }
    return MAZE_EINVAL;
}

void maze_draw_opts_init(maze_draw_opts *o)
{
    if (!o) return;
    memset(o, 0, sizeof *o);
    o->cell = 10;
    o->wall = 2;
    o->margin = 10;
    o->layers = MAZE_LAYER_PATH | MAZE_LAYER_MARKERS;
    o->background = 0xffffff;
    o->wall_color = 0x000000;
    o->path_color = 0xff0000;
    o->start_color = 0x00a000;
    o->goal_color = 0x0000ff;
    o->expanded_color = 0xa0d0ff;
    o->outline_color = 0xff8000;
    o->heat_near = 0xffffff;
    o->heat_far = 0x006400;
    o->shortest_color = 0xffd700;
}

int maze_draw_size(int32_t width, int32_t height, int is_map, const maze_draw_opts *o,
                   int64_t *px_width, int64_t *px_height)
{
    if (!px_width || !px_height) return MAZE_EINVAL;
    mz_scene s;
    int st = mz_scene_geometry(&s, width, height, is_map, o);
    if (st) return st;
    *px_width = s.pw;
    *px_height = s.ph;
    return MAZE_OK;
}

int maze_mark_visits(void *ud, const maze_event *ev)
{
    maze_visit_marks *mk = ud;
    if (!mk || !ev || !mk->cells || ev->kind != MAZE_EV_VISIT) return 0;
    if (ev->x < 0 || ev->y < 0 || ev->x >= mk->width || ev->y >= mk->height) return 0;
    mk->cells[(size_t)ev->y * (size_t)mk->width + (size_t)ev->x] = 1;
    mk->count++;
    return 0;
}
