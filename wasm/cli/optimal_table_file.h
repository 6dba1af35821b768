// The optimal solver's tables for the CLI: built (with progress on stderr) or, with
// --table-file PATH, loaded from that file when it exists (names, versions and
// checksums verified) and saved there after a build, so repeated runs skip the
// ~2 minute build of the large table. The tables are installed for the registry.
#pragma once
#include <memory>
#include <string>

#include "solvers/optimal/optimal_tables.h"

namespace cli {

// path "": build only. show_progress: a progress line on stderr. Null and *error
// (a file that does not verify, of the other size, unreadable or unwritable; out of
// memory) on failure.
std::shared_ptr<const cube::optimal::Tables> prepare_optimal_tables(cube::optimal::TableSize size,
                                                                    const std::string& path, bool show_progress,
                                                                    std::string* error);

}  // namespace cli
