#!/usr/bin/env bash
# Lint of the C++ (wasm/, tests/cpp, tests/fuzz, bench): clang-format (.clang-format) on every
# file, as a check (--fix applies it); clang-tidy (.clang-tidy) with --tidy, over
# build/native/compile_commands.json (slow: about a second a file on one core, so
# not part of npm test). Exit status 1 when anything is reported.
#   bash scripts/lint-cpp.sh [--fix] [--tidy] [FILE...]
set -uo pipefail
cd "$(dirname "$0")/.."

fix=0
tidy=0
files=()
for a in "$@"; do
  case "$a" in
    --fix) fix=1 ;;
    --tidy) tidy=1 ;;
    -h | --help) sed -n '2,6p' "$0"; exit 0 ;;
    *) files+=("$a") ;;
  esac
done
if [[ ${#files[@]} -eq 0 ]]; then
  mapfile -t files < <(git ls-files -co --exclude-standard 'wasm/*.cpp' 'wasm/*.h' 'tests/cpp/*.cpp' 'tests/cpp/*.h' \
    'tests/fuzz/*.cpp' 'bench/*.cpp')
fi

status=0
if [[ $fix -eq 1 ]]; then
  clang-format -i "${files[@]}"
else
  clang-format --dry-run -Werror "${files[@]}" || status=1
fi

if [[ $tidy -eq 1 ]]; then
  db=build/native/compile_commands.json
  if [[ ! -f $db ]]; then
    echo "lint-cpp: $db is missing (configure build/native: scripts/setup.sh)" >&2
    exit 1
  fi
  # The sources of the native build only (bindings need Emscripten's headers).
  sources=()
  for f in "${files[@]}"; do
    [[ $f == *.cpp && $f != wasm/bindings/* ]] && sources+=("$f")
  done
  if [[ ${#sources[@]} -gt 0 ]]; then
    run-clang-tidy -quiet -p build/native -j "${LINT_JOBS:-2}" "${sources[@]}" >build/clang-tidy.log 2>&1 || {
      grep -E 'warning:|error:' build/clang-tidy.log | sort -u >&2
      status=1
    }
  fi
fi
exit $status
