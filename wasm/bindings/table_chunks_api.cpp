// Tables in chunks for the IndexedDB cache (registry::TableExport / TableImport): one
// export and one import at a time per module, driven by the worker chunk by chunk so
// the large optimal table (846 MB) is never copied whole into JavaScript. Checksums
// cross the boundary as 16 hex digits (a u64 does not fit a JS number).
#include <cstdio>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include <emscripten/val.h>

#include "api.h"
#include "js.h"
#include "solvers/registry.h"

namespace bindings {

namespace {

std::unique_ptr<cube::registry::TableExport> g_export;
std::unique_ptr<cube::registry::TableImport> g_import;
std::vector<uint8_t> g_chunk;  // the chunk being handed out or taken in

std::string hex64(uint64_t v) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(v));
  return text;
}

// "": not given (0, not checked); otherwise exactly 16 hex digits.
bool parse_hex64(const std::string& text, uint64_t& out) {
  out = 0;
  if (text.empty()) return true;
  if (text.size() != 16) return false;
  for (char c : text) {
    int d;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
    else return false;
    out = out << 4 | static_cast<uint64_t>(d);
  }
  return true;
}

// A whole number of bytes below 4 GiB (the module's memory; size_t has 32 bits).
bool byte_count(double d) { return d >= 0 && d < 4294967296.0 && d == static_cast<double>(static_cast<size_t>(d)); }

}  // namespace

val export_open(val which) {
  g_export.reset();
  std::string error;
  cube::Message text;
  const cube::registry::SolveRequest r = table_request(which, error, &text);
  if (!error.empty()) return failed_result(error, text);
  auto e = std::make_unique<cube::registry::TableExport>(r);
  if (!e->ok()) return failed_result(e->error(), e->error_text());
  val out = ok_result();
  out.set("bytes", static_cast<double>(e->size()));
  g_export = std::move(e);
  return out;
}

val export_chunk(double offset, double size) {
  if (!g_export) return failed_result("no table export is open (call exportOpen first)");
  if (!byte_count(offset) || !byte_count(size))
    return failed_result("the chunk's offset and size must be whole byte counts");
  try {
    g_chunk.resize(static_cast<size_t>(size));
  } catch (const std::bad_alloc&) {
    return failed_result(cube::message("table_chunk_no_memory").english(), cube::message("table_chunk_no_memory"));
  }
  const size_t n = g_export->read(static_cast<size_t>(offset), g_chunk.data(), g_chunk.size());
  val out = ok_result();
  // A view of the heap copied out by slice() (the next chunk reuses the buffer).
  out.set("bytes", val(emscripten::typed_memory_view(n, g_chunk.data())).call<val>("slice"));
  out.set("checksum", hex64(cube::registry::chunk_checksum(g_chunk.data(), n)));
  return out;
}

void export_close() {
  g_export.reset();
  g_chunk = {};
}

val import_open(val which, double total) {
  g_import.reset();
  if (!byte_count(total)) return failed_result("the table size must be a whole number of bytes below 4 GiB");
  std::string error;
  cube::Message text;
  const cube::registry::SolveRequest r = table_request(which, error, &text);
  if (!error.empty()) return failed_result(error, text);
  auto i = std::make_unique<cube::registry::TableImport>(r, static_cast<size_t>(total));
  cube::Message why;
  if (!i->ok(&why)) return failed_result(why.english(), why);
  g_import = std::move(i);
  return ok_result();
}

val import_chunk(double offset, val bytes, const std::string& checksum) {
  if (!g_import) return failed_result("no table import is open (call importOpen first)");
  if (!byte_count(offset)) return failed_result("the chunk's offset must be a whole byte count");
  if (!bytes.instanceof (val::global("Uint8Array"))) return failed_result("the table chunk must be a Uint8Array");
  uint64_t expected = 0;
  if (!parse_hex64(checksum, expected)) return failed_result("the chunk's checksum must be 16 hex digits");
  const size_t n = bytes["length"].as<size_t>();
  try {
    g_chunk.resize(n);
  } catch (const std::bad_alloc&) {
    return failed_result(cube::message("table_chunk_no_memory").english(), cube::message("table_chunk_no_memory"));
  }
  // Copied straight into the heap; the view is made after the resize (memory may grow).
  val(emscripten::typed_memory_view(n, g_chunk.data())).call<void>("set", bytes);
  cube::Message why;
  if (!g_import->add(static_cast<size_t>(offset), g_chunk.data(), n, expected, &why))
    return failed_result(why.english(), why);
  return ok_result();
}

val import_finish() {
  if (!g_import) return failed_result("no table import is open (call importOpen first)");
  std::unique_ptr<cube::registry::TableImport> i = std::move(g_import);
  g_chunk = {};
  cube::Message why;
  if (!i->finish(&why))
    return why.empty() ? failed_result("the table bytes do not verify") : failed_result(why.english(), why);
  return ok_result();
}

void import_abort() {
  g_import.reset();
  g_chunk = {};
}

}  // namespace bindings
