#!/usr/bin/env bash
# The project's linters and formatters in check mode (npm run lint; a suite of npm test):
# Biome over the TypeScript, JavaScript and JSON. Non-zero exit on any finding;
# `npx biome check --write .` applies the safe fixes and the formatting.
set -euo pipefail
cd "$(dirname "$0")/.."
npx biome check --error-on-warnings .
