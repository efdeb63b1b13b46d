/* fuzz_costs.c - fuzzes the terrain cost map reader on a map whose size comes
 * from the first two bytes: a rejected file leaves the map unchanged and says
 * why; an accepted one has as many rows as the map (counted here again: the
 * lines that are not blank or '#' comments) and every cost in [1, 1e30]. */
#include "fuzz_util.h"

static int32_t data_rows(const uint8_t *d, size_t n)
{
    int32_t rows = 0;
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j < n && d[j] != '\n') j++;
        size_t k = i, e = j > i && d[j - 1] == '\r' ? j - 1 : j; /* a CRLF line end */
        while (k < e && (d[k] == ' ' || d[k] == '\t')) k++;
        rows += k < e && d[k] != '#';
        i = j + 1;
    }
    return rows;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2) return 0;
    int32_t w = data[0] % 16 + 1, h = data[1] % 16 + 1;
    maze_map *map = NULL;
    if (maze_map_create(&map, w, h, NULL) != MAZE_OK) abort();
    maze_error_info err;
    int st = maze_map_read_costs(map, (const char *)data + 2, size - 2, &err);
    if (st != MAZE_OK && (maze_map_has_costs(map) || !err.message[0])) abort();
    if (st == MAZE_OK && data_rows(data + 2, size - 2) != h) abort();
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            double c = maze_map_cost(map, x, y);
            if (!(c >= 1.0) || !(c <= (double)1e30f) || (st != MAZE_OK && c != 1.0)) abort();
        }
    maze_map_destroy(map);
    return 0;
}
