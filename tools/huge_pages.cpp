// The heap on transparent huge pages, built in when rithmo is linked with mimalloc on
// Linux. On the project's machine the first touch of a 4 KiB page is a page fault that
// costs the kernel some microseconds: a full audit touches about 2 300 pages, a fifth
// of its processor time (docs/performance.md). A huge page (2 MiB) is one fault for 512
// small ones. The kernel backs a mapping with huge pages only where madvise asks it to
// (transparent_hugepage set to "madvise", Debian's default), so the heap asks:
//   - the mappings mimalloc made before main (the main thread's segment), found in
//     /proc/self/maps as the anonymous read-write mappings of 2 MiB or more, the small
//     pages already touched there gathered into huge ones;
//   - and an arena reserved here (address space only, nothing touched) from which
//     mimalloc takes the segments of the threads and of large allocations made later.
// Nothing is reserved under a limit on the address space (ulimit -v, prlimit --as),
// which the reservation would count against. Where the kernel has no huge pages, or
// refuses, the pages stay small: the program works the same, only slower.
#include "huge_pages.hpp"

#if defined(RITHMO_HUGE_PAGES) && defined(__linux__)

#include <mimalloc.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iterator>

#include <sys/mman.h>
#include <sys/resource.h>

namespace {

constexpr std::size_t kMiB = std::size_t{1} << 20;
// The address space reserved for later segments: mimalloc takes 32 MiB a segment (a
// thread's first, or one large allocation's), and the audit's threads need a few.
constexpr std::size_t kArena = 256 * kMiB;
// mimalloc finds a segment from a pointer by masking it: an arena starts at a multiple
// of the segment's size.
constexpr std::size_t kSegmentAlign = 32 * kMiB;
constexpr std::size_t kHugePage = 2 * kMiB;

#ifndef MADV_COLLAPSE
#define MADV_COLLAPSE 25  // Linux 6.1
#endif

// Gathers into huge pages the 2 MiB ranges of [begin, end) that already hold small pages
// (mimalloc's first pages, touched before main): a range that holds any stays on small
// pages, a fault each, until the kernel's background collapse gets to it. MADV_COLLAPSE
// copies them into one huge page at once; where the kernel cannot (before Linux 6.1),
// nothing changes.
void collapse_touched(std::uintptr_t begin, std::uintptr_t end) {
  unsigned char resident[kHugePage / 4096] = {};
  for (std::uintptr_t at = (begin + kHugePage - 1) & ~(std::uintptr_t{kHugePage} - 1); at + kHugePage <= end;
       at += kHugePage) {
    void* range = reinterpret_cast<void*>(at);
    if (mincore(range, kHugePage, resident) != 0) return;
    if (std::none_of(std::begin(resident), std::end(resident), [](unsigned char r) { return (r & 1) != 0; }))
      continue;
    if (madvise(range, kHugePage, MADV_COLLAPSE) != 0) return;
  }
}

// Asks for huge pages on the anonymous read-write mappings of the process that can hold
// one (the allocator's heap so far; the stacks and the program's own data are smaller).
void advise_existing() {
  std::FILE* maps = std::fopen("/proc/self/maps", "re");
  if (maps == nullptr) return;
  char line[512];
  while (std::fgets(line, sizeof line, maps) != nullptr) {
    unsigned long begin = 0, end = 0, offset = 0, inode = 0;
    char perms[8] = {}, device[32] = {};
    int consumed = 0;
    if (std::sscanf(line, "%lx-%lx %7s %lx %31s %lu %n", &begin, &end, perms, &offset, device, &inode,
                    &consumed) < 6)
      continue;
    const char* path = line + consumed;
    const bool anonymous = inode == 0 && (*path == '\n' || *path == '\0');
    if (!anonymous || std::strncmp(perms, "rw", 2) != 0 || end - begin < kHugePage) continue;
    if (madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE) == 0)
      collapse_touched(begin, end);
  }
  std::fclose(maps);
}

// Reserves the arena for later segments, on huge pages, unless the address space is
// limited.
void reserve_arena() {
  rlimit limit{};
  if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur != RLIM_INFINITY) return;
  void* raw = mmap(nullptr, kArena + kSegmentAlign, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (raw == MAP_FAILED) return;
  const auto at = reinterpret_cast<std::uintptr_t>(raw);
  const std::uintptr_t start = (at + kSegmentAlign - 1) & ~(std::uintptr_t{kSegmentAlign} - 1);
  // The unaligned ends are given back.
  if (start > at) (void)munmap(raw, start - at);
  const std::uintptr_t tail = at + kArena + kSegmentAlign - (start + kArena);
  if (tail > 0) (void)munmap(reinterpret_cast<void*>(start + kArena), tail);
  void* arena = reinterpret_cast<void*>(start);
  (void)madvise(arena, kArena, MADV_HUGEPAGE);
  // Committed (readable and writable) and zero, as a fresh anonymous mapping is.
  if (!mi_manage_os_memory(arena, kArena, true, false, true, -1)) (void)munmap(arena, kArena);
}

}  // namespace

void heap_on_huge_pages() {
  static bool done = false;
  if (done) return;
  done = true;
  advise_existing();
  reserve_arena();
}

#else

void heap_on_huge_pages() {}

#endif
