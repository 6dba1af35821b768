// The full 2x2x2 distance table: every one of the 3,674,160 states (DBL home, see
// pocket_coord.h) with its distance from solved in <U,R,F> turns, HTM or QTM.
//
// 2 bits a state (918,540 bytes): the distance mod 3. That is enough because the
// neighbours of a state at distance d are at d-1, d or d+1 -- three different
// residues -- so stepping to the neighbour whose residue is (r - 1) mod 3 always goes
// one closer: walking down gives both the distance and an optimal solution.
//
// Built by breadth-first search, forwards while the frontier is small and backwards
// (each unreached state looks for a neighbour at the current depth) once it is large;
// the result is the same bytes on every platform.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/message_out.h"
#include "solvers/pocket/pocket_coord.h"
#include "solvers/pocket/pocket_moves.h"

namespace cube::pocket {

class DistanceTable {
 public:
  // fraction of states reached (0..1), and the table's size in bytes.
  using Progress = std::function<void(double fraction, size_t bytes)>;
  static constexpr uint32_t kVersion = 1;

  static DistanceTable build(Metric metric, const Progress& progress = {});

  // The byte format of wasm/tables/table_file.h: set "pocket-htm" or "pocket-qtm",
  // one table "distance-mod3". Reading checks names, versions and checksums.
  std::vector<uint8_t> serialize() const;
  static std::optional<DistanceTable> deserialize(const uint8_t* data, size_t size, Metric metric,
                                                  MessageOut error = nullptr);
  static std::string set_name(Metric metric);

  Metric metric() const { return metric_; }
  size_t bytes() const { return data_.size(); }
  const std::vector<uint8_t>& data() const { return data_; }

  int residue(uint32_t state) const { return (data_[state >> 2] >> ((state & 3) << 1)) & 3; }
  // The moves the table was built with: U R F, all turns (HTM) or quarter turns (QTM).
  const std::vector<int>& moves() const { return moves_; }
  int distance(uint32_t state) const;
  // One optimal solution (move indices), the first turn in index order at each step.
  std::vector<int> solve(uint32_t state) const;
  // Calls visit(path) for optimal solutions in index order until it returns false.
  // Returns how many were visited.
  uint64_t for_each_optimal(uint32_t state, const std::function<bool(const std::vector<int>&)>& visit) const;

  // States at each distance, counted while building (or from the table when read).
  const std::vector<uint64_t>& depth_counts() const { return depth_counts_; }

 private:
  Metric metric_ = Metric::HTM;
  std::vector<int> moves_;
  std::vector<uint8_t> data_;
  std::vector<uint64_t> depth_counts_;
};

// The tables the solver uses, one per metric: built on first use (progress goes to the
// first caller), or installed from cached bytes. Thread-safe.
const DistanceTable& shared_table(Metric metric, const DistanceTable::Progress& progress = {});
bool has_shared_table(Metric metric);
// Installs a cached table (bytes from serialize()); false (and *error) when the bytes
// are not an intact table of this metric and version. Ignored (true) when the table is
// already there.
bool install_shared_table(Metric metric, const uint8_t* data, size_t size, MessageOut error = nullptr);

}  // namespace cube::pocket
