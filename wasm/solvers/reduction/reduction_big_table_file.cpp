#include "solvers/reduction/reduction_big_table_file.h"

#include <memory>
#include <optional>

#include "solvers/reduction/five_phase_solver.h"
#include "solvers/reduction/reduction_big_centres.h"
#include "solvers/reduction/reduction_big_solver.h"
#include "tables/table_file.h"

namespace cube::reduction {
namespace {

// Every distance table's own version: bump it when its layout changes (and the set's).
constexpr uint32_t kDistancesVersion = 1;

// The centre sets a size stores: the 7x7x7's +-centres (tried first) beside its X-centres.
int centre_sets(int n) { return n == 7 ? 2 : 1; }

// "centres/axis-0" or, for the 7x7x7's +-centres, "lines/axis-0".
std::string stored_name(bool lines, const std::string& table) { return (lines ? "lines/" : "centres/") + table; }

}  // namespace

std::vector<uint8_t> save_five_phase_tables() {
  tables::TableWriter w(big_table_set_name(5), kFivePhaseTableSetVersion);
  for (const auto& [name, dist] : five_phase_tables().distance_tables()) w.add(name, kDistancesVersion, *dist);
  return w.finish();
}

std::unique_ptr<FivePhaseTables> read_five_phase_tables(const uint8_t* data, size_t size, std::string* error) {
  const std::optional<tables::TableReader> r =
      tables::TableReader::open(data, size, big_table_set_name(5), kFivePhaseTableSetVersion, error);
  if (!r) return nullptr;
  std::unique_ptr<FivePhaseTables> t = unfilled_five_phase_tables();
  for (const auto& [name, dist] : t->distance_tables_to_fill()) {
    // Phases 3-5 size some tables only as they fill them: those take the stored size
    // (checksummed, written from filled tables of this version).
    if (dist->empty())
      for (const tables::TableInfo& info : r->tables())
        if (info.name == name) dist->resize(info.size);
    if (!r->read(name, kDistancesVersion, dist->data(), dist->size(), error)) return nullptr;
  }
  return t;
}

bool load_five_phase_tables(const uint8_t* data, size_t size, std::string* error) {
  std::unique_ptr<FivePhaseTables> t = read_five_phase_tables(data, size, error);
  if (!t) return false;
  install_five_phase_tables(std::move(t));
  return true;
}

std::string big_table_set_name(int n) {
  const std::string size = std::to_string(n);
  return "cubesolver.reduction-" + size + "x" + size + "x" + size;
}

std::string big_table_key(int n) { return big_table_set_name(n) + "/v" + std::to_string(kBigTableSetVersion); }

std::vector<uint8_t> save_big_tables(int n) {
  build_big_tables(n);
  tables::TableWriter w(big_table_set_name(n), kBigTableSetVersion);
  for (int k = 0; k < centre_sets(n); ++k) {
    const BigCentreTables& t = big_centre_tables(n, k == 1);
    for (const auto& [name, dist] : t.distance_tables()) w.add(stored_name(k == 1, name), kDistancesVersion, *dist);
  }
  return w.finish();
}

bool load_big_tables(int n, const uint8_t* data, size_t size, std::string* error) {
  const std::optional<tables::TableReader> r =
      tables::TableReader::open(data, size, big_table_set_name(n), kBigTableSetVersion, error);
  if (!r) return false;
  // Everything verified and filled before anything is installed.
  std::vector<std::unique_ptr<BigCentreTables>> sets;
  for (int k = 0; k < centre_sets(n); ++k) {
    sets.push_back(unfilled_big_centre_tables(n, k == 1));
    for (const auto& [name, dist] : sets.back()->distance_tables_to_fill())
      if (!r->read(stored_name(k == 1, name), kDistancesVersion, dist->data(), dist->size(), error)) return false;
  }
  for (int k = 0; k < centre_sets(n); ++k) install_big_centre_tables(std::move(sets[k]), k == 1);
  make_unstored_big_tables(n);
  return true;
}

}  // namespace cube::reduction
