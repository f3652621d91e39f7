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

/// What a thread made by trellis_run_on_thread shares with the thread that made it: its body,
/// and the one call it may hand back to be run there (trellis_run_on_calling_thread).
struct thread_start {
    void (*body)(void *);
    void *context;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    void (*call)(void *); // NULL while no call waits
    void *call_context;
    bool finished;
};

/// The start of the thread running, when trellis_run_on_thread made it.
static _Thread_local struct thread_start *current_start;

static void *run_thread_start(void *argument) {
    struct thread_start *start = argument;
    current_start = start;
    start->body(start->context);
    pthread_mutex_lock(&start->lock);
    start->finished = true;
    pthread_cond_broadcast(&start->changed);
    pthread_mutex_unlock(&start->lock);
    return NULL;
}

bool trellis_run_on_thread(size_t stack_bytes, void (*body)(void *), void *context) {
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return false;
    struct thread_start start = {.body = body, .context = context};
    if (pthread_mutex_init(&start.lock, NULL) != 0) {
        pthread_attr_destroy(&attributes);
        return false;
    }
    if (pthread_cond_init(&start.changed, NULL) != 0) {
        pthread_mutex_destroy(&start.lock);
        pthread_attr_destroy(&attributes);
        return false;
    }
    pthread_t thread;
    bool made = pthread_attr_setstacksize(&attributes, stack_bytes) == 0
        && pthread_create(&thread, &attributes, run_thread_start, &start) == 0;
    pthread_attr_destroy(&attributes);
    if (made) {
        // Wait for the thread, running each call it hands back until it finishes.
        pthread_mutex_lock(&start.lock);
        for (;;) {
            while (!start.finished && start.call == NULL) pthread_cond_wait(&start.changed, &start.lock);
            if (start.call == NULL) break;
            pthread_mutex_unlock(&start.lock);
            start.call(start.call_context);
            pthread_mutex_lock(&start.lock);
            start.call = NULL;
            pthread_cond_broadcast(&start.changed);
        }
        pthread_mutex_unlock(&start.lock);
        pthread_join(thread, NULL);
    }
    pthread_cond_destroy(&start.changed);
    pthread_mutex_destroy(&start.lock);
    return made;
}

void trellis_run_on_calling_thread(void (*call)(void *), void *context) {
    struct thread_start *start = current_start;
    if (start == NULL) {
        call(context);
        return;
    }
    pthread_mutex_lock(&start->lock);
    start->call_context = context;
    start->call = call;
    pthread_cond_broadcast(&start->changed);
    while (start->call != NULL) pthread_cond_wait(&start->changed, &start->lock);
    pthread_mutex_unlock(&start->lock);
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
