#!/usr/bin/env bash
# Makes the consumer projects under build/consumers/ (gitignored) from the package as
# `npm pack` makes it (dist/widget/ built by scripts/build-widget.sh): each project is
# copied there, its own dependencies installed from its committed package-lock.json
# (`npm ci`, again only when the lock changed), then the packed tarball installed into
# it (`npm install --no-save cubesolver-x.tgz`: no path into this source tree); the
# bundled ones are built, the projects side by side. script-tag/ gets the tarball's
# files unpacked into cdn/, the "other origin" its page loads them from.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../.."
out=$PWD/build/consumers
mkdir -p "$out"
rm -f "$out"/cubesolver-*.tgz
tarball=$out/$(npm pack --silent --pack-destination "$out" 2>/dev/null | tail -1)

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

bundled() { # PROJECT BUILD-COMMAND...: install, add the shared app files, build
  local app=$1
  shift
  install "$app"
  cp "$here/app.js" "$here/main.js" "$out/$app/"
  (cd "$out/$app" && "$@")
}

side vite-app bundled vite-app npx vite build --logLevel warn
side vite7-app bundled vite7-app npx vite build --logLevel warn
side vite6-app bundled vite6-app npx vite build --logLevel warn
side webpack-app bundled webpack-app npx webpack --no-stats
side rollup-app bundled rollup-app npm run --silent build
side esbuild-app bundled esbuild-app npm run --silent build
side parcel-app bundled parcel-app npm run --silent build
side typescript-app install typescript-app
rm -rf "$out/script-tag" "$out/cdn"
mkdir -p "$out/script-tag" "$out/cdn"
cp "$here/script-tag/index.html" "$here/app.js" "$out/script-tag/"
tar -xzf "$tarball" -C "$out/cdn"
sides_join
