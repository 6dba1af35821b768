#!/usr/bin/env bash
# Makes the consumer projects under build/consumers/ (gitignored) from the package as
# `npm pack` makes it (dist/widget/ built by scripts/build-widget.sh): each project is
# copied there, its own dependencies installed from its committed package-lock.json
# (`npm ci`, again only when the lock changed), then the packed tarball installed into
# it (`npm install --no-save cubesolver-x.tgz`: no path into this source tree); the
# bundled ones are built. script-tag/ gets the tarball's files unpacked into cdn/, the
# "other origin" its page loads them from.
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
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
    cp "$dir/package-lock.json" "$dir/node_modules/.installed-lock.json"
  fi
  (cd "$dir" && npm install --no-save --no-audit --no-fund --loglevel=error "$tarball")
}

for app in vite-app webpack-app; do
  install "$app"
  cp "$here/app.js" "$here/main.js" "$out/$app/"
done
install typescript-app
(cd "$out/vite-app" && npx vite build --logLevel warn)
(cd "$out/webpack-app" && npx webpack --no-stats)

rm -rf "$out/script-tag" "$out/cdn"
mkdir -p "$out/script-tag" "$out/cdn"
cp "$here/script-tag/index.html" "$here/app.js" "$out/script-tag/"
tar -xzf "$tarball" -C "$out/cdn"
