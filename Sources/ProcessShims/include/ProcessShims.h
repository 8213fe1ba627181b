// What Swift cannot call directly: `prctl` is variadic in C, so Swift does not import it, and
// glibc declares `pthread_setname_np` only under _GNU_SOURCE. Linux only; on other systems the
// header is empty and callers take their own branch.
#ifndef PROCESS_SHIMS_H
#define PROCESS_SHIMS_H

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
