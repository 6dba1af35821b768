// The solve and table functions of a 3x3x3 solver whose small tables its own API builds
// silently on first use and cannot be asked about (thistlethwaite, lbl): whether they
// are built is remembered here, so the table list can say "ready".
#pragma once
#include <atomic>
#include <optional>
#include <string>

#include "solvers/solve_reply.h"
#include "solvers/solver_entry.h"

namespace cube::registry {

template <SolveResult (*Solve)(const CubieCube&, const SolveOptions&), double (*Prepare)()>
struct BuiltOnFirstUse {
  static inline std::atomic<bool> built{false};

  static SolveReply solve(const SolveRequest& req) {
    SolveReply bad;
    std::string start;
    const std::optional<CubieCube> c = read_cube3(req, &bad, &start);
    if (!c) return bad;
    SolveReply r = with_start(reply_from(Solve(*c, req.options)), start);
    built = true;
    return r;
  }

  static bool ready(const SolveRequest&) { return built; }

  static bool build(const SolveRequest&, const TableProgress&, MessageOut) {
    Prepare();
    built = true;
    return true;
  }
};

}  // namespace cube::registry
