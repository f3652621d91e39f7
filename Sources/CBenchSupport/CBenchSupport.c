#include "CBenchSupport.h"

#include <time.h>

#if defined(__linux__)
#include <features.h>
#endif

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>
#define HEAP_STATS_MALLINFO2 1
#elif defined(__APPLE__)
#include <malloc/malloc.h>
#define HEAP_STATS_MALLOC_ZONES 1
#endif

uint64_t trellis_monotonic_nanoseconds(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (uint64_t)time.tv_sec * 1000000000u + (uint64_t)time.tv_nsec;
}

bool trellis_heap_bytes_in_use(size_t *bytes) {
#if defined(HEAP_STATS_MALLINFO2)
    struct mallinfo2 info = mallinfo2();
    *bytes = info.uordblks + info.hblkhd;
    return true;
#elif defined(HEAP_STATS_MALLOC_ZONES)
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics); // NULL: the sum over every zone
    *bytes = statistics.size_in_use;
    return true;
#else
    (void)bytes;
    return false;
#endif
}
