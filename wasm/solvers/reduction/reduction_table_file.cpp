#include "solvers/reduction/reduction_table_file.h"

#include <memory>
#include <optional>

#include "solvers/reduction/reduction_centres.h"
#include "solvers/reduction/reduction_pair_exact.h"
#include "solvers/reduction/reduction_pair_table.h"
#include "solvers/reduction/reduction_search.h"
#include "tables/table_file.h"
#include "tables/table_stream.h"

namespace cube::reduction {
namespace {

// Each table's own version: bump one when its layout changes (and the set's with it).
constexpr uint32_t kUdAxisVersion = 1;
constexpr uint32_t kSidesVersion = 1;
constexpr uint32_t kFinishVersion = 1;
constexpr uint32_t kPairsVersion = 1;
constexpr uint32_t kExactPairsVersion = 1;
constexpr uint32_t kFinishTurnedVersion = 1;

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

tables::ArrivingTables arriving_tables() {
  // Everything verified and filled before anything is installed.
  struct Unfilled {
    std::unique_ptr<CentreTables> centres = unfilled_centre_tables();
    std::unique_ptr<PairTable> pairs = std::make_unique<PairTable>(false);
    std::unique_ptr<ExactPairTable> exact = std::make_unique<ExactPairTable>(false);
  };
  auto u = std::make_shared<Unfilled>();
  std::vector<tables::TableTarget> targets = {
      {"ud-axis", kUdAxisVersion, &u->centres->ud_axis},
      {"sides", kSidesVersion, &u->centres->sides.distances_to_fill()},
      {"finish", kFinishVersion, &u->centres->finish.distances_to_fill()},
      {"finish-turned", kFinishTurnedVersion, &u->centres->finish_turned.distances_to_fill()},
      {"pairs", kPairsVersion, &u->pairs->distances_to_fill()},
      {"pairs-exact", kExactPairsVersion, &u->exact->distances_to_fill()}};
  return {std::make_unique<tables::SetStream>(kTableSetName, kTableSetVersion, std::move(targets)), [u] {
            install_centre_tables(std::move(u->centres));
            install_pair_table(std::move(u->pairs));
            install_exact_pair_table(std::move(u->exact));
          }};
}

bool load_tables(const uint8_t* data, size_t size, MessageOut error) {
  return tables::load_arriving(arriving_tables(), data, size, error);
}

}  // namespace cube::reduction
