/* gifcount.c - test tool: decodes an animated GIF with giflib (DGifSlurp)
 * and prints its size and frame count ("W H FRAMES") and each frame's delay
 * in centiseconds, one a line; or, with K and RRGGBB, how many pixels have
 * that colour in frame K (0 the first, -1 the last) as the frames compose
 * (each drawn over the ones before), optionally inside the box X0 Y0 X1 Y1
 * (inclusive-exclusive). Exit 2 on bad usage or a bad GIF. */
#include <gif_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int delay_of(const GifFileType *g, int k)
{
    GraphicsControlBlock gcb;
    return DGifSavedExtensionToGCB((GifFileType *)g, k, &gcb) == GIF_OK ? gcb.DelayTime : -1;
}

/* Draws frame k over the canvas (indices into the global colour map). */
static int compose(const GifFileType *g, int k, unsigned char *px)
{
    const SavedImage *im = &g->SavedImages[k];
    const GifImageDesc *d = &im->ImageDesc;
    if (d->Left < 0 || d->Top < 0 || d->Left + d->Width > g->SWidth || d->Top + d->Height > g->SHeight) return -1;
    for (int y = 0; y < d->Height; y++)
        memcpy(px + (size_t)(d->Top + y) * (size_t)g->SWidth + (size_t)d->Left, im->RasterBits + (size_t)y * (size_t)d->Width,
               (size_t)d->Width);
    return 0;
}

static unsigned long count(const GifFileType *g, const unsigned char *px, unsigned long want, const long *box)
{
    unsigned long n = 0;
    const ColorMapObject *map = g->SColorMap;
    for (size_t i = 0; i < (size_t)g->SWidth * (size_t)g->SHeight; i++) {
        long x = (long)(i % (size_t)g->SWidth), y = (long)(i / (size_t)g->SWidth);
        if (px[i] >= map->ColorCount || x < box[0] || y < box[1] || x >= box[2] || y >= box[3]) continue;
        GifColorType c = map->Colors[px[i]];
        n += ((unsigned long)c.Red << 16 | (unsigned long)c.Green << 8 | c.Blue) == want;
    }
    return n;
}

int main(int argc, char **argv)
{
    if (argc != 2 && argc != 4 && argc != 8) {
        fputs("usage: gifcount FILE [K RRGGBB [X0 Y0 X1 Y1]]\n", stderr);
        return 2;
    }
    int err;
    GifFileType *g = DGifOpenFileName(argv[1], &err);
    if (!g || DGifSlurp(g) != GIF_OK || !g->SColorMap || g->ImageCount < 1) {
        fprintf(stderr, "gifcount: %s: %s\n", argv[1], GifErrorString(g ? g->Error : err));
        return 2;
    }
    if (argc == 2) {
        printf("%d %d %d\n", g->SWidth, g->SHeight, g->ImageCount);
        for (int k = 0; k < g->ImageCount; k++) printf("%d\n", delay_of(g, k));
        DGifCloseFile(g, &err);
        return 0;
    }
    int k = atoi(argv[2]);
    k = k < 0 ? g->ImageCount + k : k;
    unsigned char *px = calloc((size_t)g->SWidth * (size_t)g->SHeight, 1);
    int bad = !px || k < 0 || k >= g->ImageCount;
    for (int i = 0; i <= k && !bad; i++) bad = compose(g, i, px) != 0;
    if (bad) {
        fprintf(stderr, "gifcount: %s: no frame %s, or a frame outside the screen\n", argv[1], argv[2]);
        return 2;
    }
    long box[4] = {0, 0, g->SWidth, g->SHeight};
    for (int i = 0; argc == 8 && i < 4; i++) box[i] = strtol(argv[4 + i], NULL, 10);
    printf("%lu\n", count(g, px, strtoul(argv[3], NULL, 16), box));
    free(px);
    DGifCloseFile(g, &err);
    return 0;
}
