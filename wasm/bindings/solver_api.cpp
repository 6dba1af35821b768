// solvers, solve, scramble and the table functions: thin conversions between the
// JavaScript shapes of web/worker/api.ts and cube::registry (solvers/registry.h).
// Bad input gives a result object ({ ok: false, error } or status "bad-input"),
// never an abort.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <new>
#include <string>
#include <utility>
#include <vector>

#include <emscripten/val.h>

#include "api.h"
#include "js.h"
#include "solvers/goal/goal_presets.h"
#include "solvers/registry.h"
#include "tables/memory_room.h"

namespace bindings {

namespace {

// A text field of a request object: "" when absent (undefined or null); an error
// message in `error` when present but not a string.
std::string text_field(const val& obj, const char* name, std::string& error) {
  val v = obj[name];
  if (v.isUndefined() || v.isNull()) return "";
  if (!v.isString()) {
    if (error.empty()) error = std::string("the request's ") + name + " must be text";
    return "";
  }
  return v.as<std::string>();
}

// A number field: `fallback` when absent; an error when not a finite number.
double number_field(const val& obj, const char* name, double fallback, std::string& error) {
  val v = obj[name];
  if (v.isUndefined() || v.isNull()) return fallback;
  if (!v.isNumber()) {
    if (error.empty()) error = std::string("the request's ") + name + " must be a number";
    return fallback;
  }
  const double d = v.as<double>();
  if (!std::isfinite(d)) {
    if (error.empty()) error = std::string("the request's ") + name + " must be a finite number";
    return fallback;
  }
  return d;
}

// A whole-number field within [lo, hi].
int int_field(const val& obj, const char* name, int fallback, int lo, int hi, std::string& error) {
  const double d = number_field(obj, name, fallback, error);
  if (d != std::floor(d) || d < lo || d > hi) {
    if (error.empty()) {
      error = std::string("the request's ") + name + " must be a whole number from " + std::to_string(lo) + " to " +
              std::to_string(hi);
    }
    return fallback;
  }
  return static_cast<int>(d);
}

val reply_object(const std::string& status, const std::string& message, const val& solutions, const std::string& solver,
                 double nodes, double ms, bool timed_out) {
  val out = val::object();
  out.set("status", status);
  out.set("message", message);
  out.set("solutions", solutions);
  out.set("solver", solver);
  out.set("nodes", nodes);
  out.set("ms", ms);
  out.set("timedOut", timed_out);
  return out;
}

val bad_input(const std::string& message) { return reply_object("bad-input", message, val::array(), "", 0, 0, false); }

val stage_object(const cube::Stage& s) {
  val out = val::object();
  out.set("name", s.name);
  out.set("explanation", s.explanation);
  out.set("begin", s.begin);
  out.set("end", s.end);
  if (!s.code.empty()) out.set("code", s.code);
  return out;
}

// A solution as the player uses it: the moves as text, and as steps (MoveStep for the
// cubes, SlideStep for the 8-puzzle, as playAlg / playSlides give them) with the state
// after each, from the start the solver read.
val solution_object(const cube::registry::TextSolution& s, const std::string& puzzle, const std::string& start) {
  val stages = val::array();
  for (size_t i = 0; i < s.stages.size(); ++i) stages.set(i, stage_object(s.stages[i]));
  val out = val::object();
  out.set("moves", s.moves);
  out.set("length", s.length);
  out.set("stages", stages);
  out.set("optimal", s.optimal);
  val played = start.empty() ? val::undefined() : solution_steps(puzzle, s.moves, start);
  out.set("steps", played.isUndefined() ? val::array() : played["steps"]);
  out.set("states", played.isUndefined() ? val::array() : played["states"]);
  // The cubes' move counts, as playAlg gives them (the player shows HTM and QTM).
  if (!played.isUndefined() && played.hasOwnProperty("counts")) out.set("counts", played["counts"]);
  return out;
}

}  // namespace

cube::registry::SolveRequest table_request(const val& which, std::string& error, cube::Message* text) {
  if (which.isString()) return cube::registry::tables_request(which.as<std::string>());
  cube::registry::SolveRequest r;
  r.puzzle = "";  // the solver's first
  if (which.isUndefined() || which.isNull() || which.typeOf().as<std::string>() != "object") {
    error = "the tables are named by a solver name or a request object";
    return r;
  }
  r.puzzle = text_field(which, "puzzle", error);
  r.solver = text_field(which, "solver", error);
  r.goal = text_field(which, "goal", error);
  r.moves = text_field(which, "moves", error);
  r.table = text_field(which, "table", error);
  if (error.empty()) {
    cube::Message refused = cube::registry::check_tables_request_text(r);
    error = refused.english();
    if (text) *text = std::move(refused);
  }
  return r;
}

namespace {

// SolveOptions::progress calling `report({ depth, nodes, nodesPerS, ms, threads })`: at
// every new depth, otherwise at most every 100 ms (the optimal solver calls about that
// often). `threads`: how many search.
std::function<void(int, uint64_t)> search_progress(val report, int threads) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  auto last = std::make_shared<std::pair<int, double>>(-1, -1e9);  // depth, ms
  return [report, start, last, threads](int depth, uint64_t nodes) {
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    if (depth == last->first && ms - last->second < 100) return;
    *last = {depth, ms};
    val p = val::object();
    p.set("depth", depth);
    p.set("nodes", static_cast<double>(nodes));
    p.set("nodesPerS", ms > 0 ? static_cast<double>(nodes) * 1000.0 / ms : 0.0);
    p.set("ms", ms);
    p.set("threads", threads);
    report(p);
  };
}

}  // namespace

