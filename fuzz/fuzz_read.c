/* fuzz_read.c - fuzzes maze_read over every readable format (the first byte
 * picks one, or content detection) and checks the round trip: whatever a
 * reader accepts, its writer writes and the reader reads back equal. */
#include "fuzz_util.h"

static const char *pick_format(uint8_t b)
{
    size_t readable = 0;
    for (size_t i = 0; i < maze_format_count(); i++)
        if (maze_format_at(i)->flags & MAZE_FMT_READ) readable++;
    size_t want = b % (readable + 1);
    if (want == 0) return NULL; /* detect from the content */
    for (size_t i = 0; i < maze_format_count(); i++)
        if ((maze_format_at(i)->flags & MAZE_FMT_READ) && --want == 0) return maze_format_at(i)->name;
    return NULL;
}

static void same_maze(const maze *a, const maze *b)
{
    if (maze_width(a) != maze_width(b) || maze_height(a) != maze_height(b)) abort();
    for (int32_t y = 0; y < maze_height(a); y++)
        for (int32_t x = 0; x < maze_width(a); x++)
            if (maze_get(a, x, y) != maze_get(b, x, y)) abort();
}

static void same_map(const maze_map *a, const maze_map *b)
{
    if (maze_map_width(a) != maze_map_width(b) || maze_map_height(a) != maze_map_height(b)) abort();
    for (int32_t y = 0; y < maze_map_height(a); y++)
        for (int32_t x = 0; x < maze_map_width(a); x++)
            if (maze_map_open(a, x, y) != maze_map_open(b, x, y)) abort();
}

/* Writes doc in the format it was read from and reads it back. */
static void round_trip(const maze_doc *doc)
{
    const maze_format_info *f = maze_format_find(doc->format);
    if (!f) abort();
    unsigned need = doc->maze ? MAZE_FMT_WRITE_MAZE : MAZE_FMT_WRITE_MAP;
    if (!(f->flags & need) || (f->flags & MAZE_FMT_BINARY)) return;
    fz_buf b = {0};
    int st = doc->maze ? maze_write(doc->maze, doc->format, NULL, fz_write, &b)
                       : maze_map_write(doc->map, doc->format, NULL, fz_write, &b);
    if (st != MAZE_OK) abort();
    maze_read_opts o;
    maze_read_opts_init(&o);
    o.format = doc->format;
    o.max_cells = FZ_MAX_CELLS;
    maze_doc back;
    maze_error_info err;
    if (maze_read(&back, b.data, b.len, &o, NULL, &err) != MAZE_OK) abort();
    if (doc->maze) {
        if (!back.maze) abort();
        same_maze(doc->maze, back.maze);
    } else if (back.map) {
        same_map(doc->map, back.map);
    } else {
        /* A block grid that is also a valid wall maze reads back as the maze
         * (the S/E marks that made it a map are not written): compare its
         * block grid. */
        maze_map *grid = NULL;
        if (maze_map_from_maze(&grid, back.maze, NULL) != MAZE_OK) abort();
        same_map(doc->map, grid);
        maze_map_destroy(grid);
    }
    maze_doc_clear(&back);
    free(b.data);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    maze_read_opts o;
    maze_read_opts_init(&o);
    o.format = pick_format(data[0]);
    o.max_cells = FZ_MAX_CELLS;
    maze_doc doc;
    maze_error_info err;
    if (maze_read(&doc, (const char *)data + 1, size - 1, &o, NULL, &err) != MAZE_OK) return 0;
    if (!doc.maze == !doc.map) abort(); /* exactly one of them */
    round_trip(&doc);
    maze_doc_clear(&doc);
    return 0;
}
