#!/usr/bin/env bash
# Checks the npm package as `npm pack` makes it (dist/widget/ built by
# scripts/build-widget.sh): publint (exports, files, fields) and
# @arethetypeswrong/cli (types under node16/nodenext and bundler resolution).
# The package is ES modules only (it runs in browsers), hence attw's esm-only profile:
# a CommonJS require() of it is not a use it supports.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" # the tools themselves: npx would start npm's CLI to find them

publint --strict
attw --pack . --profile esm-only
