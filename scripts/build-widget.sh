#!/usr/bin/env bash
# Builds the npm package's files into dist/widget/ (after the page's build, which
# empties dist/): the <cube-player> bundle, the solver API bundle, their worker and
# .wasm, and one self-contained type declaration file per entry. `npm pack` then makes
# the package (tests/consumers install it into real projects).
#   build-widget.sh               the bundles and the declarations
#   build-widget.sh --types DIR   the declarations only, into DIR (they need no build:
#                                 setup.sh makes them beside the WASM build)
#   build-widget.sh --bundles     the bundles only (setup.sh copies the declarations in)
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-all}

# Every type an entry uses, inlined: no relative import for a module resolution to miss.
# One TypeScript program each, ~10 s of a core: the longest part of this build.
# dts-bundle-generator drives TypeScript's JavaScript API, which TypeScript 7 (the
# native compiler, the project's tsc) no longer ships: package.json's "overrides" keep
# it on its own TypeScript 5.9.
declarations() { # DIR
  mkdir -p "$1"
  local pids=() status=0 entry
  for entry in web/widget/index.ts:widget web/lib/index.ts:cubesolver; do
    npx dts-bundle-generator --project tsconfig.types.json --silent --no-banner \
      --inline-declare-global --export-referenced-types=false -o "$1/${entry#*:}.d.ts" "${entry%%:*}" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || status=1; done
  return "$status"
}

# The worker's build goes first (it empties dist/widget/); the other two, each one
# process that is mostly one core, side by side.
bundles() {
  npx vite build -c vite.widget.config.ts --mode worker
  npx vite build -c vite.widget.config.ts &
  local lib=$!
  npx vite build -c vite.widget.config.ts --mode lib || { wait "$lib"; return 1; }
  wait "$lib"
}

case $mode in
  --types) declarations "$2" ;;
  --bundles) bundles ;;
  all)
    declarations build/widget-types &
    types=$!
    bundles || { wait "$types"; exit 1; }
    wait "$types"
    rm -rf dist/widget/types
    cp -r build/widget-types dist/widget/types
    ;;
  *) echo "build-widget.sh: unknown option $mode (--types DIR, --bundles)" >&2; exit 2 ;;
esac
