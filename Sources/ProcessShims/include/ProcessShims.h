// What Swift cannot call directly: `prctl` is variadic in C, so Swift does not import it, and
// glibc declares `pthread_setname_np` only under _GNU_SOURCE (Linux only; on other systems those
// are left out and callers take their own branch); and the C library's `stdout`, a global Swift 6
// will not touch without a lock it cannot have.
#ifndef PROCESS_SHIMS_H
#define PROCESS_SHIMS_H

#include <stdio.h>

/// Makes standard output line-buffered: what a check prints before it crashes or is stopped is
/// then already written, not lost in a full buffer. Returns 0 on success.
static inline int process_shims_line_buffer_stdout(void) {
  return setvbuf(stdout, NULL, _IOLBF, 0);
}

#if defined(__linux__)
#include <sys/prctl.h>

/// Makes the calling process a subreaper: a descendant whose parent dies is reparented to it
/// instead of to init, so it can still be found and ended. Returns 0 on success.
static inline int process_shims_become_subreaper(void) {
  return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
}

/// Names the calling thread (at most 15 bytes are kept), as /proc/PID/task/TID/comm shows it.
static inline int process_shims_name_thread(const char *name) {
  return prctl(PR_SET_NAME, name, 0, 0, 0);
}
#endif

#endif
