/* fuzz_movingai.c - fuzzes the Moving AI .map reader; every accepted map is
 * written back and must read back equal, cell by cell. */
#include "fuzz_util.h"

static void same_map(const maze_map *a, const maze_map *b)
{
    if (maze_map_width(a) != maze_map_width(b) || maze_map_height(a) != maze_map_height(b)) abort();
    for (int32_t y = 0; y < maze_map_height(a); y++)
        for (int32_t x = 0; x < maze_map_width(a); x++)
            if (maze_map_open(a, x, y) != maze_map_open(b, x, y)) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    maze_read_opts o = {0};
    o.max_cells = FZ_MAX_CELLS;
    maze_map *map = NULL, *back = NULL;
    maze_error_info err;
    if (maze_map_read_movingai(&map, (const char *)data, size, &o, NULL, &err) != MAZE_OK) return 0;
    fz_buf b = {0};
    if (maze_map_write_movingai(map, fz_write, &b) != MAZE_OK) abort();
    if (maze_map_read_movingai(&back, b.data, b.len, &o, NULL, &err) != MAZE_OK) abort();
    same_map(map, back);
    maze_map_destroy(back);
    maze_map_destroy(map);
    free(b.data);
    return 0;
}
