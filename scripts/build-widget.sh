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
# They are kept in ~/.cache/cubesolver/declarations under a hash of everything they are
# made from (web/, the tsconfigs, the lock file: TypeScript's and the packages' versions,
# this script), so that a fresh clone of sources declared before copies them (~20 CPU-s
# less in its set-up); the 20 used last are kept. CUBESOLVER_DECLARATIONS_CACHE=0: no cache.
declarations() { # DIR
  mkdir -p "$1"
  local cache="" key
  if [[ ${CUBESOLVER_DECLARATIONS_CACHE:-1} != 0 ]]; then
    key=$({
      find web -type f -print0 | sort -z | xargs -0 sha256sum
      sha256sum tsconfig.json tsconfig.types.json package-lock.json scripts/build-widget.sh
    } | sha256sum | cut -c1-32)
    cache=${XDG_CACHE_HOME:-$HOME/.cache}/cubesolver/declarations/$key
    if [[ -f $cache/.complete ]]; then
      touch "$cache" # the eviction below keeps the most recently used
      cp "$cache"/*.d.ts "$1/"
      return 0
    fi
  fi
  local pids=() status=0 entry
  for entry in web/widget/index.ts:widget web/lib/index.ts:cubesolver; do
    npx dts-bundle-generator --project tsconfig.types.json --silent --no-banner \
      --inline-declare-global --export-referenced-types=false -o "$1/${entry#*:}.d.ts" "${entry%%:*}" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || status=1; done
  if ((status == 0)) && [[ -n $cache ]]; then
    mkdir -p "$cache"
    cp "$1"/*.d.ts "$cache/" && touch "$cache/.complete"
    # shellcheck disable=SC2012  # the cache's own folder names: no odd characters
    ls -1t "${cache%/*}" | tail -n +21 | while read -r old; do rm -rf "${cache%/*}/$old"; done
  fi
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
