#!/usr/bin/env bash
# Runs every test suite (C++ tests, type check, unit tests, end-to-end tests, short
# fuzzing runs), continues after a failure, and ends with "N passed, N failed"
# counting suites. Exits non-zero if any suite failed. Run scripts/setup.sh first.
set -uo pipefail
self=$(realpath "$0")
cd "$(dirname "$0")/.."
# The project's own tools run from node_modules/.bin, not through npx: npx starts npm's
# CLI to find the same file (~0.5 CPU-s a call, a dozen calls a run).
export PATH="$PWD/node_modules/.bin:$PATH"

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The fuzz targets, built here, are ccache hits in a fresh clone at any path, as
# setup.sh's objects are: paths hashed relative to the checkout, and the working
# directory left out of the hash (their -g debug info names no checkout path:
# -fdebug-prefix-map in CMakeLists.txt). Without these a clone at a new path compiled
# the sanitizer core again (~32 CPU-s for wasm/core/; ~190 when it was every source).
export CCACHE_BASEDIR=$PWD CCACHE_NOHASHDIR=1
# A fuzz target's run in `npm test` is a regression check, not a campaign: every input of
# its committed corpus (tests/fuzz/corpus/NAME: a campaign's coverage, replayed in about a
# second) and then FUZZ_SECONDS of new inputs. `scripts/test.sh --fuzz` is the campaign
# (FUZZ_SECONDS 300 unless set; `--fuzz-merge` adds what it found to the corpus).
fuzz_seconds_given=${FUZZ_SECONDS:-}
FUZZ_SECONDS=${FUZZ_SECONDS:-5}
passed=0
failed=0
results=()

# record NAME STATUS TIME: counts a suite's result for the summary.
record() {
  if (($2 == 0)); then
    passed=$((passed + 1))
    results+=("PASS  $1 ($3)")
  else
    failed=$((failed + 1))
    results+=("FAIL  $1 ($3)")
  fi
}

# cpu_seconds TIMES: the CPU seconds in the output of `times` (a shell's own and its
# finished children's, user + system), rounded.
cpu_seconds() {
  awk '{ for (i = 1; i <= 2; i++) { split($i, t, "m"); cpu += t[1] * 60 + t[2] } } END { printf "%.0f\n", cpu }' "$1"
}

# timed FILE COMMAND...: runs COMMAND in a subshell and writes "WALL CPU" to FILE: its
# seconds, and the CPU seconds of every process it ran, from `times` (a subshell's
# counts only its own children: a suite beside it is not counted in).
timed() {
  local file=$1
  shift
  (
    start=$SECONDS
    "$@"
    status=$?
    times >"$file.times"
    cpu_seconds "$file.times" | awk -v wall=$((SECONDS - start)) '{ print wall, $1 }' >"$file"
    exit "$status"
  )
}

# took FILE: "WALL s, CPU CPU-s" from timed's FILE.
took() { awk '{ printf "%d s, %d CPU-s", $1, $2 }' "$1" 2>/dev/null || echo "? s"; }

