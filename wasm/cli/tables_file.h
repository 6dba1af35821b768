// --table-file PATH: a solver's tables loaded from a file, or built and saved there.
// The file holds the byte format of registry::export_tables (names, versions,
// checksums), written and read in chunks, so the large optimal tables (~1 GB) are
// never held twice.
#pragma once
#include <string>

#include "solvers/registry.h"

namespace cli {

// The request's tables ready: already there, loaded from `path` (when it exists), or
// built (progress on stderr with `show_progress`) and saved to `path` (when given).
// False and *error ("--table-file: 'x' does not verify (...)") otherwise.
bool prepare_tables(const cube::registry::SolveRequest& request, const std::string& path, bool show_progress,
                    std::string* error);

}  // namespace cli
