#!/usr/bin/env bash
# Builds the npm package's files into dist/widget/ (after the page's build, which
# empties dist/): the <cube-player> bundle, the solver API bundle, their worker and
# .wasm, and one self-contained type declaration file per entry. Then the test fixture
# that uses it the way a project would: `npm pack` of this package, unpacked into a
# tiny Vite project's node_modules, which imports 'cubesolver/widget' and is built with
# plain `vite build` (no configuration) into dist/widget-vite/ (its typed.ts is
# type-checked by tests/unit/widget-types.test.ts).
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

app=build/widget-vite
rm -rf "$app"
mkdir -p "$app/node_modules"
tarball=$(npm pack --silent --pack-destination build 2>/dev/null | tail -1)
tar -xzf "build/$tarball" -C "$app/node_modules"
mv "$app/node_modules/package" "$app/node_modules/cubesolver"
rm -f "build/$tarball"
cp -r tests/e2e/fixtures/widget-vite/. "$app/"
npx vite build "$app" --base /widget-vite/ --outDir "$PWD/dist/widget-vite" --emptyOutDir --logLevel error
