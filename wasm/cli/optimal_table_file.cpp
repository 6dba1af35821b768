#include "optimal_table_file.h"

#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <vector>

namespace cli {

namespace opt = cube::optimal;

namespace {

const char* size_name(opt::TableSize s) { return s == opt::TableSize::Large ? "large" : "small"; }

// Reads the file chunk by chunk into a ChunkAssembler (peak memory ~ the file).
std::shared_ptr<const opt::Tables> load(const std::string& path, std::ifstream& in, std::string* error) {
  in.seekg(0, std::ios::end);
  const std::streamoff total = in.tellg();
  in.seekg(0);
  if (total <= 0) {
    *error = "--table-file: '" + path + "' is empty";
    return nullptr;
  }
  opt::ChunkAssembler assembler(static_cast<size_t>(total));
  std::vector<uint8_t> chunk(opt::kDefaultChunkSize);
  for (size_t offset = 0; offset < static_cast<size_t>(total);) {
    const size_t n = std::min(chunk.size(), static_cast<size_t>(total) - offset);
    if (!in.read(reinterpret_cast<char*>(chunk.data()), static_cast<std::streamsize>(n))) {
      *error = "--table-file: cannot read '" + path + "'";
      return nullptr;
    }
    if (!assembler.add(offset, chunk.data(), n, 0, error)) return nullptr;
    offset += n;
  }
  std::string why;
  std::shared_ptr<const opt::Tables> t = assembler.finish(&why);
  if (!t) *error = "--table-file: '" + path + "' does not verify (" + why + "); delete it to rebuild";
  return t;
}

bool save(const std::shared_ptr<const opt::Tables>& t, const std::string& path, std::string* error) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    const opt::TableExporter ex(t);
    for (size_t i = 0; out && i < ex.chunk_count(); ++i) {
      const std::vector<uint8_t> c = ex.chunk(i);
      out.write(reinterpret_cast<const char*>(c.data()), static_cast<std::streamsize>(c.size()));
    }
    if (!out) {
      *error = "--table-file: cannot write '" + tmp + "'";
      std::remove(tmp.c_str());
      return false;
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    *error = "--table-file: cannot rename '" + tmp + "' to '" + path + "'";
    return false;
  }
  return true;
}

}  // namespace

std::shared_ptr<const opt::Tables> prepare_optimal_tables(opt::TableSize size, const std::string& path,
                                                          bool show_progress, std::string* error) {
  if (auto t = opt::installed_tables(); t && t->size == size) return t;
  if (!path.empty()) {
    if (std::ifstream in{path, std::ios::binary}) {
      std::shared_ptr<const opt::Tables> t = load(path, in, error);
      if (t && t->size != size) {
        *error = "--table-file: '" + path + "' holds the " + size_name(t->size) + " optimal tables, not the " +
                 size_name(size) + " ones";
        return nullptr;
      }
      if (t) opt::install_tables(t);
      return t;
    }
  }
  opt::install_tables(nullptr);  // the other size: both may not fit
  // A terminal gets one line rewritten; a file or pipe a line every 10%.
  const bool tty = isatty(STDERR_FILENO);
  int last = -1;
  auto progress = [&](double f) {
    const int pct = static_cast<int>(f * 100);
    if (!show_progress || pct == last || (!tty && pct / 10 == last / 10)) return;
    last = pct;
    std::cerr << (tty ? "\r" : "") << "building the " << size_name(size) << " optimal tables: " << pct << "%"
              << (tty ? "" : "\n") << std::flush;
  };
  std::shared_ptr<const opt::Tables> t = opt::try_build_tables(size, progress, 1, error);
  if (show_progress && tty) std::cerr << "\n";
  if (!t) return nullptr;
  opt::install_tables(t);
  if (!path.empty() && !save(t, path, error)) return nullptr;
  return t;
}

}  // namespace cli
