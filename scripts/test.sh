#!/usr/bin/env bash
# Runs every test suite (C++ tests, type check, unit tests, end-to-end tests, short
# fuzzing runs), continues after a failure, and ends with "N passed, N failed"
# counting suites. Exits non-zero if any suite failed. Run scripts/setup.sh first.
set -uo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
FUZZ_SECONDS=${FUZZ_SECONDS:-30}
passed=0
failed=0
results=()

# suite NAME COMMAND...: runs one suite, records its result and time.
suite() {
  local name=$1
  shift
  printf '\n=== %s\n' "$name"
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    results+=("PASS  $name ($((SECONDS - start)) s)")
  else
    failed=$((failed + 1))
    results+=("FAIL  $name ($((SECONDS - start)) s)")
  fi
}

# fuzz NAME: runs one libFuzzer target for FUZZ_SECONDS, new inputs kept under build/.
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

suite "lint (Biome, clang-format)" bash scripts/lint.sh
suite "C++ tests (ctest)" ctest --test-dir build/native --output-on-failure -j2
suite "type check (tsc)" npx tsc --noEmit
suite "unit tests (vitest)" npx vitest run
suite "package (publint, attw)" bash scripts/check-package.sh
if [[ -f playwright.config.ts ]]; then
  suite "end-to-end tests (playwright)" npx playwright test
  suite "consumer projects (packed package, Chromium)" bash tests/consumers/run.sh
else
  printf '\n=== end-to-end tests: no playwright.config.ts yet, skipped\n'
fi
# The fuzz targets side by side, one core each: every target runs FUZZ_SECONDS.
fuzz_all() {
  local pids=() names=() status=0
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
mkdir -p build/fuzz
suite "fuzz (every target, ${FUZZ_SECONDS} s each, side by side)" fuzz_all

printf '\n=== summary\n'
printf '%s\n' "${results[@]}"
echo "$passed passed, $failed failed"
((failed == 0))
