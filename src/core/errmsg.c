/* errmsg.c - how the library fills a maze_error_info: input bytes reach a
 * message only through mz_esc, and every message is recorded by mz_error_set,
 * so no reader can put a raw byte, a terminal escape or a NUL in one. */
#include "internal.h"

#include <stdio.h>

/* Writes byte c as the message shows it; returns the bytes used (1 or 4). */
static size_t esc_byte(char *out, unsigned char c, int keep_backslash)
{
    static const char hex[] = "0123456789abcdef";
    if ((c >= 0x20 && c <= 0x7e && c != '\\') || (c == '\\' && keep_backslash)) {
        out[0] = (char)c;
        return 1;
    }
    out[0] = '\\', out[1] = 'x', out[2] = hex[c >> 4], out[3] = hex[c & 15];
    return 4;
}

const char *mz_esc(mz_esc_buf *b, const void *bytes, size_t n)
{
    const unsigned char *p = bytes;
    size_t k = 0, i = 0;
    char tmp[4];
    for (; i < n; i++) {
        size_t m = esc_byte(tmp, p[i], 0);
        if (k + m > MZ_ESC_MAX) break;
        memcpy(b->s + k, tmp, m);
        k += m;
    }
    if (i < n) memcpy(b->s + k, "...", 3), k += 3; /* cut: said so */
    b->s[k] = 0;
    return b->s;
}

int mz_error_vset(maze_error_info *err, long line, int status, const char *fmt, va_list ap)
{
    if (!err) return status;
    char raw[sizeof err->message];
    int n = vsnprintf(raw, sizeof raw, fmt, ap);
    size_t len = n < 0 ? 0 : (size_t)n < sizeof raw ? (size_t)n : sizeof raw - 1;
    /* The arguments from an input came through mz_esc; a byte that did not
     * (a %c, a NUL inside the text) is escaped here, never copied raw. The
     * backslashes mz_esc wrote stay as they are. */
    size_t k = 0;
    char tmp[4];
    for (size_t i = 0; i < len; i++) {
        size_t m = esc_byte(tmp, (unsigned char)raw[i], 1);
        if (k + m >= sizeof err->message) break;
        memcpy(err->message + k, tmp, m);
        k += m;
    }
    err->message[k] = 0;
    err->line = line;
    return status;
}

int mz_error_set(maze_error_info *err, long line, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    status = mz_error_vset(err, line, status, fmt, ap);
    va_end(ap);
    return status;
}
