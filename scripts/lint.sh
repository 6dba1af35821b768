#!/usr/bin/env bash
# The project's linters and formatters in check mode (npm run lint; a suite of npm test):
# Biome over the TypeScript, JavaScript, JSON and CSS; clang-format over the C++
# (scripts/lint-cpp.sh; its --tidy runs clang-tidy too, too slow for every run).
# Non-zero exit on any finding. Fixes: `npx biome check --write .` and
# `bash scripts/lint-cpp.sh --fix`.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
npx biome check --error-on-warnings . || status=1
bash scripts/lint-cpp.sh || status=1
exit "$status"
