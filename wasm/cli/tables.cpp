// cubesolver tables: a solver's tables written to a file named as the page looks for it
// (registry::table_file_name), for a host to serve under tables/ beside the page, which
// then offers it as a download. The file is the byte format of registry::export_tables
// (tables_file.h); a file already there is read and verified instead of built again.
#include <filesystem>
#include <iostream>

#include "args.h"
#include "commands.h"
#include "input.h"
#include "solvers/registry.h"
#include "tables_file.h"

namespace cli {

namespace reg = cube::registry;

namespace {

std::string usage() {
  return "usage: cubesolver tables --solver NAME [--puzzle NAME] [--table NAME] [--goal TEXT] [--dir DIR]\n"
         "Builds the solver's tables for the puzzle (default: its first; a solver of several\n"
         "puzzles has a set per puzzle, e.g. --solver reduction --puzzle 5x5x5) (progress on\n"
         "stderr) and writes them to DIR (default: the\n"
         "current folder) as the file the page looks for under tables/ (e.g.\n"
         "cubesolver.optimal.large-v4.bin); prints its path and size. A file already there is\n"
         "read and verified (names, versions, checksums) instead, and rejected when damaged.\n";
}

}  // namespace

int run_tables(int argc, char** argv) {
  Args args(argc, argv, 2, {{"solver"}, {"puzzle"}, {"table"}, {"goal"}, {"dir"}, {"help", false}});
  if (!args.ok()) return fail_usage("tables", args);
  if (args.has("help")) {
    std::cout << usage();
    return kOk;
  }
  if (!args.has("solver")) return fail("tables", "--solver is required\n" + usage());
  reg::SolveRequest request = reg::tables_request(*args.value("solver"));
  request.solver = *args.value("solver");
  if (args.has("puzzle")) request.puzzle = *args.value("puzzle");
  if (args.has("table")) request.table = *args.value("table");
  if (args.has("goal")) request.goal = *args.value("goal");
  const std::string why = reg::check_tables_request(request);
  if (!why.empty()) return fail("tables", why);
  const std::string file = reg::table_file_name(request);
  if (file.empty()) return fail("tables", "solver '" + request.solver + "' has no tables to write");
  const std::filesystem::path dir = args.value("dir").value_or(".");
  std::error_code made;
  std::filesystem::create_directories(dir, made);
  if (made) return fail("tables", "cannot make the folder '" + dir.string() + "': " + made.message());
  const std::filesystem::path path = dir / file;
  std::string error;
  if (!prepare_tables(request, path.string(), true, &error)) return fail("tables", error);
  std::error_code ec;
  const auto bytes = std::filesystem::file_size(path, ec);
  if (ec) return fail("tables", "cannot read '" + path.string() + "' back: " + ec.message());
  std::cout << path.string() << " " << bytes << " bytes\n";
  return kOk;
}

}  // namespace cli
