#include "solvers/reduction/reduction_table_file.h"

#include <memory>
#include <optional>

#include "solvers/reduction/reduction_centres.h"
#include "solvers/reduction/reduction_pair_exact.h"
#include "solvers/reduction/reduction_pair_table.h"
#include "solvers/reduction/reduction_search.h"
#include "tables/table_file.h"

namespace cube::reduction {
namespace {

// Each table's own version: bump one when its layout changes (and the set's with it).
constexpr uint32_t kUdAxisVersion = 1;
constexpr uint32_t kSidesVersion = 1;
constexpr uint32_t kFinishVersion = 1;
constexpr uint32_t kPairsVersion = 1;
constexpr uint32_t kExactPairsVersion = 1;
constexpr uint32_t kFinishTurnedVersion = 1;

// Reads a table into `out`, which holds exactly as many entries as the tables made here.
bool read(const tables::TableReader& r, const char* name, uint32_t version, std::vector<uint8_t>& out,
          MessageOut error) {
  return r.read(name, version, out.data(), out.size(), error);
}

}  // namespace

std::string table_key() { return std::string(kTableSetName) + "/v" + std::to_string(kTableSetVersion); }

std::vector<uint8_t> save_tables() {
  build_search_tables();
  const CentreTables& c = centre_tables();
  const PairTable& p = pair_table();
  tables::TableWriter w(kTableSetName, kTableSetVersion);
  w.add("ud-axis", kUdAxisVersion, c.ud_axis);
  w.add("sides", kSidesVersion, c.sides.distances());
  w.add("finish", kFinishVersion, c.finish.distances());
  w.add("finish-turned", kFinishTurnedVersion, c.finish_turned.distances());
  w.add("pairs", kPairsVersion, p.distances());
  w.add("pairs-exact", kExactPairsVersion, exact_pair_table().distances());
  return w.finish();
}

bool load_tables(const uint8_t* data, size_t size, MessageOut error) {
  const std::optional<tables::TableReader> r =
      tables::TableReader::open(data, size, kTableSetName, kTableSetVersion, error);
  if (!r) return false;
  // Everything verified and filled before anything is installed.
  std::unique_ptr<CentreTables> centres = unfilled_centre_tables();
  auto pairs = std::make_unique<PairTable>(false);
  auto exact = std::make_unique<ExactPairTable>(false);
  if (!read(*r, "ud-axis", kUdAxisVersion, centres->ud_axis, error) ||
      !read(*r, "sides", kSidesVersion, centres->sides.distances_to_fill(), error) ||
      !read(*r, "finish", kFinishVersion, centres->finish.distances_to_fill(), error) ||
      !read(*r, "finish-turned", kFinishTurnedVersion, centres->finish_turned.distances_to_fill(), error) ||
      !read(*r, "pairs", kPairsVersion, pairs->distances_to_fill(), error) ||
      !read(*r, "pairs-exact", kExactPairsVersion, exact->distances_to_fill(), error))
    return false;
  install_centre_tables(std::move(centres));
  install_pair_table(std::move(pairs));
  install_exact_pair_table(std::move(exact));
  return true;
}

}  // namespace cube::reduction
