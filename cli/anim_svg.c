/* anim_svg.c - `maze animate --frames-dir DIR --frames-format svg`: each
 * frame as an SVG file, the library's SVG of the base picture with the
 * rectangles the canvas was painted with (as the PNG frame's) on top; off
 * rect the page's SVG of the cells (true arcs), walls as the frame's maze
 * has them and the cells filled in the frame's colours. */
#include "cli.h"
#include "anim.h"
#include "io.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct rect {
    int64_t x, y, w, h;
    uint8_t k, live;
} rect;

struct cli_svg_frames {
    const cli_anim_page *p;
    rect *r;               /* painted in order; a rect painted again over the same box replaces the older */
    size_t n, cap;
    size_t *slot;          /* open addressing: box -> index + 1 in r (0 empty) */
    size_t nslot;          /* a power of two, at least twice n */
    rect marks[2];         /* the start and goal squares, painted last */
    int nomem;
};

static size_t box_hash(const rect *a)
{
    uint64_t h = (uint64_t)a->x * 0x9e3779b97f4a7c15u ^ (uint64_t)a->y * 0xc2b2ae3d27d4eb4fu;
    h ^= (uint64_t)a->w * 0x165667b19e3779f9u ^ (uint64_t)a->h * 0x27d4eb2f165667c5u;
    return (size_t)(h ^ h >> 29);
}

static int same_box(const rect *a, const rect *b) { return a->x == b->x && a->y == b->y && a->w == b->w && a->h == b->h; }

/* Puts index i (of r) into the table, dropping an older rect of its box. */
static void index_rect(cli_svg_frames *f, size_t i)
{
    size_t m = f->nslot - 1, j = box_hash(&f->r[i]) & m;
    for (; f->slot[j]; j = (j + 1) & m)
        if (same_box(&f->r[f->slot[j] - 1], &f->r[i])) {
            f->r[f->slot[j] - 1].live = 0;
            break;
        }
    f->slot[j] = i + 1;
}

static int grow(cli_svg_frames *f)
{
    size_t cap = f->cap ? 2 * f->cap : 1024;
    rect *r = realloc(f->r, cap * sizeof *r);
    if (!r) return -1;
    f->r = r;
    f->cap = cap;
    size_t *slot = calloc(2 * cap, sizeof *slot);
    if (!slot) return -1;
    free(f->slot);
    f->slot = slot;
    f->nslot = 2 * cap;
    for (size_t i = 0; i < f->n; i++)
        if (f->r[i].live) index_rect(f, i);
    return 0;
}

static void record(void *ud, int64_t x, int64_t y, int64_t w, int64_t h, uint8_t k)
{
    cli_svg_frames *f = ud;
    rect a = {x, y, w, h, k, 1};
    if (k == CLI_PX_START || k == CLI_PX_GOAL) { /* repainted after every batch: the latest pair */
        f->marks[k == CLI_PX_GOAL] = a;
        return;
    }
    if (f->nomem || (f->n == f->cap && grow(f))) {
        f->nomem = 1;
        return;
    }
    f->r[f->n] = a;
    index_rect(f, f->n++);
}

int cli_anim_svg_begin(cli_svg_frames **out, cli_canvas *c, const cli_anim_page *p)
{
    *out = calloc(1, sizeof **out);
    if (!*out) return MAZE_ENOMEM;
    (*out)->p = p;
    c->rect = record;
    c->rect_ud = *out;
    return MAZE_OK;
}

void cli_anim_svg_end(cli_svg_frames *f)
{
    if (!f) return;
    free(f->r);
    free(f->slot);
    free(f);
}

/* A sink that passes the library's SVG on but for its closing tag, so that
 * the events' rectangles go inside it. */
typedef struct cut {
    maze_write_fn write;
    void *ctx;
    char tail[8];          /* the last bytes written: "</svg>\n" is held back */
    size_t nt;
} cut;

