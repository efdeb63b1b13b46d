/* fuzz_color.c - fuzzes maze_color_parse, the reader of the command's
 * --color values: "#rrggbb" is accepted exactly when it is a '#' and six hex
 * digits (checked against a reading of its own), anything else only as a
 * lower-case name, and every accepted colour written as #rrggbb parses back
 * to itself. */
#include "fuzz_util.h"

#include <ctype.h>
#include <stdio.h>

static int hex_form(const char *s)
{
    if (s[0] != '#' || strlen(s) != 7) return 0;
    for (int i = 1; i < 7; i++)
        if (!isxdigit((unsigned char)s[i])) return 0;
    return 1;
}

static int lower_word(const char *s)
{
    if (!*s) return 0;
    for (; *s; s++)
        if (*s < 'a' || *s > 'z') return 0;
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s) return 0;
    memcpy(s, data, size);
    s[size] = 0; /* the string ends at the first NUL, as a command-line argument does */
    uint32_t rgb = 0xDEADBEEFu;
    int st = maze_color_parse(s, &rgb);
    if (st != MAZE_OK && st != MAZE_EINVAL) abort();
    if (st != MAZE_OK && rgb != 0xDEADBEEFu) abort(); /* untouched on failure */
    if (hex_form(s) != (st == MAZE_OK && s[0] == '#')) abort();
    if (hex_form(s) && rgb != (uint32_t)strtoul(s + 1, NULL, 16)) abort();
    if (st == MAZE_OK && !hex_form(s) && !lower_word(s)) abort();
    if (st == MAZE_OK) {
        if (rgb > 0xFFFFFFu) abort();
        char back[16];
        snprintf(back, sizeof back, "#%06x", (unsigned)rgb);
        uint32_t again = 0;
        if (maze_color_parse(back, &again) != MAZE_OK || again != rgb) abort();
    }
    free(s);
    return 0;
}
