#define _GNU_SOURCE // pthread_getattr_np on glibc and musl
#include "CSystem.h"

#include <pthread.h>
#include <stdint.h>
#include <time.h>

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>
#define HEAP_STATS_MALLINFO2 1
#elif defined(__APPLE__)
#include <malloc/malloc.h>
#define HEAP_STATS_MALLOC_ZONES 1
#endif

size_t trellis_remaining_stack(void) {
    char marker;
    uintptr_t here = (uintptr_t)&marker;
#if defined(__APPLE__)
    uintptr_t top = (uintptr_t)pthread_get_stackaddr_np(pthread_self());
    uintptr_t low = top - pthread_get_stacksize_np(pthread_self());
#else
    // For the main thread glibc answers by reading /proc/self/maps, some 35 µs: a few percent of
    // laying out a 1,000-element screen, so each thread asks once.
    static _Thread_local uintptr_t known_low;
    uintptr_t low = known_low;
    if (low == 0) {
        pthread_attr_t attributes;
        if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
        void *address = NULL;
        size_t size = 0;
        int status = pthread_attr_getstack(&attributes, &address, &size);
        pthread_attr_destroy(&attributes);
        if (status != 0 || address == NULL) return 0;
        low = known_low = (uintptr_t)address;
    }
#endif
    return here > low ? (size_t)(here - low) : 0;
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
