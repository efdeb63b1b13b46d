/* util.c - small pieces every text format uses: the buffered output sink, the
 * line scanner and its blank-separated fields, and reader error reports. */
#include "io.h"

#include <stdarg.h>
#include <stdio.h>

void mz_out_init(mz_out *o, maze_write_fn write, void *ctx)
{
    o->write = write;
    o->ctx = ctx;
    o->status = MAZE_OK;
    o->n = 0;
}

static void out_drain(mz_out *o)
{
    if (o->n && o->status == MAZE_OK && o->write(o->ctx, o->buf, o->n) != 0) o->status = MAZE_EIO;
    o->n = 0;
}

void mz_out_put(mz_out *o, const char *s, size_t n)
{
    while (n) {
        if (o->n == sizeof o->buf) out_drain(o);
        size_t k = sizeof o->buf - o->n;
        if (k > n) k = n;
        memcpy(o->buf + o->n, s, k);
        o->n += k;
        s += k;
        n -= k;
    }
}

void mz_out_str(mz_out *o, const char *s) { mz_out_put(o, s, strlen(s)); }

void mz_out_char(mz_out *o, char c)
{
    if (o->n == sizeof o->buf) out_drain(o);
    o->buf[o->n++] = c;
}

void mz_out_u64(mz_out *o, uint64_t v)
{
    char tmp[24];
    size_t i = sizeof tmp;
    do {
        tmp[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    mz_out_put(o, tmp + i, sizeof tmp - i);
}

int mz_out_flush(mz_out *o)
{
    out_drain(o);
    return o->status;
}

int mz_read_fail(const mz_read_ctx *c, int status, long line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    status = mz_error_vset(c ? c->err : NULL, line, status, fmt, ap);
    va_end(ap);
    return status;
}

void mz_lines_init(mz_lines *l, const char *data, size_t len)
{
    l->p = data;
    l->end = data ? data + len : NULL; /* an empty buffer may be NULL, and NULL + 0 is undefined in C */
    l->line = 0;
}

int mz_lines_next(mz_lines *l, const char **s, size_t *n)
{
    if (l->p >= l->end) { /* callers that peek at a first line see an empty one */
        *s = l->end;
        *n = 0;
        return 0;
    }
    const char *nl = memchr(l->p, '\n', (size_t)(l->end - l->p));
    const char *stop = nl ? nl : l->end;
    *s = l->p;
    *n = (size_t)(stop - l->p);
    if (*n && stop[-1] == '\r') (*n)--;
    l->p = nl ? nl + 1 : l->end;
    l->line++;
    return 1;
}

uint64_t mz_lines_count(const char *data, size_t len)
{
    uint64_t count = 0;
    const char *p = data, *end = data + len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        count++;
        p = nl ? nl + 1 : end;
    }
    return count;
}
