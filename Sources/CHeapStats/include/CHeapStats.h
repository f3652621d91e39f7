// glibc's allocator statistics for `trellis bench`: Swift's Glibc module does not export
// <malloc.h>, so this header wraps mallinfo2() (glibc 2.33+) for TrellisBench.
#ifndef C_HEAP_STATS_H
#define C_HEAP_STATS_H

#include <stddef.h>

/// Bytes currently allocated by malloc: in-use heap chunks (`uordblks`) plus blocks served by
/// mmap (`hblkhd`, where large arrays go). Returns 0 where mallinfo2 is unavailable.
size_t trellis_heap_bytes_in_use(void);

#endif
