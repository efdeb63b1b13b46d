/* pngcount.c - test tool: reads any PNG with libpng and prints its size
 * ("W H"), or how many pixels have colour RRGGBB, optionally inside the box
 * X0 Y0 X1 Y1 (inclusive-exclusive). Used by the command-line tests to check
 * pixels of rendered images and browser screenshots. Exit 2 on bad usage or
 * an unreadable image. */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc != 2 && argc != 3 && argc != 7) {
        fputs("usage: pngcount FILE [RRGGBB [X0 Y0 X1 Y1]]\n", stderr);
        return 2;
    }
    png_image img;
    memset(&img, 0, sizeof img);
    img.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&img, argv[1])) {
        fprintf(stderr, "pngcount: %s: %s\n", argv[1], img.message);
        return 2;
    }
    img.format = PNG_FORMAT_RGB;
    unsigned char *px = malloc(PNG_IMAGE_SIZE(img));
    if (!px || !png_image_finish_read(&img, NULL, px, 0, NULL)) {
        fprintf(stderr, "pngcount: %s: %s\n", argv[1], img.message);
        return 2;
    }
    if (argc == 2) {
        printf("%u %u\n", img.width, img.height);
        free(px);
        return 0;
    }
    unsigned long want = strtoul(argv[2], NULL, 16), n = 0;
    long x0 = 0, y0 = 0, x1 = (long)img.width, y1 = (long)img.height;
    if (argc == 7) {
        x0 = atol(argv[3]);
        y0 = atol(argv[4]);
        x1 = atol(argv[5]);
        y1 = atol(argv[6]);
    }
    for (long y = y0 < 0 ? 0 : y0; y < y1 && y < (long)img.height; y++)
        for (long x = x0 < 0 ? 0 : x0; x < x1 && x < (long)img.width; x++) {
            const unsigned char *p = px + ((size_t)y * img.width + (size_t)x) * 3;
            n += ((unsigned long)p[0] << 16 | (unsigned long)p[1] << 8 | p[2]) == want;
        }
    printf("%lu\n", n);
    free(px);
    return 0;
}
