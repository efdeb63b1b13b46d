/* fuzz_movingai.c - fuzzes the Moving AI .map reader; every accepted map is
 * written back and must read back equal, cell by cell, and maze_read (told
 * "map", or detecting it from "type" and a blank) must agree with it on every input. */
#include "fuzz_util.h"

static void same_map(const maze_map *a, const maze_map *b)
{
    if (maze_map_width(a) != maze_map_width(b) || maze_map_height(a) != maze_map_height(b)) abort();
    for (int32_t y = 0; y < maze_map_height(a); y++)
        for (int32_t x = 0; x < maze_map_width(a); x++)
            if (maze_map_open(a, x, y) != maze_map_open(b, x, y) || maze_map_terrain(a, x, y) != maze_map_terrain(b, x, y))
                abort();
}

/* maze_read in format (NULL: detect) gives the same status and map. */
static void same_as_read(const char *data, size_t size, const char *format, int st, const maze_map *map)
{
    maze_read_opts o;
    maze_read_opts_init(&o);
    o.format = format;
    o.max_cells = FZ_MAX_CELLS;
    maze_doc doc;
    maze_error_info err;
    int rs = maze_read(&doc, data, size, &o, NULL, &err);
    int claimed = size > 4 && memcmp(data, "type", 4) == 0 && (data[4] == ' ' || data[4] == '\t');
    if (!format && !claimed) { /* detection claims "type" then a blank, as the reader takes it */
        if (rs == MAZE_OK && strcmp(doc.format, "map") == 0) abort();
        maze_doc_clear(&doc);
        return;
    }
    if (rs != st) abort();
    if (st == MAZE_OK) {
        if (!doc.map || doc.maze || strcmp(doc.format, "map") != 0) abort();
        same_map(map, doc.map);
    }
    maze_doc_clear(&doc);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    maze_read_opts o = {0};
    o.max_cells = FZ_MAX_CELLS;
    maze_map *map = NULL, *back = NULL;
    maze_error_info err;
    int st = maze_map_read_movingai(&map, (const char *)data, size, &o, NULL, &err);
    if (st != MAZE_OK && (map || !err.message[0])) abort(); /* a failure says why, leaves nothing */
    same_as_read((const char *)data, size, "map", st, map);
    same_as_read((const char *)data, size, NULL, st, map);
    if (st != MAZE_OK) return 0;
    fz_buf b = {0};
    if (maze_map_write_movingai(map, fz_write, &b) != MAZE_OK) abort();
    if (maze_map_read_movingai(&back, b.data, b.len, &o, NULL, &err) != MAZE_OK) abort();
    if (maze_map_width(back) != maze_map_width(map) || maze_map_height(back) != maze_map_height(map)) abort();
    for (int32_t y = 0; y < maze_map_height(map); y++)
        for (int32_t x = 0; x < maze_map_width(map); x++)
            if (maze_map_open(map, x, y) != maze_map_open(back, x, y)) abort();
    maze_map_destroy(back);
    maze_map_destroy(map);
    free(b.data);
    return 0;
}
