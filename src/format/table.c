/* table.c - the table of formats (made from list.h), lookup, and
 * maze_read's dispatch: by name, or by asking every format's detector how
 * likely the content is theirs. */
#include "format.h"

#include <ctype.h>
#include <stdio.h>

static const mz_format *const table[] = {
#define MZ_FORMAT(id) &mz_fmt_##id,
#include "list.h"
#undef MZ_FORMAT
};

#define COUNT (sizeof table / sizeof table[0])

size_t maze_format_count(void) { return COUNT; }

const maze_format_info *maze_format_at(size_t i) { return i < COUNT ? &table[i]->info : NULL; }

const mz_format *mz_format_find(const char *name)
{
    if (!name) return NULL;
    for (size_t i = 0; i < COUNT; i++)
        if (strcmp(table[i]->info.name, name) == 0) return table[i];
    return NULL;
}

const maze_format_info *maze_format_find(const char *name)
{
    const mz_format *f = mz_format_find(name);
    return f ? &f->info : NULL;
}

/* Case-insensitive: does `path` end in "." ext? */
static int ends_with_ext(const char *path, const char *ext)
{
    size_t pl = strlen(path), el = strlen(ext);
    if (pl <= el || path[pl - el - 1] != '.') return 0;
    for (size_t i = 0; i < el; i++)
        if (tolower((unsigned char)path[pl - el + i]) != tolower((unsigned char)ext[i])) return 0;
    return 1;
}

const maze_format_info *maze_format_for_path(const char *path)
{
    if (!path) return NULL;
    for (size_t i = 0; i < COUNT; i++)
        if (table[i]->info.extension && ends_with_ext(path, table[i]->info.extension)) return &table[i]->info;
    return NULL;
}

void maze_read_opts_init(maze_read_opts *o)
{
    if (o) memset(o, 0, sizeof *o);
}

void maze_doc_clear(maze_doc *doc)
{
    if (!doc) return;
    maze_destroy(doc->maze);
    maze_map_destroy(doc->map);
    memset(doc, 0, sizeof *doc);
}

/* The readable format whose detector is surest; NULL if none claims it. */
static const mz_format *detect(const char *data, size_t len)
{
    const mz_format *best = NULL;
    int best_score = 0;
    for (size_t i = 0; i < COUNT; i++) {
        if (!table[i]->read || !table[i]->detect) continue;
        int s = table[i]->detect(data, len);
        if (s > best_score) {
            best_score = s;
            best = table[i];
        }
    }
    return best;
}

int maze_read(maze_doc *doc, const char *data, size_t len, const maze_read_opts *o,
              const maze_allocator *alloc, maze_error_info *err)
{
    if (!doc) return MAZE_EINVAL;
    memset(doc, 0, sizeof *doc); /* empty on any failure */
    if (!data && len) return MAZE_EINVAL;
    if (err) {
        err->line = 0;
        err->message[0] = 0;
    }
    mz_read_ctx c = {alloc, o && o->max_cells ? o->max_cells : MAZE_DEFAULT_MAX_CELLS, err};
    const mz_format *f;
    if (o && o->format) {
        f = mz_format_find(o->format);
        if (!f) return mz_read_fail(&c, MAZE_ENOTFOUND, 0, "unknown format '%s'", MZ_ESC(o->format, strlen(o->format)));
        if (!f->read) return mz_read_fail(&c, MAZE_EUNSUPPORTED, 0, "format '%s' cannot be read", f->info.name);
    } else {
        f = len ? detect(data, len) : NULL;
        if (!f) return mz_read_fail(&c, MAZE_EFORMAT, len ? 1 : 0, len ? "unrecognised format" : "empty input");
    }
    int st = f->read(doc, data ? data : "", len, &c);
    if (st) {
        maze_doc_clear(doc);
        if (err && !err->message[0]) mz_error_set(err, err->line, st, "%s", maze_strerror(st));
        return st;
    }
    doc->format = f->info.name;
    return MAZE_OK;
}
