// The program's operator new and delete, over malloc and free, built in when rithmo is
// linked with mimalloc. mimalloc's own operator new is built as C: when memory runs out
// it aborts the process (exit 134, no message), where the standard's operator new calls
// the new handler and throws std::bad_alloc, which main reports as one error line.
// mimalloc still does the allocating: its malloc replaces the C library's.
#include <cstdlib>
#include <new>

#include <unistd.h>

namespace {

// Memory ran out before main set its new handler (during the program's static
// initialisation), where an exception would end the process without a word.
[[noreturn]] void out_of_memory_before_main() {
  static const char message[] =
      "rithmo: error: out of memory: the program cannot start (a limit set by ulimit -v or "
      "prlimit is too low)\n";
  (void)!write(2, message, sizeof message - 1);
  _exit(2);
}

// Calls the new handler once memory has run out: true to try again, false when the
// allocation is to fail without throwing (`nothrow`).
bool handle_out_of_memory(bool nothrow) {
  const std::new_handler handler = std::get_new_handler();
  if (handler == nullptr) out_of_memory_before_main();
  if (nothrow) {
    try {
      handler();
    } catch (const std::bad_alloc&) {
      return false;
    }
    return true;
  }
  handler();  // throws std::bad_alloc once nothing more can be freed
  return true;
}

void* allocate(std::size_t size, bool nothrow = false) {
  if (size == 0) size = 1;
  for (;;) {
    if (void* p = std::malloc(size)) return p;
    if (!handle_out_of_memory(nothrow)) return nullptr;
  }
}

void* allocate_aligned(std::size_t size, std::align_val_t align, bool nothrow = false) {
  const auto a = static_cast<std::size_t>(align);
  if (size == 0) size = 1;
  // aligned_alloc wants a size that is a multiple of the alignment.
  size = (size + a - 1) / a * a;
  for (;;) {
    if (void* p = std::aligned_alloc(a, size)) return p;
    if (!handle_out_of_memory(nothrow)) return nullptr;
  }
}

}  // namespace

void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
void* operator new(std::size_t size, std::align_val_t align) { return allocate_aligned(size, align); }
void* operator new[](std::size_t size, std::align_val_t align) { return allocate_aligned(size, align); }

void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return allocate(size, true); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept { return allocate(size, true); }
void* operator new(std::size_t size, std::align_val_t align, const std::nothrow_t&) noexcept {
  return allocate_aligned(size, align, true);
}
void* operator new[](std::size_t size, std::align_val_t align, const std::nothrow_t&) noexcept {
  return allocate_aligned(size, align, true);
}

void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept { std::free(p); }
