// Whether the process can still take `bytes` of memory: one allocation of that size,
// touched and freed, by malloc (which returns null where operator new would throw). A
// table build or load asks first, so running out of memory is a message before any work,
// also where a thrown std::bad_alloc is not caught: in the threaded WebAssembly build
// (Emscripten 3.1.6 with -pthread and -fwasm-exceptions, Chromium 156) a C++ exception
// escapes every catch as a WebAssembly.Exception. In WebAssembly the memory taken stays
// with the module after free(), so the build that follows finds it.
#pragma once
#include <cstddef>
#include <cstdlib>

namespace cube::tables {

inline bool memory_room(size_t bytes) {
  void* p = std::malloc(bytes);
  if (!p) return false;
  // Touched, so the allocation is not elided; the last byte makes WebAssembly's memory grow to it.
  static_cast<volatile char*>(p)[bytes - 1] = 0;
  std::free(p);
  return true;
}

// The same for pieces held at once, as the work that follows allocates them: a WASM32
// malloc (dlmalloc) refuses any one request of 2 GiB or more, whatever the memory
// could hold, so a peak above 2 GiB is asked for as the pieces it is made of.
inline bool memory_room(size_t a, size_t b) {
  void* p = std::malloc(a);
  if (!p) return false;
  static_cast<volatile char*>(p)[a - 1] = 0;
  const bool ok = memory_room(b);
  std::free(p);
  return ok;
}

}  // namespace cube::tables
