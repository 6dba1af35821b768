// Pattern databases for goals: the exact distance, with a set of allowed turns, from
// every state of a coordinate pair (edges x corners, goal_coord.h) to the nearest
// state the goal allows. One byte a state, 255 where the goal cannot be reached.
//
// Built by breadth-first search from all goal states at once, forwards (each state
// at depth d marks its unvisited predecessors: a state s with s * m = t, so the turns
// are applied inverted, which keeps one-way move sets such as "U1 R1" right) while the
// frontier is small, backwards (each unvisited state looks for a turn that reaches
// depth d) once it is large. Deterministic: the same bytes on every platform.
//
// Tables are made on demand and kept in memory, keyed by everything their contents
// depend on (the units' sizes, orientation needs and signatures, where the untracked
// pieces may be, the turns): goals that differ only in which pieces they name, or that
// are the same goal on another face (goal_solver rotates those onto one), share them.
// At most 256 MiB stay in memory; beyond that the least recently used go (and are
// built or imported again when wanted). They export to the byte format of tables/table_file.h (set "cubesolver.goal",
// version 1, one table per key) for the worker's IndexedDB, and import back after the
// checksums are verified.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/message_out.h"
#include "solvers/goal/goal_coord.h"
#include "solvers/pocket/pocket_moves.h"

namespace cube::goal {

struct TableSpec {
  TypeSpec edges;
  TypeSpec corners{true, {}, 0xFFFFFF};
  pocket::MoveSet moves = pocket::MoveSet::all();
  uint64_t size() const { return coord_size(edges).total() * coord_size(corners).total(); }
  std::string key() const;
};

class Table {
 public:
  static constexpr uint32_t kVersion = 1;
  using Progress = std::function<void(double fraction, size_t bytes)>;

  // The coordinates' move tables; distances from `distances` when it has the right
  // size (an imported copy), otherwise by breadth-first search.
  Table(const TableSpec& spec, std::vector<uint8_t> distances, const Progress& progress);

  const std::string& key() const { return key_; }
  const TypeCoord& edges() const { return edges_; }
  const TypeCoord& corners() const { return corners_; }
  uint32_t corner_size() const { return corner_size_; }
  uint8_t at(uint32_t edge_index, uint32_t corner_index) const {
    return dist_[size_t{edge_index} * corner_size_ + corner_index];
  }
  const std::vector<uint8_t>& distances() const { return dist_; }
  int max_depth() const { return max_depth_; }
  double build_ms() const { return build_ms_; }  // 0 when imported
  size_t bytes() const;                          // distances and move tables

  static constexpr uint8_t kUnreachable = 255;

 private:
  void build(const TableSpec& spec, const Progress& progress);

  std::string key_;
  TypeCoord edges_, corners_;
  uint32_t corner_size_ = 1;
  std::vector<uint8_t> dist_;
  int max_depth_ = 0;
  double build_ms_ = 0;
};

// The table for a spec: from the cache, or imported bytes, or built now (progress then
// goes to this caller). Thread-safe; a table is built once.
std::shared_ptr<const Table> table_for(const TableSpec& spec, const Table::Progress& progress = {});
bool has_table(const std::string& key);  // in memory (built or imported, not yet used)

inline constexpr const char* kTableSetName = "cubesolver.goal";
inline constexpr uint32_t kTableSetVersion = 1;

// Tables by key, those not in memory left out; all of them when keys is empty.
std::vector<uint8_t> export_tables(const std::vector<std::string>& keys = {});
// Verifies the set (names, versions, checksums) and keeps its tables for table_for;
// false and *error when the bytes are not an intact set.
bool import_tables(const uint8_t* data, size_t size, MessageOut error = nullptr);
void clear_tables();
size_t tables_in_memory();

}  // namespace cube::goal
