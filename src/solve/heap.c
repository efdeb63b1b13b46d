/* heap.c - storage of the 4-ary heaps (heap.h), kept across queries. */
#include "heap.h"

int mz_solve_heap_grow(const maze_allocator *a, mz_heap *h) { return mz_solve_heap_grow_from(a, h, 1024); }

int mz_solve_heap_grow_from(const maze_allocator *a, mz_heap *h, size_t first)
{
    size_t cap = h->cap ? h->cap * 2 : first;
    mz_hitem *p = mz_realloc(a, h->a, cap * sizeof *p);
    if (!p) return MAZE_ENOMEM;
    h->a = p;
    h->cap = cap;
    return MAZE_OK;
}

int mz_solve_heap_init(const maze_allocator *a, mz_heap *h)
{
    if (!h->cap && mz_solve_heap_grow(a, h)) return MAZE_ENOMEM;
    memset(h->a, 0, h->cap * sizeof *h->a);
    return MAZE_OK;
}

void mz_solve_heap_free(const maze_allocator *a, mz_heap *h)
{
    mz_free(a, h->a);
    memset(h, 0, sizeof *h);
}
