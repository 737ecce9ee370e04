// The heap on transparent huge pages (tools/huge_pages.cpp): fewer page faults for the
// commands that allocate much, the audit first of all. Does nothing in a build without
// mimalloc (the sanitizers' and the fuzzers') or off Linux.
#pragma once

// Asks the kernel to back the heap with huge pages, once a process; call before the
// work allocates.
void heap_on_huge_pages();
