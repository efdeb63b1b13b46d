/* anim_frames.c - `maze animate --frames-dir DIR`: the GIF's frames as
 * numbered PNG files for printed handouts, written into a new folder beside
 * DIR and renamed to it once every frame is written, so that a failure
 * leaves nothing behind. */
#include "cli.h"
#include "anim.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef MAZE_HAVE_PNG
#include <png.h>

/* Removes the first n frames written into tmp, then tmp, keeping errno. */
static void discard(const char *tmp, size_t n, char *path, size_t cap)
{
    int keep = errno;
    for (size_t k = 0; k < n; k++) {
        snprintf(path, cap, "%s/frame-%04zu.png", tmp, k + 1);
        unlink(path);
    }
    rmdir(tmp);
    errno = keep;
}

/* Frame c as an indexed PNG at path. */
static int put_png(const cli_canvas *c, const char *path)
{
    png_image img;
    memset(&img, 0, sizeof img);
    img.version = PNG_IMAGE_VERSION;
    img.width = (png_uint_32)c->w;
    img.height = (png_uint_32)c->h;
    img.format = PNG_FORMAT_RGB_COLORMAP;
    img.colormap_entries = CLI_PX_COLORS;
    uint8_t map[3 * CLI_PX_COLORS];
    for (int k = 0; k < CLI_PX_COLORS; k++) {
        map[3 * k] = (uint8_t)(c->pal[k] >> 16);
        map[3 * k + 1] = (uint8_t)(c->pal[k] >> 8);
        map[3 * k + 2] = (uint8_t)c->pal[k];
    }
    errno = 0;
    int ok = png_image_write_to_file(&img, path, 0, c->px, c->w, map);
    png_image_free(&img);
    if (!ok && !errno) errno = EIO;
    return ok ? MAZE_OK : MAZE_EIO;
}

int cli_anim_frames_dir(const cli_anim_page *p, const char *dir)
{
    size_t n = strlen(dir), cap = n + 32;
    char *tmp = malloc(cap), *path = malloc(cap + 32);
    if (!tmp || !path) {
        free(tmp);
        free(path);
        return MAZE_ENOMEM;
    }
    while (n > 1 && dir[n - 1] == '/') n--; /* DIR/ names DIR */
    snprintf(tmp, cap, "%.*s.tmpXXXXXX", (int)n, dir);
    cli_canvas c;
    int st = cli_canvas_base(&c, p);
    if (!st && !mkdtemp(tmp)) st = MAZE_EIO;
    if (st) {
        cli_canvas_free(&c);
        free(tmp);
        free(path);
        return st;
    }
    size_t nf = cli_anim_frame_count(p), done = 0, k = 0;
    for (; k < nf && !st; k++) {
        cli_anim_frame(&c, p, k, nf, &done);
        snprintf(path, cap + 32, "%s/frame-%04zu.png", tmp, k + 1);
        st = put_png(&c, path);
        if (st) unlink(path);
    }
    mode_t mask = umask(0); /* mkdtemp made the folder 0700: give it a folder's usual mode */
    umask(mask);
    if (!st && chmod(tmp, 0777 & ~mask) != 0) st = MAZE_EIO;
    if (!st && rename(tmp, dir) != 0) st = MAZE_EIO;
    if (st) discard(tmp, k, path, cap + 32);
    cli_canvas_free(&c);
    free(tmp);
    free(path);
    return st;
}

#else

int cli_anim_frames_dir(const cli_anim_page *p, const char *dir)
{
    (void)p;
    (void)dir;
    return MAZE_EUNSUPPORTED;
}

#endif
