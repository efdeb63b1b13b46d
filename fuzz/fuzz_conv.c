/* fuzz_conv.c - fuzzes the seed articles' conversions: arbitrary bytes as PHP
 * masks and as a Java block grid; whatever is accepted must round-trip. */
#include "maze.h"

#include <stdlib.h>
#include <string.h>

static void masks_case(const uint8_t *data, size_t size)
{
    if (size < 2) return;
    int32_t w = data[0] % 17 + 1, h = data[1] % 17 + 1;
    size_t n = (size_t)w * (size_t)h;
    if (size - 2 < n) return;
    maze *m;
    if (maze_from_masks(&m, w, h, data + 2, size & 1, NULL) != MAZE_OK) return;
    uint8_t *back = malloc(n);
    maze_to_masks(m, back);
    for (size_t i = 0; i < n; i++)
        if (back[i] != data[2 + i]) abort(); /* accepted masks must come back equal */
    free(back);
    maze_destroy(m);
}

static void blocks_case(const uint8_t *data, size_t size)
{
    if (size < 2) return;
    int32_t bw = (data[0] % 9) * 2 + 3, bh = (data[1] % 9) * 2 + 3;
    size_t n = (size_t)bw * (size_t)bh;
    if (size - 2 < n) return;
    uint8_t *grid = malloc(n), *back = malloc(n);
    for (size_t i = 0; i < n; i++) grid[i] = data[2 + i] & 1;
    maze *m;
    if (maze_from_blocks(&m, bw, bh, grid, NULL) == MAZE_OK) {
        maze_to_blocks(m, back);
        if (memcmp(grid, back, n) != 0) abort();
        maze_destroy(m);
    }
    free(grid);
    free(back);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    masks_case(data, size);
    blocks_case(data, size);
    return 0;
}