val solvers() {
  const auto& all = cube::registry::solvers();
  val out = val::array();
  for (size_t i = 0; i < all.size(); ++i) {
    const cube::registry::SolverInfo& s = all[i];
    val choices = val::array();
    for (size_t k = 0; k < s.table_choices.size(); ++k) {
      const cube::registry::TableChoice& c = s.table_choices[k];
      val choice = val::object();
      choice.set("name", c.name);
      choice.set("label", c.label);
      choice.set("bytes", static_cast<double>(c.bytes));
      choice.set("default", c.is_default);
      choice.set("memory", static_cast<double>(c.memory));
      choice.set("measured", c.measured);
      choice.set("expect", c.expect);
      // Its name ("Small"), then the same words as codes, for the page's language.
      choice.set("title", c.title_text.english());
      choice.set("titleText", message_val(c.title_text));
      choice.set("labelText", message_val(c.label_text));
      choice.set("expectText", message_val(c.expect_text));
      if (!c.measured_text.empty()) choice.set("measuredText", message_val(c.measured_text));
      cube::registry::SolveRequest tables = cube::registry::tables_request(s.name);
      tables.table = c.name;
      choice.set("key", cube::registry::table_key(tables));
      choice.set("file", cube::registry::table_file_name(tables));
      choices.set(k, choice);
    }
    val item = val::object();
    item.set("name", s.name);
    item.set("title", s.title);
    item.set("help", s.help);
    // The same texts as codes of the core's messages, for the page's language.
    for (const char* part : {"title", "help", "goal_hint"}) {
      const std::string code = cube::registry::words_code(s.name, part);
      if (code.empty()) continue;
      const std::string key = std::string(part) == "goal_hint" ? "goalHintText" : std::string(part) + "Text";
      item.set(key, message_val(cube::message(code)));
    }
    item.set("puzzles", array_of(s.puzzles));
    item.set("tables", s.needs_tables);
    // Tables with no byte format: built on first use in this visit, never cached.
    const cube::registry::SolverEntry* entry = cube::registry::find_entry(s.name);
    item.set("answerMeanwhile", s.answer_meanwhile);
    item.set("tablesInMemory", !s.needs_tables && entry != nullptr && entry->tables.ready != nullptr);
    item.set("takesGoal", s.takes_goal);
    item.set("needsGoal", s.needs_goal);
    item.set("goalPresets", s.goal_presets);
    item.set("goalExample", s.goal_example);
    item.set("goalHint", s.goal_hint);
    item.set("goalCheckedAsTyped", s.goal_checked_as_typed);
    item.set("fmcSteps", s.fmc_steps);
    item.set("takesMoves", s.takes_moves);
    item.set("takesMetric", cube::registry::takes_metric(s));
    item.set("takesTimeBudget", s.takes_time_budget);
    item.set("takesEffort", s.takes_effort);
    item.set("listsAllOptimal", s.lists_all_optimal);
    item.set("takesThreads", s.takes_threads);
    item.set("reportsProgress", s.reports_progress);
    item.set("stagesFirst", s.stages_first);
    item.set("defaultMaxLength", s.default_max_length);
    item.set("metrics", array_of(s.metrics));
    item.set("tableChoices", choices);
    item.set("usesTablesOf", array_of(s.uses_tables_of));
    out.set(i, item);
  }
  return out;
}

