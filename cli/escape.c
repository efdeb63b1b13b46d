/* escape.c - the one way the command prints what comes from outside (file
 * names, option values, environment, the library's messages): every byte
 * outside printable ASCII, and the backslash, as \xHH; in JSON, strings per
 * RFC 8259 in ASCII. docs/security.md, "Messages", says why. */
#include "cli.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const char hex[] = "0123456789abcdef";

size_t cli_escape(char *dst, size_t cap, const char *src, size_t n, int keep_backslash)
{
    size_t k = 0;
    if (!cap) return 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)src[i];
        int plain = (c >= 0x20 && c <= 0x7e && c != '\\') || (c == '\\' && keep_backslash);
        size_t m = plain ? 1 : 4;
        /* Room for this byte and, should more follow, for "..." after it. */
        if (k + m + (i + 1 < n ? 3 : 0) >= cap) {
            if (k + 3 < cap) memcpy(dst + k, "...", 3), k += 3;
            break;
        }
        if (plain) {
            dst[k++] = (char)c;
        } else {
            dst[k++] = '\\', dst[k++] = 'x', dst[k++] = hex[c >> 4], dst[k++] = hex[c & 15];
        }
    }
    dst[k] = 0;
    return k;
}

int cli_vprint(FILE *f, const char *fmt, va_list ap)
{
    char raw[8192], line[4 * sizeof raw + 2];
    int n = vsnprintf(raw, sizeof raw, fmt, ap);
    size_t rn = n < 0 ? 0 : (size_t)n < sizeof raw ? (size_t)n : sizeof raw - 1;
    size_t fl = strlen(fmt), nl = fl && fmt[fl - 1] == '\n' && rn && raw[rn - 1] == '\n'; /* fmt's own line end */
    size_t k = cli_escape(line, sizeof line - 1, raw, rn - nl, 0);
    if (nl) line[k++] = '\n', line[k] = 0;
    return fputs(line, f) < 0 ? -1 : 0;
}

int cli_print(FILE *f, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = cli_vprint(f, fmt, ap);
    va_end(ap);
    return r;
}

/* The code point of the UTF-8 sequence at s[0..n) and its length in *len;
 * -1 (and *len 1) when s does not start with a valid one: a stray or missing
 * continuation byte, an overlong form, a surrogate, or past U+10FFFF. */
static long utf8_next(const unsigned char *s, size_t n, size_t *len)
{
    *len = 1;
    unsigned c = s[0];
    size_t need = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
    if (!need || c > 0xf4 || need >= n) return -1;
    long cp = (long)(c & (0x3f >> need));
    for (size_t i = 1; i <= need; i++) {
        if ((s[i] & 0xc0) != 0x80) return -1;
        cp = cp << 6 | (s[i] & 0x3f);
    }
    static const long least[] = {0, 0x80, 0x800, 0x10000};
    if (cp < least[need] || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return -1;
    *len = need + 1;
    return cp;
}

static void put_u(FILE *f, unsigned long u)
{
    fprintf(f, "\\u%c%c%c%c", hex[(u >> 12) & 15], hex[(u >> 8) & 15], hex[(u >> 4) & 15], hex[u & 15]);
}

void cli_json_string(FILE *f, const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t n = strlen(s);
    fputc('"', f);
    for (size_t i = 0; i < n;) {
        unsigned char c = p[i];
        if (c == '"' || c == '\\') {
            fputc('\\', f), fputc(c, f), i++;
        } else if (c >= 0x20 && c < 0x7f) {
            fputc(c, f), i++;
        } else if (c < 0x80) {
            put_u(f, c), i++; /* control characters, DEL */
        } else {
            size_t len;
            long cp = utf8_next(p + i, n - i, &len);
            if (cp < 0) put_u(f, c); /* not UTF-8: the byte's value, as U+00XX */
            else if (cp < 0x10000) put_u(f, (unsigned long)cp);
            else put_u(f, 0xd800 + (((unsigned long)cp - 0x10000) >> 10)), put_u(f, 0xdc00 + ((unsigned long)cp & 0x3ff));
            i += len;
        }
    }
    fputc('"', f);
}
