/* fuzz_costs.c - fuzzes the terrain cost map reader on a map whose size comes
 * from the first two bytes; a rejected file must leave the map unchanged. */
#include "fuzz_util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2) return 0;
    int32_t w = data[0] % 16 + 1, h = data[1] % 16 + 1;
    maze_map *map = NULL;
    if (maze_map_create(&map, w, h, NULL) != MAZE_OK) abort();
    maze_error_info err;
    int st = maze_map_read_costs(map, (const char *)data + 2, size - 2, &err);
    if (st != MAZE_OK && maze_map_has_costs(map)) abort();
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            double c = maze_map_cost(map, x, y);
            if (!(c >= 1.0) || (st != MAZE_OK && c != 1.0)) abort();
        }
    maze_map_destroy(map);
    return 0;
}
