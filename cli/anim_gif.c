/* anim_gif.c - the animation as an animated GIF through giflib: the base
 * picture, then frames each a share of the events more (only the box that
 * changed is stored), the last one (for a generator the finished maze alone)
 * held, looping; written through the caller's write callback. */
#include "cli.h"
#include "anim.h"

#include <stdlib.h>
#include <string.h>

#ifndef MAZE_HAVE_GIF

int cli_anim_gif(void *ud, maze_write_fn write, void *ctx)
{
    (void)ud;
    (void)write;
    (void)ctx;
    return MAZE_EUNSUPPORTED;
}

int cli_race_gif(void *ud, maze_write_fn write, void *ctx)
{
    return cli_anim_gif(ud, write, ctx);
}

#else

#include <gif_lib.h>

typedef struct sink {
    maze_write_fn write;
    void *ctx;
    int failed;
} sink;

static int put_bytes(GifFileType *gif, const GifByteType *b, int n)
{
    sink *s = gif->UserData;
    if (s->failed || n < 0 || s->write(s->ctx, b, (size_t)n)) {
        s->failed = 1;
        return 0;
    }
    return n;
}

/* The screen, its palette and the loop-forever extension. */
static int put_header(GifFileType *gif, const cli_canvas *c)
{
    GifColorType colors[32] = {{0, 0, 0}}; /* a power of two, the entries past the palette black */
    for (int k = 0; k < CLI_PX_COLORS; k++)
        colors[k] = (GifColorType){(GifByteType)(c->pal[k] >> 16), (GifByteType)(c->pal[k] >> 8), (GifByteType)c->pal[k]};
    ColorMapObject *map = GifMakeMapObject(32, colors);
    if (!map) return MAZE_ENOMEM;
    EGifSetGifVersion(gif, true);
    int ok = EGifPutScreenDesc(gif, c->w, c->h, 8, CLI_PX_BG, map) == GIF_OK;
    GifFreeMapObject(map);
    static const GifByteType loop[3] = {1, 0, 0}; /* sub-block 1: repeat 0 = forever */
    ok = ok && EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK &&
         EGifPutExtensionBlock(gif, 11, "NETSCAPE2.0") == GIF_OK && EGifPutExtensionBlock(gif, 3, loop) == GIF_OK &&
         EGifPutExtensionTrailer(gif) == GIF_OK;
    return ok ? MAZE_OK : MAZE_EIO;
}

/* The box [x0, x1) x [y0, y1) where cur differs from prev; a 1 x 1 box at
 * the origin when nothing does (a frame must hold a pixel). */
typedef struct box {
    int32_t x0, y0, x1, y1;
} box;

static box changed(const cli_canvas *c, const uint8_t *prev)
{
    box b = {c->w, c->h, 0, 0};
    for (int32_t y = 0; y < c->h; y++) {
        const uint8_t *p = prev + (size_t)y * (size_t)c->w, *q = c->px + (size_t)y * (size_t)c->w;
        if (memcmp(p, q, (size_t)c->w) == 0) continue;
        int32_t l = 0, r = c->w;
        while (p[l] == q[l]) l++;
        while (p[r - 1] == q[r - 1]) r--;
        b = (box){l < b.x0 ? l : b.x0, y < b.y0 ? y : b.y0, r > b.x1 ? r : b.x1, y + 1};
    }
    return b.x1 ? b : (box){0, 0, 1, 1};
}

/* One frame: its delay, then the pixels of box b. */
static int put_frame(GifFileType *gif, const cli_canvas *c, box b, int delay_cs)
{
    GraphicsControlBlock gcb = {DISPOSE_DO_NOT, false, delay_cs, NO_TRANSPARENT_COLOR};
    GifByteType ext[4];
    size_t n = EGifGCBToExtension(&gcb, ext);
    if (EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, (int)n, ext) != GIF_OK) return MAZE_EIO;
    if (EGifPutImageDesc(gif, b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0, false, NULL) != GIF_OK) return MAZE_EIO;
    for (int32_t y = b.y0; y < b.y1; y++)
        if (EGifPutLine(gif, c->px + (size_t)y * (size_t)c->w + b.x0, b.x1 - b.x0) != GIF_OK) return MAZE_EIO;
    return MAZE_OK;
}

/* Moves canvas c on to frame k of nf (ud: what the frames show). */
typedef void (*frame_fn)(void *ud, cli_canvas *c, size_t k, size_t nf);

static int put_frames(GifFileType *gif, cli_canvas *c, const cli_anim_page *p, frame_fn next, void *ud)
{
    uint8_t *prev = malloc((size_t)c->w * (size_t)c->h);
    if (!prev) return MAZE_ENOMEM;
    size_t nf = cli_anim_frame_count(p);
    int st = MAZE_OK;
    for (size_t k = 0; k < nf && !st; k++) {
        next(ud, c, k, nf);
        box b = k ? changed(c, prev) : (box){0, 0, c->w, c->h};
        st = put_frame(gif, c, b, k + 1 == nf ? p->hold_cs : p->frame_cs);
        memcpy(prev, c->px, (size_t)c->w * (size_t)c->h);
    }
    free(prev);
    return st;
}

