#!/usr/bin/env bash
# Builds the npm package's files into dist/widget/ (after the page's build, which
# empties dist/): the <cube-player> bundle, the solver API bundle, their worker and
# .wasm, and one self-contained type declaration file per entry. `npm pack` then makes
# the package (tests/consumers install it into real projects).
set -euo pipefail
cd "$(dirname "$0")/.."

npx vite build -c vite.widget.config.ts --mode worker
npx vite build -c vite.widget.config.ts
npx vite build -c vite.widget.config.ts --mode lib
# Every type an entry uses, inlined: no relative import for a module resolution to miss.
declarations() {
  npx dts-bundle-generator --project tsconfig.types.json --silent --no-banner \
    --inline-declare-global --export-referenced-types=false -o "dist/widget/types/$2.d.ts" "$1"
}
declarations web/widget/index.ts widget
declarations web/lib/index.ts cubesolver

