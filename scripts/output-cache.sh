#!/usr/bin/env bash
# output-cache.sh NAME OUTPUT INPUT... -- COMMAND...: runs COMMAND, a build that writes
# the folder OUTPUT from the files and folders INPUT, unless this machine built the same
# inputs before: then OUTPUT is a copy of that build's. For builds that are slow and
# deterministic (the same inputs give the same bytes: the consumer projects' bundler
# builds), as link-cache.sh is for the Emscripten links: a fresh clone of sources built
# before copies their outputs. The key is NAME, OUTPUT, COMMAND, Node's and npm's
# versions, the platform, and every INPUT's path and content, so the paths must be
# relative (to the current folder, where COMMAND runs) for clones at other paths to share
# it. What COMMAND reads must be among the inputs: what it installs from a lock file
# (the lock) and this cache's own scripts included. COMMAND's failure is not kept.
# CUBESOLVER_OUTPUT_CACHE=0 runs COMMAND every time; the cache is
# ~/.cache/cubesolver/outputs, the 30 outputs used last kept.
set -euo pipefail

usage() {
  echo "usage: output-cache.sh NAME OUTPUT INPUT... -- COMMAND..." >&2
  exit 2
}
(($# >= 4)) || usage
name=$1 output=$2
shift 2
inputs=()
while (($#)) && [[ $1 != -- ]]; do
  inputs+=("$1")
  shift
done
(($# >= 2)) && ((${#inputs[@]})) || usage
shift
[[ ${CUBESOLVER_OUTPUT_CACHE:-1} != 0 ]] || exec "$@"
for input in "${inputs[@]}"; do
  [[ $input != /* ]] || { echo "output-cache.sh: $input: an absolute path (the key would name this clone)" >&2; exit 2; }
  [[ -e $input ]] || { echo "output-cache.sh: $input: no such file" >&2; exit 2; }
done

cache=${XDG_CACHE_HOME:-$HOME/.cache}/cubesolver/outputs
# shellcheck source=npm-version.sh
source "$(dirname "${BASH_SOURCE[0]}")/npm-version.sh"
key=$(
  {
    printf '%s\n' "$name" "$output" "$@"
    node --version
    npm_version
    uname -sm
    find "${inputs[@]}" -type f -print0 | sort -z | xargs -0 sha256sum
  } | sha256sum | cut -c1-32
)
entry=$cache/$key
if [[ -f $entry/.complete ]]; then
  touch "$entry" # the eviction below keeps the most recently used, not the newest made
  rm -rf "$output"
  cp -r "$entry/out" "$output" # new times, as a build gives: make-style checks see it new
  echo "$output: a copy of an earlier build of the same inputs ($entry)"
  exit 0
fi

"$@"
[[ -d $output ]] || { echo "output-cache.sh: $* made no folder $output" >&2; exit 1; }
mkdir -p "$cache"
tmp=$(mktemp -d "$cache/.new.XXXXXX")
if cp -a "$output" "$tmp/out" && touch "$tmp/.complete" && mv -T "$tmp" "$entry" 2>/dev/null; then
  # shellcheck disable=SC2012  # the cache's own folder names: no odd characters
  # (An entry another build beside this one evicts meanwhile is not there to list: quiet.)
  ls -1dt "$cache"/*/ 2>/dev/null | tail -n +31 | xargs -r rm -rf
else
  rm -rf "$tmp" # another checkout stored it first
fi
