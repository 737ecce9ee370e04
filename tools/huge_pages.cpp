// The heap on transparent huge pages, built in when rithmo is linked with mimalloc on
// Linux. On the project's machine the first touch of a 4 KiB page is a page fault that
// costs the kernel some microseconds: a full audit touches about 2 300 pages, a fifth
// of its processor time (docs/performance.md). A huge page (2 MiB) is one fault for 512
// small ones. The kernel backs a mapping with huge pages only where madvise asks it to
// (transparent_hugepage set to "madvise", Debian's default), so the heap asks:
//   - the segment mimalloc made before main (the main thread's heap), found from a
//     block allocated in it, the small pages already touched there gathered into huge
//     ones;
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

// Gathers into huge pages the 2 MiB ranges of a segment that already hold small pages
// (mimalloc's first pages, touched before main): a range that holds any stays on small
// pages, a fault each, until the kernel's background collapse gets to it. MADV_COLLAPSE
// copies them into one huge page at once; where the kernel cannot (before Linux 6.1),
// nothing changes. The pages resident are asked for once, for the whole segment.
void collapse_touched(std::uintptr_t segment) {
  constexpr std::size_t kPage = 4096;
  unsigned char resident[kSegmentAlign / kPage];
  if (mincore(reinterpret_cast<void*>(segment), kSegmentAlign, resident) != 0) return;
  for (std::size_t range = 0; range < kSegmentAlign / kHugePage; ++range) {
    const unsigned char* first = resident + range * (kHugePage / kPage);
    if (std::none_of(first, first + kHugePage / kPage, [](unsigned char r) { return (r & 1) != 0; }))
      continue;
    if (madvise(reinterpret_cast<void*>(segment + range * kHugePage), kHugePage, MADV_COLLAPSE) != 0) return;
  }
}

// Asks for huge pages on the segment mimalloc made before main, the main thread's heap so
// far: found from a block allocated in it, as mimalloc finds a block's segment (its
// address masked to the segment's alignment). Reading /proc/self/maps for it instead
// cost every command about 0.5 ms (docs/performance.md).
void advise_existing() {
  void* block = mi_malloc(1);
  if (block == nullptr) return;
  const std::uintptr_t begin = reinterpret_cast<std::uintptr_t>(block) & ~(std::uintptr_t{kSegmentAlign} - 1);
  mi_free(block);
  if (madvise(reinterpret_cast<void*>(begin), kSegmentAlign, MADV_HUGEPAGE) == 0) collapse_touched(begin);
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
