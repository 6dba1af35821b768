#!/usr/bin/env bash
# The WASM tree's linker launcher (CMAKE_CXX_LINKER_LAUNCHER): ccache for links.
# Emscripten's link (wasm-opt -O3, the JS optimiser) takes ~20 s of CPU per module and
# ccache only caches compiles, so a fresh clone relinked four modules that an earlier
# checkout had already made from the same bytes. The key is the link command, the
# compiler's version and the content of every file the command names (objects,
# libraries, response files and the files they list); on a hit the outputs are copied
# back, on a miss the link runs and its outputs are stored. A link is deterministic
# (the same inputs give the same bytes), so a hit is exactly what the link would make.
# Usage: link-cache.sh COMPILER ARGS... (what CMake runs). CUBESOLVER_LINK_CACHE=0
# turns it off; the cache is ~/.cache/cubesolver/links, the 40 links used last kept.
set -euo pipefail

[[ ${CUBESOLVER_LINK_CACHE:-1} != 0 ]] || exec "$@"
cache=${XDG_CACHE_HOME:-$HOME/.cache}/cubesolver/links

# The output (-o FILE): its siblings named FILE's stem plus an extension are the link's
# outputs (cubesolver-mt.mjs: also cubesolver-mt.wasm and cubesolver-mt.worker.js).
out=""
prev=""
for arg in "$@"; do
  [[ $prev == -o ]] && out=$arg
  prev=$arg
done
[[ -n $out ]] || exec "$@"
dir=$(dirname "$out")
name=$(basename "$out")
stem=${name%.*}

# The files the command reads: arguments that are files, and response files' contents.
inputs=()
for arg in "$@"; do
  if [[ $arg == @* && -f ${arg#@} ]]; then
    inputs+=("${arg#@}")
    for listed in $(<"${arg#@}"); do
      listed=${listed//\"/}
      [[ -f $listed ]] && inputs+=("$listed")
    done
  elif [[ -f $arg && $arg != "$out" ]]; then
    inputs+=("$arg")
  fi
done
((${#inputs[@]})) || exec "$@"
key=$(
  {
    printf '%s\n' "$@"
    "$1" --version 2>&1
    sha256sum "${inputs[@]}"
  } | sha256sum | cut -c1-32
)

entry=$cache/$key
if [[ -f $entry/.complete ]]; then
  touch "$entry" # the eviction below keeps the most recently used, not the newest made
  cp -p "$entry"/* "$dir/"
  touch "$dir/$stem".*
  exit 0
fi

marker=$(mktemp)
"$@"
mkdir -p "$cache"
tmp=$(mktemp -d "$cache/.new.XXXXXX")
find "$dir" -maxdepth 1 -type f -name "$stem.*" -newer "$marker" -exec cp -p {} "$tmp/" \;
rm -f "$marker"
touch "$tmp/.complete"
mv -T "$tmp" "$entry" 2>/dev/null || rm -rf "$tmp" # another checkout stored it first
# Keep the 40 links used last (a few sessions of changes; ~3 MB each).
ls -1dt "$cache"/*/ 2>/dev/null | tail -n +41 | xargs -r rm -rf
