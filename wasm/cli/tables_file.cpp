#include "tables_file.h"

#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <vector>

namespace cli {

namespace reg = cube::registry;

namespace {

constexpr size_t kChunk = 4u << 20;  // 4 MiB

bool load(const reg::SolveRequest& request, const std::string& path, std::ifstream& in, std::string* error) {
  in.seekg(0, std::ios::end);
  const std::streamoff total = in.tellg();
  in.seekg(0);
  if (total <= 0) {
    *error = "--table-file: '" + path + "' is empty";
    return false;
  }
  reg::TableImport import(request, static_cast<size_t>(total));
  std::string why;
  if (!import.ok(&why)) {
    *error = "--table-file: " + why;
    return false;
  }
  std::vector<uint8_t> chunk(kChunk);
  for (size_t offset = 0; offset < static_cast<size_t>(total);) {
    const size_t n = std::min(chunk.size(), static_cast<size_t>(total) - offset);
    if (!in.read(reinterpret_cast<char*>(chunk.data()), static_cast<std::streamsize>(n))) {
      *error = "--table-file: cannot read '" + path + "'";
      return false;
    }
    if (!import.add(offset, chunk.data(), n, 0, &why)) break;
    offset += n;
  }
  if (why.empty() && import.finish(&why)) return true;
  *error = "--table-file: '" + path + "' does not verify (" + why + "); delete it to rebuild";
  return false;
}

bool save(const reg::SolveRequest& request, const std::string& path, std::string* error) {
  const reg::TableExport ex(request);
  if (!ex.ok()) {
    *error = "--table-file: " + ex.error();
    return false;
  }
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    std::vector<uint8_t> chunk(kChunk);
    for (size_t offset = 0; out && offset < ex.size();) {
      const size_t n = ex.read(offset, chunk.data(), chunk.size());
      out.write(reinterpret_cast<const char*>(chunk.data()), static_cast<std::streamsize>(n));
      offset += n;
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

bool prepare_tables(const reg::SolveRequest& request, const std::string& path, bool show_progress, std::string* error) {
  if (reg::tables_ready(request)) return true;
  if (!path.empty()) {
    if (std::ifstream in{path, std::ios::binary}) return load(request, path, in, error);
  }
  // A terminal gets one line rewritten; a file or pipe a line every 10%.
  const bool tty = isatty(STDERR_FILENO);
  const std::string what =
      "building the " + request.solver + (request.table.empty() ? "" : " " + request.table) + " tables: ";
  int last = -1;
  auto progress = [&](double f) {
    const int pct = static_cast<int>(f * 100);
    if (!show_progress || pct == last || (!tty && pct / 10 == last / 10)) return;
    last = pct;
    std::cerr << (tty ? "\r" : "") << what << pct << "%" << (tty ? "" : "\n") << std::flush;
  };
  const bool built = reg::build_tables(request, progress, error);
  if (show_progress && tty && last >= 0) std::cerr << "\n";
  if (!built) return false;
  return path.empty() || save(request, path, error);
}

}  // namespace cli