namespace {
// Set by the page (through the module's shared memory) to stop a search within a few
// milliseconds, before it stops the worker: Chromium stops a worker that is running
// code only after 2 s (its forcible termination delay), one that has returned at once.
// Never cleared: a worker whose search was cancelled this way is stopped.
std::atomic<bool> g_cancel{false};
}  // namespace

double cancel_flag() { return static_cast<double>(reinterpret_cast<uintptr_t>(&g_cancel)); }

val solve(val request) {
  if (request.isUndefined() || request.isNull() || request.typeOf().as<std::string>() != "object") {
    return bad_input("the request must be an object");
  }
  std::string error;
  cube::registry::SolveRequest r;
  r.puzzle = text_field(request, "puzzle", error);
  if (r.puzzle.empty()) r.puzzle = cube::puzzles::default_puzzle().info.name;
  r.solver = text_field(request, "solver", error);
  r.state = text_field(request, "state", error);
  r.goal = text_field(request, "goal", error);
  r.moves = text_field(request, "moves", error);
  r.metric = text_field(request, "metric", error);
  r.options.max_length = int_field(request, "maxLength", -1, -1, 1000, error);
  r.options.time_ms = number_field(request, "timeMs", -1, error);
  if (r.options.time_ms < 0) r.options.time_ms = -1;
  r.options.solutions = int_field(request, "solutions", 1, 1, 100000, error);
  r.table = text_field(request, "table", error);
  r.threads = int_field(request, "threads", 1, 1, 64, error);
  val keep = request["keepSearching"];
  if (!keep.isUndefined() && !keep.isNull()) {
    if (keep.typeOf().as<std::string>() != "boolean") {
      if (error.empty()) error = "the request's keepSearching must be true or false";
    } else {
      r.options.keep_searching = keep.as<bool>();
    }
  }
  val progress = request["progress"];
  if (!progress.isUndefined() && !progress.isNull()) {
    if (progress.typeOf().as<std::string>() != "function") {
      if (error.empty()) error = "the request's progress must be a function";
    } else {
      r.options.progress = search_progress(progress, cube::registry::optimal_threads(r.threads));
    }
  }
  if (!error.empty()) return bad_input(error);
  r.options.cancel = &g_cancel;

  const cube::registry::SolveReply reply = cube::registry::solve(r);
  const std::string puzzle = cube::registry::canonical_puzzle(r.puzzle);
  val solutions = val::array();
  for (size_t i = 0; i < reply.solutions.size(); ++i) {
    solutions.set(i, solution_object(reply.solutions[i], puzzle, reply.start));
  }
  val out = reply_object(cube::registry::status_name(reply.status), reply.message, solutions, reply.solver,
                         static_cast<double>(reply.nodes), reply.ms, reply.timed_out);
  out.set("start", reply.start);
  if (!reply.text.empty()) out.set("text", message_val(reply.text));
  return out;
}

val scramble(const std::string& puzzle, double seed) {
  val error = val::undefined();
  const auto checked = seed_or_error(seed, error);
  if (!checked) return error;
  const cube::registry::Scramble s = cube::registry::scramble(puzzle, *checked);
  if (!s.ok) return error_result(0, "a puzzle name", s.text);
  val out = val::object();
  out.set("ok", true);
  out.set("scramble", s.moves);
  out.set("state", s.state);
  return out;
}

std::string table_set_name(const std::string& solver) { return cube::registry::table_set_name(solver); }

bool tables_ready(val which) {
  std::string error;
  const cube::registry::SolveRequest r = table_request(which, error);
  return error.empty() && cube::registry::tables_ready(r);
}

int threads() { return cube::registry::available_threads(); }

std::string table_key(val request) {
  std::string error;
  const cube::registry::SolveRequest r = table_request(request, error);
  return error.empty() ? cube::registry::table_key(r) : "";
}

val table_parts(val request) {
  std::string error;
  const cube::registry::SolveRequest r = table_request(request, error);
  val out = val::array();
  if (!error.empty()) return out;
  const std::vector<cube::registry::SolveRequest> parts = cube::registry::table_parts(r);
  for (size_t i = 0; i < parts.size(); ++i) {
    val part = val::object();
    part.set("solver", parts[i].solver);
    part.set("puzzle", parts[i].puzzle);
    if (!parts[i].goal.empty()) part.set("goal", parts[i].goal);
    if (!parts[i].moves.empty()) part.set("moves", parts[i].moves);
    if (!parts[i].table.empty()) part.set("table", parts[i].table);
    part.set("key", cube::registry::table_key(parts[i]));
    out.set(i, part);
  }
  return out;
}

