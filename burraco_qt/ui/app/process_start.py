"""When this process was created, as the operating system records it (for ``--timing``).

:func:`creation_time` gives seconds since the epoch (``time.time()``'s clock), or ``None`` when
the system does not say. It counts from the process's creation, so the interpreter's start-up,
PyInstaller's bootloader and every import before the first paint are inside the figure.

* **Linux** (tested): ``/proc/self/stat`` field 22, *starttime*, in clock ticks since boot; the
  boot clock (``CLOCK_BOOTTIME``) now minus it is the process's age, subtracted from
  ``time.time()``. Resolution one tick (``SC_CLK_TCK``, 10 ms).
* **Windows** (by documentation and review): ``GetProcessTimes`` on the current process; its
  creation time is a ``FILETIME`` (100 ns units since 1601-01-01 UTC).
* **macOS** (by documentation and review): ``sysctl`` ``{CTL_KERN, KERN_PROC, KERN_PROC_PID,
  pid}`` fills a ``struct kinfo_proc`` whose first member, ``kp_proc`` (``struct
  extern_proc``), begins with the union holding ``p_starttime``, a ``struct timeval``
  (``tv_sec`` 8 bytes, ``tv_usec`` 4 bytes on 64-bit macOS).

Pure Python, no Qt: imported before anything heavy.
"""

from __future__ import annotations

import os
import sys
import time

#: 100 ns intervals from 1601-01-01 to 1970-01-01 (Windows FILETIME).
_FILETIME_EPOCH = 116_444_736_000_000_000


def creation_time() -> float | None:
    """The process's creation time in seconds since the epoch, or ``None`` when unknown."""
    try:
        if sys.platform.startswith("linux"):
            return _linux()
        if sys.platform == "win32":
            return _windows()
        if sys.platform == "darwin":
            return _macos()
    except (OSError, ValueError, AttributeError, IndexError):
        return None
    return None


def _linux() -> float:
    with open("/proc/self/stat", "rb") as f:
        stat = f.read().decode("ascii", "replace")
    # the command name (field 2) is in parentheses and may hold spaces: split after it
    fields = stat[stat.rindex(")") + 2 :].split()
    ticks = int(fields[19])  # field 22 of the whole line
    age = time.clock_gettime(time.CLOCK_BOOTTIME) - ticks / os.sysconf("SC_CLK_TCK")
    return time.time() - age


def _windows() -> float:
    import ctypes
    from ctypes import wintypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
    creation, exited, kernel, user = (wintypes.FILETIME() for _ in range(4))
    kernel32.GetCurrentProcess.restype = wintypes.HANDLE
    if not kernel32.GetProcessTimes(
        kernel32.GetCurrentProcess(),
        ctypes.byref(creation),
        ctypes.byref(exited),
        ctypes.byref(kernel),
        ctypes.byref(user),
    ):
        raise OSError(ctypes.get_last_error(), "GetProcessTimes failed")  # type: ignore[attr-defined]
    ticks = (creation.dwHighDateTime << 32) | creation.dwLowDateTime
    return (ticks - _FILETIME_EPOCH) / 10_000_000


def _macos() -> float:
    import ctypes
    import ctypes.util
    import struct

    libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
    ctl_kern, kern_proc, kern_proc_pid = 1, 14, 1
    mib = (ctypes.c_int * 4)(ctl_kern, kern_proc, kern_proc_pid, os.getpid())
    size = ctypes.c_size_t(1024)  # sizeof(struct kinfo_proc) is 648 on 64-bit macOS
    buf = ctypes.create_string_buffer(size.value)
    if libc.sysctl(mib, 4, buf, ctypes.byref(size), None, 0) != 0:
        raise OSError(ctypes.get_errno(), "sysctl KERN_PROC_PID failed")
    seconds, micros = struct.unpack_from("=qi", buf.raw, 0)
    if seconds <= 0:
        raise ValueError("no start time")
    return seconds + micros / 1_000_000
