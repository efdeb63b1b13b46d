/* util.c - number parsing, file reading and error reporting for the maze
 * command; nothing here is specific to one subcommand. */
#include "cli.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int cli_exit_for(int status)
{
    switch (status) {
    case MAZE_OK: return EXIT_OK_;
    case MAZE_ENOMEM:
    case MAZE_ETOOBIG: return EXIT_TOOBIG;
    case MAZE_EINVAL:
    case MAZE_ENOTFOUND:
    case MAZE_ERANGE: return EXIT_USAGE;
    default: return EXIT_INPUT;
    }
}

int cli_fail(const char *what, int status)
{
    return cli_error(cli_exit_for(status), "%s: %s", what, maze_strerror(status));
}

/* This thread's capture (NULL: stderr). */
static _Thread_local cli_errbuf *capture;

void cli_error_capture(cli_errbuf *b)
{
    if (b) b->text[0] = 0;
    capture = b;
}

/* "maze: " + fmt's text escaped + (": " + msg) + "\n", printed or captured. */
static int report(int code, const char *msg, const char *fmt, va_list ap)
{
    /* One buffer, one write: lines from threads cannot interleave. */
    char raw[sizeof capture->text], line[sizeof capture->text];
    int n = vsnprintf(raw, sizeof raw, fmt, ap);
    size_t rn = n < 0 ? 0 : (size_t)n < sizeof raw ? (size_t)n : sizeof raw - 1;
    memcpy(line, "maze: ", 7); /* with its NUL: the escaped text follows */
    size_t len = 6 + cli_escape(line + 6, sizeof line - 7, raw, rn, 0);
    if (msg && len + 3 < sizeof line - 1) {
        memcpy(line + len, ": ", 3);
        len += 2;
        len += cli_escape(line + len, sizeof line - 1 - len, msg, strlen(msg), 1);
    }
    memcpy(line + len, "\n", 2);
    if (!capture) fputs(line, stderr);
    else if (!capture->text[0]) memcpy(capture->text, line, len + 2);
    return code;
}

int cli_error(int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    code = report(code, NULL, fmt, ap);
    va_end(ap);
    return code;
}

int cli_error_msg(int code, const char *msg, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    code = report(code, msg, fmt, ap);
    va_end(ap);
    return code;
}

/* Grows *buf to hold at least need bytes; 0 on success. */
static int grow(char **buf, size_t *cap, size_t need)
{
    if (need <= *cap) return 0;
    size_t nc = *cap ? *cap : 1 << 16;
    while (nc < need) {
        if (nc > ((size_t)1 << 40)) return -1;
        nc *= 2;
    }
    char *nb = realloc(*buf, nc);
    if (!nb) return -1;
    *buf = nb;
    *cap = nc;
    return 0;
}

int cli_read_file(const char *path, char **data, size_t *len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) {
        int cause = errno; /* fopen's own allocation failing is ENOMEM: out of memory, not bad input */
        if (cause == ENOMEM) return cli_error(EXIT_TOOBIG, "%s: out of memory opening the file", path);
        return cli_error(EXIT_INPUT, "%s: %s", path, strerror(cause));
    }
    char *buf = NULL;
    size_t cap = 0, n = 0;
    int oom = 0;
    for (;;) {
        if (grow(&buf, &cap, n + 1)) {
            oom = 1;
            break;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) break;
    }
    int bad = ferror(f);
    if (f != stdin) fclose(f);
    if (oom || bad) {
        free(buf);
        if (oom) return cli_error(EXIT_TOOBIG, "%s: out of memory reading the file", path);
        return cli_error(EXIT_INPUT, "%s: read error", path);
    }
    buf[n] = 0; /* one spare byte: text readers may rely on a terminator */
    *data = buf;
    *len = n;
    return 0;
}

int cli_write_stdio(void *ctx, const void *bytes, size_t len)
{
    return fwrite(bytes, 1, len, (FILE *)ctx) == len ? 0 : -1;
}
