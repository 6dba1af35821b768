#!/usr/bin/env bash
# The project's linters and formatters in check mode (npm run lint; a suite of npm test):
# Biome over the TypeScript, JavaScript, JSON and CSS; clang-format over the C++
# (scripts/lint-cpp.sh; its --tidy runs clang-tidy too, too slow for every run).
# Non-zero exit on any finding. Fixes: `biome check --write .` and
# `bash scripts/lint-cpp.sh --fix`.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" # the tools themselves: npx would start npm's CLI to find them
status=0
biome check --error-on-warnings . || status=1
bash scripts/lint-cpp.sh || status=1
exit "$status"
