// What the benchmarks need from the system, written once in C: the monotonic clock and the
// allocator's statistics. Swift imports these APIs differently on glibc, musl and Darwin
// (glibc's Swift module does not export <malloc.h>), whereas their C is the same, so this
// target builds on every platform without conditional Swift. (A thread with a large stack is
// the engine's own, in CStackSpace.)
#ifndef C_BENCH_SUPPORT_H
#define C_BENCH_SUPPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Nanoseconds on the monotonic clock (CLOCK_MONOTONIC), for timing intervals.
uint64_t trellis_monotonic_nanoseconds(void);

/// Stores in `bytes` how much memory malloc has handed out and not had back, and returns true;
/// returns false where the allocator does not say (neither glibc 2.33+ nor Darwin).
///
/// glibc: in-use heap chunks plus blocks served by mmap (mallinfo2's `uordblks + hblkhd`, the
/// latter being where large arrays go). Darwin: the bytes in use in every malloc zone.
bool trellis_heap_bytes_in_use(size_t *_Nonnull bytes);

#endif
