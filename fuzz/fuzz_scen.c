/* fuzz_scen.c - fuzzes the .scen reader and the per-query checks against a
 * small fixed map: nothing accepted may point outside its stated size. */
#include "fuzz_util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    maze_scen *sc = NULL;
    maze_error_info err;
    if (maze_scen_read(&sc, (const char *)data, size, NULL, &err) != MAZE_OK) return 0;
    maze_map *map = NULL;
    if (maze_map_create(&map, 8, 8, NULL) != MAZE_OK) abort();
    maze_map_set(map, 3, 3, '@');
    for (size_t i = 0; i < maze_scen_count(sc); i++) {
        const maze_scen_query *q = maze_scen_at(sc, i);
        if (q->sx < 0 || q->sy < 0 || q->sx >= q->map_width || q->sy >= q->map_height) abort();
        if (q->gx < 0 || q->gy < 0 || q->gx >= q->map_width || q->gy >= q->map_height) abort();
        (void)maze_scen_query_check(q, map, &err);
        (void)maze_scen_cost_ok(q, q->optimal, 1.0);
    }
    maze_map_destroy(map);
    maze_scen_destroy(sc);
    return 0;
}
