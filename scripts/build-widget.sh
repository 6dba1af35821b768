#!/usr/bin/env bash
# Builds the npm package's files into dist/widget/ (after the page's build, which
# empties dist/): the <cube-player> bundle, the solver API bundle, their worker and
# .wasm, and one self-contained type declaration file per entry. `npm pack` then makes
# the package (tests/consumers install it into real projects).
set -euo pipefail
cd "$(dirname "$0")/.."

# The worker's build goes first (it empties dist/widget/); the rest, each one process
# that is mostly one core, side by side.
npx vite build -c vite.widget.config.ts --mode worker
# Every type an entry uses, inlined: no relative import for a module resolution to miss.
declarations() {
  npx dts-bundle-generator --project tsconfig.types.json --silent --no-banner \
    --inline-declare-global --export-referenced-types=false -o "dist/widget/types/$2.d.ts" "$1"
}
pids=()
npx vite build -c vite.widget.config.ts &
pids+=($!)
npx vite build -c vite.widget.config.ts --mode lib &
pids+=($!)
declarations web/widget/index.ts widget &
pids+=($!)
declarations web/lib/index.ts cubesolver &
pids+=($!)
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit "$status"
