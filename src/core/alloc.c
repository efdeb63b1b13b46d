/* alloc.c - every allocation of the library goes through the caller's
 * realloc-like hook, so tests can fail any one of them. */
#include "internal.h"

#include <stdlib.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

static void *default_realloc(void *ud, void *p, size_t n)
{
    (void)ud;
    if (n == 0) {
        free(p);
        return NULL;
    }
    return realloc(p, n);
}

void mz_alloc_init(maze_allocator *dst, const maze_allocator *src)
{
    if (src && src->realloc) {
        *dst = *src;
    } else {
        dst->realloc = default_realloc;
        dst->ud = NULL;
    }
}

void *mz_realloc(const maze_allocator *a, void *p, size_t n)
{
    if (n == 0) n = 1; /* a zero size means free to the hook */
    if (a && a->realloc) return a->realloc(a->ud, p, n);
    return realloc(p, n);
}

void *mz_alloc(const maze_allocator *a, size_t n) { return mz_realloc(a, NULL, n); }

void *mz_calloc(const maze_allocator *a, size_t count, size_t size)
{
    if (size && count > SIZE_MAX / size) return NULL;
    /* With the default hook, calloc: the C library hands out a big block's
     * fresh pages untouched (they are zero already), where a memset would
     * write it all once more and fault every 4 KiB page in before a
     * huge-page hint (mz_hint_huge) could apply. */
    size_t n = count * size;
    if (n == 0) n = 1; /* as in mz_realloc */
    if (!a || !a->realloc || a->realloc == default_realloc) return calloc(n, 1);
    void *p = mz_alloc(a, n);
    if (p) memset(p, 0, n);
    return p;
}

void mz_free(const maze_allocator *a, void *p)
{
    if (!p) return;
    if (a && a->realloc) a->realloc(a->ud, p, 0);
    else free(p);
}

int mz_check_size(int64_t width, int64_t height, uint64_t max_cells)
{
    if (width < 1 || height < 1) return MAZE_ERANGE;
    if (width > INT32_MAX || height > INT32_MAX) return MAZE_ETOOBIG;
    uint64_t n = (uint64_t)width * (uint64_t)height;
    if (n > MAZE_MAX_CELLS || (max_cells && n > max_cells)) return MAZE_ETOOBIG;
    return MAZE_OK;
}

void mz_hint_huge(void *p, size_t n)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    /* Only whole 2 MiB pages inside the block; an allocator that did not
     * mmap the block makes madvise fail, which changes nothing. */
    const size_t huge = (size_t)1 << 21;
    size_t skip = (size_t)(0 - (uintptr_t)p) & (huge - 1);
    if (p && n > skip && (n - skip) / huge) (void)madvise((char *)p + skip, (n - skip) & ~(huge - 1), MADV_HUGEPAGE);
#else
    (void)p;
    (void)n;
#endif
}
