# npm_version: npm's version as `npm --version` prints it, read from the package.json
# beside its CLI (starting npm to ask costs ~0.2 CPU-s). Sourced by the caches that key
# on it (npm-ci-cached.sh, output-cache.sh).
npm_version() {
  local cli version
  cli=$(readlink -f "$(command -v npm)")
  version=$(sed -n 's/^  "version": "\([^"]*\)",$/\1/p' "${cli%/bin/*}/package.json" 2>/dev/null | head -1)
  if [[ -n $version ]]; then echo "$version"; else npm --version; fi
}