/* A single animation's frames: cli_anim_frame. */
typedef struct one {
    const cli_anim_page *p;
    size_t done;
} one;

static void one_frame(void *ud, cli_canvas *c, size_t k, size_t nf)
{
    one *o = ud;
    cli_anim_frame(c, o->p, k, nf, &o->done);
}

/* The GIF of canvas c, its frames made by next; p gives their count (its
 * events, solve and frames) and delays. Frees c. */
static int put_gif(cli_canvas *c, const cli_anim_page *p, frame_fn next, void *ud, maze_write_fn write, void *ctx)
{
    int st = MAZE_OK;
    sink s = {write, ctx, 0};
    int err = 0;
    GifFileType *gif = EGifOpen(&s, put_bytes, &err);
    if (!gif) st = MAZE_ENOMEM;
    if (!st) st = put_header(gif, c);
    if (!st) st = put_frames(gif, c, p, next, ud);
    if (st == MAZE_EIO && !s.failed && gif->Error == E_GIF_ERR_NOT_ENOUGH_MEM) st = MAZE_ENOMEM;
    if (gif && EGifCloseFile(gif, &err) != GIF_OK && !st) st = err == E_GIF_ERR_NOT_ENOUGH_MEM ? MAZE_ENOMEM : MAZE_EIO;
    cli_canvas_free(c);
    return st;
}

int cli_anim_gif(void *ud, maze_write_fn write, void *ctx)
{
    const cli_anim_page *p = ud;
    cli_canvas c;
    int st = cli_canvas_base(&c, p);
    if (st) return st;
    one o = {p, 0};
    return put_gif(&c, p, one_frame, &o, write, ctx);
}

/* A race: each panel's canvas, copied side by side into the GIF's. */
typedef struct race {
    const cli_race *r;
    cli_canvas c[CLI_RACE_MAX];
    size_t done[CLI_RACE_MAX];
    size_t most;  /* the longest log */
} race;

/* Frame k shows each panel's first most * k / (ne - 1) events (all of a
 * shorter log), as cli_anim_frame does for one; a generator's last frame
 * is each finished maze. */
static void race_frame(void *ud, cli_canvas *all, size_t k, size_t nf)
{
    race *rc = ud;
    const cli_anim_page *p0 = &rc->r->p[0];
    size_t ne = p0->solve ? nf : nf - 1, upto = ne < 2 ? 0 : (size_t)((unsigned long long)rc->most * k / (ne - 1));
    int32_t x0 = 0;
    for (size_t j = 0; j < rc->r->n; j++) {
        cli_canvas *c = &rc->c[j];
        const cli_anim_page *p = &rc->r->p[j];
        size_t to = upto < p->n ? upto : p->n;
        if (k >= ne) cli_canvas_result(c, p);
        else cli_canvas_events(c, p, rc->done[j], to);
        rc->done[j] = to;
        for (int32_t y = 0; y < c->h; y++)
            memcpy(all->px + (size_t)y * (size_t)all->w + (size_t)x0, c->px + (size_t)y * (size_t)c->w, (size_t)c->w);
        x0 += c->w + CLI_RACE_GAP;
    }
}

/* The panels' canvases and the GIF's, the gaps between panels grey. */
static int race_canvas(race *rc, cli_canvas *all)
{
    memset(all, 0, sizeof *all);
    int64_t w = 0, h = 0;
    int st = MAZE_OK;
    for (size_t j = 0; j < rc->r->n && !st; j++) {
        st = cli_canvas_base(&rc->c[j], &rc->r->p[j]);
        if (st) break;
        w += rc->c[j].w + (j ? CLI_RACE_GAP : 0);
        h = rc->c[j].h > h ? rc->c[j].h : h;
        rc->most = rc->r->p[j].n > rc->most ? rc->r->p[j].n : rc->most;
    }
    if (!st && (w < 1 || h < 1)) st = MAZE_EINVAL; /* no panel */
    if (!st && (w > 65535 || w * h > CLI_GIF_MAX_PIXELS)) st = MAZE_ETOOBIG;
    if (st) return st;
    memcpy(all->pal, rc->c[0].pal, sizeof all->pal);
    all->w = (int32_t)w;
    all->h = (int32_t)h;
    if (!(all->px = malloc((size_t)(w * h)))) return MAZE_ENOMEM;
    memset(all->px, CLI_PX_BACKTRACK, (size_t)(w * h));
    return MAZE_OK;
}

int cli_race_gif(void *ud, maze_write_fn write, void *ctx)
{
    race rc;
    memset(&rc, 0, sizeof rc);
    rc.r = ud;
    cli_canvas all;
    int st = race_canvas(&rc, &all);
    cli_anim_page count = rc.r->p[0]; /* the frames of the longest log */
    count.n = rc.most;
    if (!st) st = put_gif(&all, &count, race_frame, &rc, write, ctx);
    else cli_canvas_free(&all);
    for (size_t j = 0; j < rc.r->n; j++) cli_canvas_free(&rc.c[j]);
    return st;
}

#endif