std::string tables_refusal(val request) {
  std::string error;
  table_request(request, error);
  return error;
}

val goal_presets() {
  const auto& all = cube::goal::presets();
  val out = val::array();
  for (size_t i = 0; i < all.size(); ++i) {
    val item = val::object();
    item.set("name", all[i].name);
    item.set("title", all[i].title);
    std::string code = "goal_preset_" + all[i].name;
    std::replace(code.begin(), code.end(), '-', '_');
    if (cube::find_message(code)) item.set("titleText", message_val(cube::message(code)));
    out.set(i, item);
  }
  return out;
}

val build_tables(val which, val progress) {
  std::string error;
  cube::Message text;
  const cube::registry::SolveRequest r = table_request(which, error, &text);
  if (!error.empty()) return failed_result(error, text);
  const bool report = progress.typeOf().as<std::string>() == "function";
  double last = -1;
  cube::Message why;
  bool built = false;
  try {
    built = cube::registry::build_tables(
        r,
        [&](double fraction) {
          // At most ~100 calls into JavaScript per build.
          if (!report || (fraction < 1 && fraction - last < 0.01)) return;
          last = fraction;
          progress(fraction);
        },
        &why);
  } catch (const std::bad_alloc&) {
    why = cube::message("tables_no_memory", {{"doing", "build"}, {"solver", r.solver}});
  } catch (const std::exception& e) {
    why = cube::message("tables_build_failed", {{"what", e.what()}});
  }
  // Out of memory included: the message says so, and the module goes on working.
  if (!built) return failed_result(why.english(), why);
  if (report && last < 1) progress(1.0);
  return ok_result();
}

val export_tables(val which) {
  std::string error;
  const cube::registry::SolveRequest r = table_request(which, error);
  const std::vector<uint8_t> bytes = error.empty() ? cube::registry::export_tables(r) : std::vector<uint8_t>{};
  // A view of the heap, copied out by slice() before `bytes` is freed.
  return val(emscripten::typed_memory_view(bytes.size(), bytes.data())).call<val>("slice");
}

val import_tables(val which, val bytes) {
  std::string error;
  cube::Message text;
  const cube::registry::SolveRequest r = table_request(which, error, &text);
  if (!error.empty()) return failed_result(error, text);
  // One Uint8Array, or an array of them (the chunks of the cache) read in order.
  std::vector<val> parts;
  if (val::global("Array").call<bool>("isArray", bytes)) {
    const int n = bytes["length"].as<int>();
    for (int i = 0; i < n; ++i) parts.push_back(bytes[i]);
  } else {
    parts.push_back(bytes);
  }
  const val u8 = val::global("Uint8Array");
  double total = 0;
  for (const val& p : parts) {
    if (!p.instanceof (u8)) return failed_result("the table bytes must be a Uint8Array (or an array of them)");
    total += p["length"].as<double>();
  }
  if (total >= 4294967296.0) return failed_result("the table bytes are larger than the module's memory");
  // Asked first (a throw would escape the threaded build as a WebAssembly.Exception);
  // one allocation of 2 GiB or more never succeeds in WASM32 (dlmalloc): the xlarge
  // set comes through importOpen/importChunk, whose loader takes the table in place.
  if (total >= 2147483648.0 || !cube::tables::memory_room(static_cast<size_t>(total))) {
    return failed_result("not enough memory for the table bytes (" +
                         std::to_string(static_cast<long long>(total / 1048576)) + " MiB) in one piece");
  }
  std::vector<uint8_t> data;
  data.resize(static_cast<size_t>(total));
  size_t offset = 0;
  for (const val& p : parts) {
    const size_t n = p["length"].as<size_t>();
    // Copied straight into the heap (no per-byte conversion). The view is made after
    // the resize above, so it sees the current (possibly grown) memory.
    val(emscripten::typed_memory_view(n, data.data() + offset)).call<void>("set", p);
    offset += n;
  }
  cube::Message why;
  if (!cube::registry::import_tables(r, data, &why)) {
    return why.empty() ? failed_result("the table bytes do not verify") : failed_result(why.english(), why);
  }
  return ok_result();
}

}  // namespace bindings
