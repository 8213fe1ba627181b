#ifndef MALLOC_STATISTICS_H
#define MALLOC_STATISTICS_H

#include <stddef.h>

/// The bytes the C allocator has handed out and not had back: glibc's `mallinfo2`, or the
/// default zone's statistics on Apple platforms.
size_t malloc_statistics_bytes_in_use(void);

#endif
