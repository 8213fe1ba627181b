// What Swift cannot call directly: `prctl` and `syscall` are variadic in C, so Swift does not
// import them (and glibc has no wrapper for `openat2`), and
// glibc declares `pthread_setname_np` only under _GNU_SOURCE (Linux only; on other systems those
// are left out and callers take their own branch); and the C library's `stdout`, a global Swift 6
// will not touch without a lock it cannot have; and `siginfo_t`'s `si_pid`, a macro into a union
// in glibc.
#ifndef PROCESS_SHIMS_H
#define PROCESS_SHIMS_H

#include <stdio.h>
#include <sys/wait.h>

/// Whether the child `pid` has ended, without reaping it: 1 if it has, 0 if it still runs, -1 on
/// error (errno set). While it is not reaped, its PID, and so its process group's ID, cannot be
/// taken by another process.
static inline int process_shims_has_ended(pid_t pid) {
  siginfo_t info;
  info.si_pid = 0;
  if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0) return -1;
  return info.si_pid == pid;
}

/// Makes standard output line-buffered: what a check prints before it crashes or is stopped is
/// then already written, not lost in a full buffer. Returns 0 on success.
static inline int process_shims_line_buffer_stdout(void) {
  return setvbuf(stdout, NULL, _IOLBF, 0);
}

#include <errno.h>
#include <string.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#if defined(SYS_openat2) && __has_include(<linux/openat2.h>)
#include <linux/openat2.h>
#define PROCESS_SHIMS_HAS_OPENAT2 1
#endif
#endif

/// Opens `path`, relative to the folder `directory`, with `flags`, as `openat` would, but only
/// when every step of it, symbolic links included, stays beneath that folder: Linux's `openat2`
/// with RESOLVE_BENEATH and no magic links, which resolves the whole path in the kernel. Returns
/// the descriptor, or -1 with errno set: EXDEV when a step would leave (an absolute link among
/// them), ENOSYS where the system has no `openat2`.
static inline int process_shims_open_beneath(int directory, const char *path, int flags) {
#if defined(PROCESS_SHIMS_HAS_OPENAT2)
  struct open_how how;
  memset(&how, 0, sizeof how);
  how.flags = (unsigned long long)flags;
  how.resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS;
  return (int)syscall(SYS_openat2, directory, path, &how, sizeof how);
#else
  (void)directory;
  (void)path;
  (void)flags;
  errno = ENOSYS;
  return -1;
#endif
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
