// fmcInsertions: the insertion finder (solvers/fmc/fmc_insertions.h) for the page.
// The fewest-moves steps themselves need no function of their own: they are the fmc
// row of the solver table, reached through solve() with the step in the goal text.
#include "api.h"
#include "core/notation.h"
#include "js.h"
#include "solvers/fmc/fmc_insertions.h"

namespace bindings {

val fmc_insertions(const std::string& scramble, const std::string& skeleton, int count) {
  const cube::fmc::InsertionResult r = cube::fmc::find_insertions(scramble, skeleton, count < 1 ? 1 : count);
  val out = val::object();
  out.set("ok", r.ok);
  if (!r.ok) {
    out.set("error", r.error);
    return out;
  }
  out.set("cycle", r.cycle);
  out.set("skeletonLength", r.skeleton_length);
  out.set("commutators", r.commutators);
  val list = val::array();
  for (size_t i = 0; i < r.found.size(); ++i) {
    const cube::fmc::Insertion& ins = r.found[i];
    val v = val::object();
    v.set("position", ins.position);
    v.set("insertion", cube::format_moves(ins.alg));
    v.set("moves", cube::format_moves(ins.moves));
    v.set("length", ins.length);
    v.set("cancelled", ins.cancelled);
    list.set(i, v);
  }
  out.set("insertions", list);
  return out;
}

}  // namespace bindings