static int cut_write(void *ctx, const void *bytes, size_t len)
{
    cut *t = ctx;
    const char *b = bytes;
    for (size_t i = 0; i < len; i++) { /* keep the last 7 bytes back */
        if (t->nt == 7) {
            if (t->write(t->ctx, t->tail, 1)) return 1;
            memmove(t->tail, t->tail + 1, 6);
            t->nt = 6;
        }
        t->tail[t->nt++] = b[i];
    }
    return 0;
}

/* The library's SVG of the base (or, for a generator's last frame, of the
 * finished maze), without its closing tag. */
static int base_svg(const cli_anim_page *p, int result, maze_write_fn write, void *ctx)
{
    maze_draw_opts o = *p->o;
    o.layers = 0;
    o.expanded = o.shortest = NULL;
    cut t = {write, ctx, {0}, 0};
    int st;
    if (p->map) st = maze_map_draw(p->map, "svg", &o, NULL, cut_write, &t);
    else if (p->solve || result) st = maze_draw(p->m, "svg", &o, NULL, cut_write, &t);
    else { /* a generator starts from every wall closed */
        maze *closed;
        st = maze_create(&closed, maze_width(p->m), maze_height(p->m), NULL);
        if (!st) st = maze_draw(closed, "svg", &o, NULL, cut_write, &t);
        maze_destroy(closed);
    }
    if (!st && (t.nt != 7 || memcmp(t.tail, "</svg>\n", 7) != 0)) st = MAZE_EFORMAT;
    return st;
}

static int put_text(maze_write_fn write, void *ctx, const char *s) { return write(ctx, s, strlen(s)) ? MAZE_EIO : MAZE_OK; }

static int put_rect(maze_write_fn write, void *ctx, const rect *a, const cli_canvas *c)
{
    char buf[160];
    int n = snprintf(buf, sizeof buf, "<rect x=\"%lld\" y=\"%lld\" width=\"%lld\" height=\"%lld\" fill=\"#%06x\"/>\n",
                     (long long)a->x, (long long)a->y, (long long)a->w, (long long)a->h, (unsigned)c->pal[a->k]);
    return write(ctx, buf, (size_t)n) ? MAZE_EIO : MAZE_OK;
}

/* One frame's file, for cli_write_file. */
typedef struct frame_job {
    const cli_svg_frames *f;
    const cli_canvas *c;
    int result;
} frame_job;

static int produce(void *ud, maze_write_fn write, void *ctx)
{
    const frame_job *j = ud;
    const cli_svg_frames *f = j->f;
    if (cli_anim_cells(f->p)) /* the state and colours cli_anim_frame left */
        return cli_cells_page(f->p, j->c->state, j->result ? NULL : j->c, "ev", j->c->w, j->c->h, write, ctx);
    int st = base_svg(f->p, j->result, write, ctx);
    if (!st) st = put_text(write, ctx, "<g id=\"events\">\n");
    for (size_t i = 0; !st && !j->result && i < f->n; i++)
        if (f->r[i].live) st = put_rect(write, ctx, &f->r[i], j->c);
    if (!st) st = put_text(write, ctx, "</g>\n");
    for (int k = 0; !st && k < 2 && f->p->solve; k++)
        if (f->marks[k].w) st = put_rect(write, ctx, &f->marks[k], j->c);
    return st ? st : put_text(write, ctx, "</svg>\n");
}

int cli_anim_svg_frame(cli_svg_frames *f, cli_canvas *c, size_t k, size_t nf, size_t *done, const char *path)
{
    const cli_anim_page *p = f->p;
    int result = !p->solve && k + 1 >= nf; /* cli_anim_frame's last generator frame: the finished maze */
    if (result) c->rect = NULL;
    cli_anim_frame(c, p, k, nf, done);
    if (f->nomem) return MAZE_ENOMEM;
    frame_job j = {f, c, result};
    errno = 0;
    int st = cli_write_file(path, produce, &j);
    if (st == MAZE_EIO && !errno) errno = EIO;
    return st;
}
