#include "CBenchSupport.h"

#include <pthread.h>
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

struct thread_start {
    void (*body)(void *);
    void *context;
};

static void *run_thread_start(void *argument) {
    struct thread_start *start = argument;
    start->body(start->context);
    return NULL;
}

bool trellis_run_on_thread(size_t stack_bytes, void (*body)(void *), void *context) {
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return false;
    struct thread_start start = {body, context};
    pthread_t thread;
    bool made = pthread_attr_setstacksize(&attributes, stack_bytes) == 0
        && pthread_create(&thread, &attributes, run_thread_start, &start) == 0;
    pthread_attr_destroy(&attributes);
    if (made) pthread_join(thread, NULL);
    return made;
}
