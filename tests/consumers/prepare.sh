#!/usr/bin/env bash
# Makes the consumer projects under build/consumers/ (gitignored) from the package as
# `npm pack` makes it (dist/widget/ built by scripts/build-widget.sh): each project is
# copied there, its own dependencies installed from its committed package-lock.json
# (`npm ci`, again only when the lock changed), then the packed tarball installed into
# it (`npm install --no-save cubesolver-x.tgz`: no path into this source tree); the
# bundled ones are built, the projects side by side. script-tag/ gets the tarball's
# files unpacked into cdn/, the "other origin" its page loads them from.
# A bundled project's build is kept per machine (scripts/output-cache.sh) under its
# inputs: the project's files, the shared app files, the tarball, this script. A fresh
# clone of a package built before copies the bundles those builds made (the same bytes:
# the bundlers are deterministic) instead of building again (~35 CPU-s); a project
# whose page is a build alone (webpack, Rollup, esbuild, Parcel: served as files) is not
# installed either then, its install being part of the kept step.
#   prepare.sh                      every project
#   prepare.sh --install-build APP CMD...   (output-cache.sh runs these) APP's install
#   prepare.sh --build APP CMD...           and build (CMD), or its build alone
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../.."
out=$PWD/build/consumers
mkdir -p "$out"
if [[ ${1:-} != --*build ]]; then
  rm -f "$out"/cubesolver-*.tgz
  npm pack --silent --pack-destination "$out" >/dev/null 2>&1
fi
tarball=$(echo "$out"/cubesolver-*.tgz)

install() { # PROJECT: copy, npm ci when its lock changed, install the tarball
  local dir=$out/$1
  mkdir -p "$dir"
  cp -r "$here/$1/." "$dir/"
  if ! cmp -s "$dir/package-lock.json" "$dir/node_modules/.installed-lock.json"; then
    bash "$here/../../scripts/npm-ci-cached.sh" "$dir"
    cp "$dir/package-lock.json" "$dir/node_modules/.installed-lock.json"
  fi
  (cd "$dir" && npm install --no-save --no-audit --no-fund --loglevel=error "$tarball")
}

# side NAME COMMAND...: runs a step in the background, its output in build/consumers/NAME.log;
# sides_join waits for them all and fails (printing the log) if one did. The projects are
# independent, and their installs and builds mostly wait on the disk or one core.
side_pids=()
side_names=()
side() {
  local name=$1
  shift
  "$@" >"$out/$name.log" 2>&1 &
  side_pids+=($!)
  side_names+=("$name")
}
sides_join() {
  local i status=0
  for i in "${!side_pids[@]}"; do
    if ! wait "${side_pids[$i]}"; then
      echo "[consumers] ${side_names[$i]} failed:" >&2
      cat "$out/${side_names[$i]}.log" >&2
      status=1
    fi
  done
  side_pids=()
  side_names=()
  return "$status"
}

build() { # PROJECT BUILD-COMMAND...: the build, in the project's folder, into an empty dist/
  local app=$1
  shift
  rm -rf "${out:?}/$app/dist" # an earlier build's files (webpack, with no configuration, keeps them)
  (cd "$out/$app" && "$@")
}
case ${1:-} in
  --install-build) install "$2" && build "${@:2}"; exit ;;
  --build) build "${@:2}"; exit ;;
esac

# kept STEP PROJECT BUILD-COMMAND...: the project's files and the shared app files
# copied (a dev server serves them); STEP (install-build: its install and build; build:
# its build, after an install made anyway) unless kept.
kept() {
  local step=$1 app=$2
  shift 2
  mkdir -p "$out/$app"
  cp -r "$here/$app/." "$out/$app/"
  cp "$here/app.js" "$here/main.js" "$out/$app/"
  [[ $step == build ]] && install "$app"
  bash scripts/output-cache.sh "consumers-$step" "build/consumers/$app/dist" \
    "tests/consumers/$app" tests/consumers/app.js tests/consumers/main.js tests/consumers/prepare.sh \
    scripts/npm-ci-cached.sh scripts/output-cache.sh scripts/npm-version.sh "build/consumers/${tarball##*/}" -- \
    bash tests/consumers/prepare.sh "--$step" "$app" "$@"
}

# The Vite projects' dev servers need their install (node_modules) as well as the build.
side vite-app kept build vite-app npx vite build --logLevel warn
side vite7-app kept build vite7-app npx vite build --logLevel warn
side vite6-app kept build vite6-app npx vite build --logLevel warn
side webpack-app kept install-build webpack-app npm run --silent build
side rollup-app kept install-build rollup-app npm run --silent build
side esbuild-app kept install-build esbuild-app npm run --silent build
side parcel-app kept install-build parcel-app npm run --silent build
side typescript-app install typescript-app
rm -rf "$out/script-tag" "$out/cdn"
mkdir -p "$out/script-tag" "$out/cdn"
cp "$here/script-tag/index.html" "$here/app.js" "$out/script-tag/"
tar -xzf "$tarball" -C "$out/cdn"
sides_join
