// The package's calls into the system, written once in C: their C is the same on glibc, musl
// and Darwin, where their Swift imports differ (pthread_t is an integer on one and a pointer on
// the others; glibc's Swift module hides pthread_getattr_np and <malloc.h>), so no Swift source
// of the package imports the C library. The engine uses the stack functions (`StackSpace`); the
// benchmarks the clock and the heap statistics. One C file: valgrind 3.19 cannot read a binary
// that holds two DWARF 5 compile units, and callgrind counts the instructions we judge speed by.
#ifndef C_SYSTEM_H
#define C_SYSTEM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// The bytes between the caller's stack pointer and the end of its thread's stack; 0 when the
/// system does not say. The end is asked of the system once per thread.
size_t trellis_remaining_stack(void);

/// Runs `body(context)` on a new thread whose stack holds `stack_bytes`, waits for it and
/// returns true; returns false, without running `body`, when no such thread can be made. While
/// it waits, the calling thread runs the calls the new thread hands it with
/// `trellis_run_on_calling_thread`.
bool trellis_run_on_thread(size_t stack_bytes, void (*_Nonnull body)(void *_Nonnull),
                           void *_Nonnull context);

/// Runs `call(context)` on the thread that made the calling one with `trellis_run_on_thread`,
/// waiting for it; on any other thread, runs it right there.
void trellis_run_on_calling_thread(void (*_Nonnull call)(void *_Nonnull), void *_Nonnull context);

/// Nanoseconds on the monotonic clock (CLOCK_MONOTONIC), for timing intervals.
uint64_t trellis_monotonic_nanoseconds(void);

/// Stores in `bytes` how much memory malloc has handed out and not had back, and returns true;
/// returns false where the allocator does not say (neither glibc 2.33+ nor Darwin).
///
/// glibc: in-use heap chunks plus blocks served by mmap (mallinfo2's `uordblks + hblkhd`, the
/// latter being where large arrays go). Darwin: the bytes in use in every malloc zone.
bool trellis_heap_bytes_in_use(size_t *_Nonnull bytes);

#endif
