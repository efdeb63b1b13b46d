/* anim_svg.c - `maze animate --frames-dir DIR --frames-format svg`: each
 * frame as an SVG file, the library's SVG of the base picture with the
 * rectangles the canvas was painted with (as the PNG frame's) on top. */
#include "cli.h"
#include "anim.h"

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

/* A sink that passes the library's SVG on to a file but for its closing
 * tag, so that the events' rectangles go inside it. */
typedef struct cut {
    FILE *f;
    char tail[8];          /* the last bytes written: "</svg>\n" is held back */
    size_t nt;
} cut;

static int cut_write(void *ctx, const void *bytes, size_t len)
{
    cut *t = ctx;
    const char *b = bytes;
    for (size_t i = 0; i < len; i++) { /* keep the last 7 bytes back */
        if (t->nt == 7) {
            if (fputc(t->tail[0], t->f) == EOF) return 1;
            memmove(t->tail, t->tail + 1, 6);
            t->nt = 6;
        }
        t->tail[t->nt++] = b[i];
    }
    return 0;
}

/* The library's SVG of the base (or, for a generator's last frame, of the
 * finished maze) into f, without its closing tag. */
static int base_svg(const cli_anim_page *p, int result, FILE *f)
{
    maze_draw_opts o = *p->o;
    o.layers = 0;
    o.expanded = o.shortest = NULL;
    cut t = {f, {0}, 0};
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

static void put_rect(FILE *f, const rect *a, const cli_canvas *c)
{
    fprintf(f, "<rect x=\"%lld\" y=\"%lld\" width=\"%lld\" height=\"%lld\" fill=\"#%06x\"/>\n", (long long)a->x,
            (long long)a->y, (long long)a->w, (long long)a->h, (unsigned)c->pal[a->k]);
}

int cli_anim_svg_frame(cli_svg_frames *f, cli_canvas *c, size_t k, size_t nf, size_t *done, const char *path)
{
    const cli_anim_page *p = f->p;
    int result = !p->solve && k + 1 >= nf; /* cli_anim_frame's last generator frame: the finished maze */
    if (result) c->rect = NULL;
    cli_anim_frame(c, p, k, nf, done);
    if (f->nomem) return MAZE_ENOMEM;
    errno = 0;
    FILE *out = fopen(path, "w");
    if (!out) return MAZE_EIO;
    int st = base_svg(p, result, out);
    fputs("<g id=\"events\">\n", out);
    for (size_t i = 0; !result && i < f->n; i++)
        if (f->r[i].live) put_rect(out, &f->r[i], c);
    fputs("</g>\n", out);
    for (int j = 0; j < 2 && p->solve; j++)
        if (f->marks[j].w) put_rect(out, &f->marks[j], c);
    fputs("</svg>\n", out);
    if (ferror(out) && !st) st = MAZE_EIO;
    if (fclose(out) && !st) st = MAZE_EIO;
    if (st == MAZE_EIO && !errno) errno = EIO;
    return st;
}