# suite NAME COMMAND...: runs one suite, records its result, time and CPU.
suite() {
  local name=$1 time=build/test-logs/suite-${#results[@]}.time
  shift
  printf '\n=== %s\n' "$name"
  timed "$time" "$@"
  record "$name" $? "$(took "$time")"
}

# suite_beside NAME COMMAND...: starts a suite in the background, beside the suites
# that run meanwhile (the machine's cores are otherwise half idle: most suites use
# one); its output is kept and printed, and its result recorded, by suites_join.
beside_names=()
beside_pids=()
beside_logs=()
suite_beside() {
  local name=$1 log=build/test-logs/${#beside_names[@]}.log
  shift
  mkdir -p build/test-logs
  timed "$log.time" "$@" >"$log" 2>&1 &
  beside_pids+=($!)
  beside_names+=("$name")
  beside_logs+=("$log")
}

# suites_join: waits for the suites started beside, prints each one's output.
suites_join() {
  local i log status
  for i in "${!beside_pids[@]}"; do
    log=${beside_logs[$i]}
    printf '\n=== %s (ran beside the suites above)\n' "${beside_names[$i]}"
    wait "${beside_pids[$i]}"
    status=$?
    cat "$log"
    record "${beside_names[$i]}" "$status" "$(took "$log.time"), beside"
  done
  beside_names=()
  beside_pids=()
  beside_logs=()
}

# fuzz NAME: runs one libFuzzer target over its corpus, then for FUZZ_SECONDS; new inputs
# kept under build/.
fuzz() {
  local name=$1 bin=build/native/$1
  local corpus=build/fuzz/corpus/$1 seeds=tests/fuzz/corpus/$1 log=build/fuzz/$1.log
  mkdir -p "$corpus" build/fuzz/artifacts
  local dirs=("$corpus")
  [[ -d $seeds ]] && dirs+=("$seeds")
  if "$bin" -max_total_time="$FUZZ_SECONDS" -rss_limit_mb=2048 -timeout=10 \
      -artifact_prefix="build/fuzz/artifacts/$name-" "${dirs[@]}" >"$log" 2>&1; then
    grep -E '^Done [0-9]+ runs' "$log" | tail -1
    return 0
  fi
  tail -40 "$log"
  echo "fuzz target $name failed; crash input under build/fuzz/artifacts/, log $log"
  return 1
}

# The fuzz targets side by side, one core each: every target runs FUZZ_SECONDS.
fuzz_all() {
  local pids=() names=() status=0
  mkdir -p build/fuzz
  shopt -s nullglob
  for src in tests/fuzz/*.cpp; do
    local name
    name=$(basename "$src" .cpp)
    if [[ ! -x build/native/$name ]]; then
      echo "build/native/$name was not built (clang needed)"
      status=1
      continue
    fi
    fuzz "$name" >"build/fuzz/$name.out" 2>&1 &
    pids+=($!)
    names+=("$name")
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then
      echo "${names[$i]}: $(cat "build/fuzz/${names[$i]}.out")"
    else
      cat "build/fuzz/${names[$i]}.out"
      status=1
    fi
  done
  return "$status"
}

# consumers PREPARED: the consumer projects' browser tests, once prepare.sh (started
# above; PREPARED its exit status) is done.
consumers() {
  cat build/test-logs/consumers-prepare.log
  echo "(their installs and builds, beside the end-to-end tests: $(took build/test-logs/consumers-prepare.time))"
  (($1 == 0)) || { echo "tests/consumers/prepare.sh failed (exit $1)"; return 1; }
  (cd tests/consumers && playwright test -c playwright.config.ts)
}

# fuzz_merge: adds to each target's committed corpus the inputs of build/fuzz/corpus/NAME
# that reach code (edges) it does not (libFuzzer's -merge=1 -use_counters=0: a minimal set).
fuzz_merge() {
  local src name
  for src in tests/fuzz/*.cpp; do
    name=$(basename "$src" .cpp)
    mkdir -p "tests/fuzz/corpus/$name" "build/fuzz/corpus/$name"
    "build/native/$name" -merge=1 -use_counters=0 "tests/fuzz/corpus/$name" "build/fuzz/corpus/$name" 2>&1 | grep -E '^MERGE-OUTER: [0-9]+ new files' || return 1
  done
}

# `scripts/test.sh --fuzz` runs only the fuzz targets (test.sh runs itself so, niced,
# FUZZ_SECONDS given); run by hand it is a campaign, 300 s a target unless FUZZ_SECONDS
# is set. `scripts/test.sh --fuzz-merge` then keeps what it found.
if [[ ${1:-} == --fuzz || ${1:-} == --fuzz-merge ]]; then
  cmake --build build/native --target fuzzers -j2 >/dev/null || exit 1
  [[ $1 == --fuzz-merge ]] && { fuzz_merge; exit; }
  [[ -n $fuzz_seconds_given ]] || FUZZ_SECONDS=300
  fuzz_all
  exit
fi

# The machine's load before the suites start (other work on it inflates the wall times;
# the CPU seconds in the summary do not depend on it), and its busy CPU time meanwhile
# (/proc/stat: every process's, so the run's own on a quiet machine). A suite's CPU
# seconds count the processes its processes wait for: Chromium's renderers, killed with
# their browser, are not, so the browser suites' figures are low (their whole CPU:
# scripts/e2e-cpu-reporter.mjs).
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
busy() { awk -v hz="$(getconf CLK_TCK)" '/^cpu / { printf "%.0f\n", ($2 + $3 + $4 + $7 + $8 + $9) / hz }' /proc/stat; }
busy_before=$(busy)

# The fuzz targets (wasm/core/ again, with sanitizers: ~30 CPU-s on a cold machine,
# seconds from ccache) build from the start, beside the suites at the lowest priority;
# the fuzz suite below runs them once built.
mkdir -p build/test-logs
nice -n 19 cmake --build build/native --target fuzzers -j2 >build/test-logs/fuzzers-build.log 2>&1 &
fuzzers_built=$!
# Lint (~3 s) beside the suites too: nothing waits for it.
suite_beside "lint (Biome, clang-format)" bash scripts/lint.sh
# The C++ tests (the longest builds the large optimal table: ~2 min of CPU) run beside
# every other suite at the lowest CPU priority: they take the time the others leave
# idle (the browser suites wait on pages, workers and servers a third of the time)
# and hardly any from them.
suite_beside "C++ tests (ctest, beside everything, nice 19)" nice -n 19 ctest --test-dir build/native --output-on-failure -j2
# The type check (TypeScript 7's native tsc: ~1.5 CPU-s; 5.9 took ~8) beside the unit
# tests, which wait on the CLI and on WASM builds a good part of their time.
suite_beside "type check (tsc)" tsc --noEmit
suite "unit tests (vitest)" vitest run
# The package checks, and the consumer projects' installs and builds (npm's cache and
# the disk, mostly), go on beside the end-to-end tests; the consumers' browser tests
# run after them (consumers below).
suite_beside "package (publint, attw)" bash scripts/check-package.sh
mkdir -p build/test-logs
timed build/test-logs/consumers-prepare.time bash tests/consumers/prepare.sh >build/test-logs/consumers-prepare.log 2>&1 &
consumers_prepared=$!
suite "end-to-end tests (playwright)" playwright test
# The consumers' browser tests, and beside them the fuzzers (two cores, the lowest
# priority) once built: the consumers wait on their servers and pages much of the time.
# The consumers start first, so that a fuzz build still under way (its objects missed
# ccache after a change to the core) does not hold them up.
wait "$consumers_prepared"
suite_beside "consumer projects (packed package, Chromium)" consumers $?
mkdir -p build/fuzz
fuzz_suite="fuzz (every target: its corpus, then ${FUZZ_SECONDS} s, side by side, nice 19)"
if wait "$fuzzers_built"; then
  suite_beside "$fuzz_suite" env FUZZ_SECONDS="$FUZZ_SECONDS" nice -n 19 bash "$self" --fuzz
else
  printf '\n=== %s\n' "$fuzz_suite"
  grep -E 'error' build/test-logs/fuzzers-build.log | head -20
  echo "the fuzz targets did not build (log: build/test-logs/fuzzers-build.log)"
  record "$fuzz_suite" 1 "not built"
fi
suites_join

printf '\n=== summary\n'
printf '%s\n' "${results[@]}"
times >build/test-logs/all.times
echo "all suites: $SECONDS s, $(cpu_seconds build/test-logs/all.times) CPU-s" \
  "(load average $load_before before, $(cut -d' ' -f1-3 /proc/loadavg) after;" \
  "the machine's $(nproc) cores busy $(($(busy) - busy_before)) CPU-s of $(($(nproc) * SECONDS)) meanwhile)"
echo "$passed passed, $failed failed"
((failed == 0))
