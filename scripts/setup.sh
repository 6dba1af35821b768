#!/usr/bin/env bash
# Installs what the project needs and builds it: Debian packages, npm dependencies, the
# WASM modules, the page and the package's files; and, unless --page, the native build
# (CLI, tests, fuzzers) and the Node modules. Idempotent; takes seconds when everything
# is already in place.
#   scripts/setup.sh         everything `npm test` needs
#   scripts/setup.sh --page  only what `npm start` serves: the browser's two modules,
#                            the page and the widget bundles (a fresh machine's first
#                            page in about a third of the time; `npm test` builds the rest)
set -euo pipefail
cd "$(dirname "$0")/.."
page_only=false
case "${1:-}" in
  --page) page_only=true ;;
  "") ;;
  *) echo "usage: scripts/setup.sh [--page]" >&2; exit 2 ;;
esac

# Each line says how many seconds set-up has run, to show where a slow set-up spends them.
step() { printf '[setup %3ds] %s\n' "$SECONDS" "$*"; }
JOBS=2

# build_tree NAME [TARGET...]: builds one CMake tree (all of it, or the targets) quietly:
# the full log goes to build/NAME.log; on failure its errors are printed.
build_tree() {
  local name=$1 log=build/$1.log
  shift
  local targets=()
  (($#)) && targets=(--target "$@")
  step "building build/$name${targets:+ (${*})}"
  # A tree configured before a target was added: make has no rule for it until CMake
  # has regenerated the Makefiles (~1 s; nothing when they are current).
  cmake --build "build/$name" --target cmake_check_build_system >"$log" 2>&1 || true
  touch "build/$name.started" # what the build writes after this is new (progress below)
  if ! cmake --build "build/$name" -j "$JOBS" "${targets[@]}" >"$log" 2>&1; then
    grep -E 'error|Error' "$log" | head -40 >&2 || true
    tail -20 "$log" >&2
    echo "[setup] build/$name failed (full log: $log)" >&2
    exit 1
  fi
  local warnings
  warnings=$(grep -c 'warning:' "$log" || true)
  ((warnings == 0)) || step "  $warnings compiler warnings (see $log)"
}

# --- Debian packages ------------------------------------------------------------
# The page needs the first four; the tests the rest (the browser they drive and its
# headless shell, the native compilers, GoogleTest, libFuzzer's runtime).
PACKAGES=(emscripten cmake make ccache)
$page_only || PACKAGES+=(chromium chromium-headless-shell g++ clang libgtest-dev libclang-rt-14-dev)
missing=()
for pkg in "${PACKAGES[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Abbrev}' "$pkg" 2>/dev/null || true)
  [[ "$status" == ii* ]] || missing+=("$pkg")
done
if ((${#missing[@]})); then
  install_cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing[*]}"
  if [[ $(id -u) -eq 0 ]]; then
    step "installing Debian packages: ${missing[*]}"
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    step "installing Debian packages with sudo: ${missing[*]}"
    sudo apt-get update -q
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
  else
    echo "[setup] missing Debian packages: ${missing[*]}" >&2
    echo "[setup] install them as root: $install_cmd" >&2
    exit 1
  fi
else
  step "Debian packages present"
fi

# --- compiler cache: a fresh clone on a machine that built the project before compiles
# only what changed. Paths are hashed relative to the checkout, so every clone shares it.
export CCACHE_BASEDIR=$PWD
mkdir -p build
LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)

# --- native build: core library, CLI, GoogleTest tests, fuzz targets ----------------
# The fuzz targets need clang: a tree configured with another compiler is redone.
if ! $page_only && [[ -f build/native/CMakeCache.txt ]] &&
   ! grep -q '^CMAKE_CXX_COMPILER:.*clang++$' build/native/CMakeCache.txt; then
  step "build/native was configured without clang++: reconfiguring"
  rm -rf build/native
fi
if ! $page_only && [[ ! -f build/native/CMakeCache.txt ]]; then
  step "configuring build/native"
  cmake -S . -B build/native -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Release "${LAUNCHER[@]}" \
    >build/native-configure.log 2>&1 || { cat build/native-configure.log >&2; exit 1; }
fi

# --- WASM build: browser module (ES6) and Node module (CommonJS) -------------------
export NODE_PATH=/usr/share/nodejs  # Debian's Emscripten finds its node packages here
if [[ ! -f build/wasm/CMakeCache.txt ]]; then
  step "configuring build/wasm"
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release "${LAUNCHER[@]}" \
    -DCMAKE_CXX_LINKER_LAUNCHER="$PWD/scripts/link-cache.sh" \
    >build/wasm-configure.log 2>&1 || { cat build/wasm-configure.log >&2; exit 1; }
fi
# The two trees build side by side: with the compiles cached, what is left is links,
# each mostly one process (Emscripten's wasm-opt, the fuzzers' sanitizer links).
trees=(wasm)
# The page's modules: the browser's two (its build also asks the single-threaded one
# for its puzzle list, in Node: vite.config.ts).
PAGE_MODULES=(cubesolver.mjs cubesolver.wasm cubesolver-mt.mjs cubesolver-mt.wasm cubesolver-mt.worker.js)
builds=()
if $page_only; then
  build_tree wasm page_modules &
  builds+=($!)
  modules=("${PAGE_MODULES[@]}")
else
  trees+=(native)
  build_tree native &
  builds+=($!)
  build_tree wasm &
  builds+=($!)
  modules=("${PAGE_MODULES[@]}" cubesolver-node.cjs cubesolver-node-lowmem.cjs)
fi
# tree_status TREE: how far the build of build/TREE is, from its log: the share of its
# steps done and the links running ("build/wasm 97% (linking cubesolver_web_mt)"). The
# build is one make run, so make's share ("[ 45%]") is of the whole tree or target set;
# make prints it as a step starts, so the steps still running (a compile whose object is
# not yet written, a link whose "Built target" has not come) are taken off: an Emscripten
# link (wasm-opt) runs for tens of seconds after the last "[100%]".
tree_status() {
  local dir=build/$1 log=build/$1.log share total running=0 obj name target links=()
  share=$(grep -o '^\[ *[0-9]*%\]' "$log" 2>/dev/null | tail -1 | tr -d '[]% ' || true)
  total=$(cat "$dir/CMakeFiles/Progress/count.txt" 2>/dev/null || true)
  if [[ -z $total || $total == 0 ]]; then # not started, or over (make removes its progress files at the end)
    [[ ${share:-0} == 100 ]] && echo "build/$1 done" || echo "build/$1 ${share:-0}%"
    return
  fi
  while read -r obj; do
    [[ $dir/$obj -nt build/$1.started ]] || running=$((running + 1))
  done < <(sed -n 's/^\[ *[0-9]*%\] Building CXX object \(.*\)$/\1/p' "$log")
  while read -r name; do
    target=$(grep -lF "\"Linking CXX executable $name\"" "$dir"/CMakeFiles/*.dir/build.make 2>/dev/null | head -1 || true)
    target=$(basename "$(dirname "$target")" .dir)
    grep -qE "^\[ *[0-9]+%\] Built target $target\$" "$log" || links+=("$target")
  done < <(sed -n 's/^\[ *[0-9]*%\] Linking CXX executable \(.*\)$/\1/p' "$log")
  running=$((running + ${#links[@]}))
  share=$(((${share:-0} * total / 100 - running) * 100 / total))
  ((share > 0)) || share=0
  local list
  list=$(printf '%s, ' "${links[@]}")
  echo "build/$1 $share%${links[*]:+ (linking ${list%, })}"
}

# While the builds run, each one's state every 20 seconds, so a cold set-up (minutes of
# compiles, then links) says how far along it is; a share never goes back. Its sleep does
# not hold set-up's output open: a pipe (`npm start | tee log`) would wait for it to end.
progress() {
  local tree status line share
  declare -A shown=()
  while sleep 20 >/dev/null 2>&1; do
    line=""
    for tree in "${trees[@]}"; do
      status=$(tree_status "$tree")
      share=$(grep -o ' [0-9]*%' <<<"$status" | head -1 | tr -d ' %' || true)
      if [[ -n $share ]] && ((share < ${shown[$tree]:-0})); then
        status=${status/ $share%/ ${shown[$tree]}%}
      elif [[ -n $share ]]; then
        shown[$tree]=$share
      fi
      line+="${line:+, }$status"
    done
    step "building: $line"
  done
}
progress &
progress_pid=$!

# --- npm dependencies, while the builds run (they need none of them; never download a
# browser: Playwright uses Debian's Chromium) ----------------------------------------
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# npm_progress: while npm ci runs (quiet: --loglevel=error), every 20 seconds the packages
# in node_modules so far against the lock file's for this machine (its entries whose os,
# cpu and libc fit; a few optional ones that only other platforms' packages need stay out).
npm_progress() {
  while sleep 20 >/dev/null 2>&1; do
    step "npm ci: $(node -e '
      const fs = require("fs");
      const fits = (list, v) => !list || list.includes(v) || list.every((x) => x.startsWith("!") && x !== "!" + v);
      let expected = 0, there = 0;
      for (const [dir, p] of Object.entries(JSON.parse(fs.readFileSync("package-lock.json", "utf8")).packages)) {
        if (!dir.startsWith("node_modules/") || !fits(p.os, process.platform) || !fits(p.cpu, process.arch)) continue;
        if (p.libc && !p.libc.includes("glibc")) continue;
        expected++;
        if (fs.existsSync(dir + "/package.json")) there++;
      }
      console.log(`${there} of ~${expected} packages in node_modules`);' 2>/dev/null || echo running)"
  done
}
if [[ ! -d node_modules || package-lock.json -nt node_modules ]]; then
  # The lock file is committed and complete (every platform's optional packages), so
  # a fresh clone installs exactly it and never rewrites it (a copy of an earlier
  # install of the same lock on this machine when there is one).
  step "npm ci"
  npm_progress &
  npm_progress_pid=$!
  bash scripts/npm-ci-cached.sh
  kill "$npm_progress_pid" 2>/dev/null || true
  wait "$npm_progress_pid" 2>/dev/null || true
  touch node_modules
else
  step "npm dependencies up to date"
fi

# --- the package's type declarations (TypeScript sources only: ~20 s, the longest part
# of the package's build), made while the builds run; copied into dist/widget/ below.
# Not for the page alone: it serves the widget's scripts, not its types. -------------
types_build=""
if ! $page_only && [[ -f vite.widget.config.ts ]]; then
  newer=""
  if [[ -f dist/widget/types/widget.d.ts ]]; then
    newer=$(find web tsconfig.json tsconfig.types.json scripts/build-widget.sh package.json package-lock.json \
                 -newer dist/widget/types/widget.d.ts -print -quit 2>/dev/null || true)
  fi
  rm -rf build/widget-types
  if [[ ! -f dist/widget/types/widget.d.ts || -n "$newer" ]]; then
    step "type declarations of the package (beside the builds)"
    bash scripts/build-widget.sh --types build/widget-types >build/widget-types.log 2>&1 &
    types_build=$!
  else
    cp -r dist/widget/types build/widget-types  # kept: the page's build empties dist/
  fi
fi

built=0
for pid in "${builds[@]}"; do wait "$pid" || built=1; done
kill "$progress_pid" 2>/dev/null || true
wait "$progress_pid" 2>/dev/null || true
((built == 0)) || exit 1
for f in "${modules[@]}"; do
  [[ -f build/wasm/$f ]] || { echo "[setup] build/wasm/$f was not produced" >&2; exit 1; }
done

# The page's and the package's builds are kept per machine under everything they are
# made from (scripts/output-cache.sh: a fresh clone of sources built before copies their
# outputs, the same bytes, instead of building again: ~9 CPU-s); the node_modules they
# use are the lock file's.
BUNDLE_INPUTS=(web public index.html embed.html vite.config.ts vite.widget.config.ts tsconfig.json package.json
               package-lock.json scripts/build-widget.sh scripts/output-cache.sh scripts/npm-version.sh)
for f in "${PAGE_MODULES[@]}"; do BUNDLE_INPUTS+=("build/wasm/$f"); done

# --- the page (vite.config.ts belongs to the front end) -----------------------------
if [[ -f vite.config.ts ]]; then
  newer=""
  if [[ -f dist/index.html ]]; then
    newer=$(find web public index.html embed.html vite.config.ts tsconfig.json package-lock.json \
                 build/wasm/cubesolver.mjs build/wasm/cubesolver.wasm build/wasm/cubesolver-mt.wasm \
                 -newer dist/index.html -print -quit 2>/dev/null || true)
  fi
  if [[ ! -f dist/index.html || -n "$newer" ]]; then
    step "building the page (vite build -> dist/)"
    bash scripts/output-cache.sh page dist "${BUNDLE_INPUTS[@]}" -- npx vite build --logLevel warn
    touch dist/index.html
  else
    step "page up to date (dist/)"
  fi
else
  step "no vite.config.ts yet: page not built"
fi

# --- the npm package's files (dist/widget/: the <cube-player> and solver API bundles,
# which the page's Embed dialog serves too); after the page, whose build empties dist/ --
if [[ -f vite.widget.config.ts ]]; then
  newer=""
  if [[ -f dist/widget/cube-player.js ]]; then
    newer=$(find web vite.widget.config.ts scripts/build-widget.sh package.json \
                 build/wasm/cubesolver.mjs build/wasm/cubesolver.wasm \
                 -newer dist/widget/cube-player.js -print -quit 2>/dev/null || true)
  fi
  if [[ -n "$types_build" || ! -f dist/widget/cube-player.js || ! -f dist/widget/cubesolver.js || -n "$newer" ]]; then
    step "building the npm package's files (dist/widget/)"
    # The bundles replace dist/widget/; the declarations (made or kept above) go back in.
    bash scripts/output-cache.sh widget-bundles dist/widget "${BUNDLE_INPUTS[@]}" -- bash scripts/build-widget.sh --bundles
    if ! $page_only; then
      if [[ -n "$types_build" ]] && ! wait "$types_build"; then
        cat build/widget-types.log >&2
        echo "[setup] the type declarations failed (log: build/widget-types.log)" >&2
        exit 1
      fi
      cp -r build/widget-types dist/widget/types
      touch dist/widget/types/widget.d.ts
    fi
  else
    step "widget up to date (dist/widget/)"
  fi
fi
step "done"
