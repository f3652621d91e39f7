// Room on the call stack for the solver's recursion, asked of the system in C: the engine's
// Swift imports no libc (Docs/Architecture.md), and these calls' C is the same on glibc, musl
// and Darwin, where their Swift imports differ (pthread_t is an integer on one and a pointer on
// the others; glibc's module hides pthread_getattr_np).
#ifndef C_STACK_SPACE_H
#define C_STACK_SPACE_H

#include <stdbool.h>
#include <stddef.h>

/// The bytes between the caller's stack pointer and the end of its thread's stack; 0 when the
/// system does not say. The end is asked of the system once per thread.
size_t trellis_remaining_stack(void);

/// Runs `body(context)` on a new thread whose stack holds `stack_bytes`, waits for it and
/// returns true; returns false, without running `body`, when no such thread can be made.
bool trellis_run_on_thread(size_t stack_bytes, void (*_Nonnull body)(void *_Nonnull),
                           void *_Nonnull context);

#endif
