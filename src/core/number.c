/* number.c - decimal numbers read the same whatever the caller's locale: the
 * file formats (.scen lengths, cost maps, growing-tree's mixed:P) write the
 * point as '.', but strtod follows setlocale, and a program that embeds
 * libmaze may well have set a locale whose point is ','. */
#include "internal.h"

#include <locale.h>
#include <stdlib.h>

/* The characters a decimal number in C syntax may have (no hex, inf, nan). */
static int number_char(char c) { return (c >= '0' && c <= '9') || c == '.' || c == '+' || c == '-' || c == 'e' || c == 'E'; }

double mz_strtod_c(const char *s, const char **end)
{
    const char *point = localeconv()->decimal_point;
    size_t pl = point && *point ? strlen(point) : 1, n = 0, at = SIZE_MAX, k = 0;
    char buf[160];
    *end = s;
    /* Copy the longest run that can be part of a number, the first '.' as
     * the locale's point; a ',' ends the number as it would in "C". */
    for (; number_char(s[n]); n++) {
        if (k + pl >= sizeof buf) return 0; /* over 150 characters: not a number we read */
        if (s[n] == '.' && at == SIZE_MAX && point && *point) {
            at = n;
            memcpy(buf + k, point, pl);
            k += pl;
        } else buf[k++] = s[n];
    }
    buf[k] = 0;
    char *e;
    double v = strtod(buf, &e);
    size_t used = (size_t)(e - buf);
    if (at != SIZE_MAX && used > at) used -= pl - 1; /* back to s's offsets */
    *end = s + used;
    return v;
}
