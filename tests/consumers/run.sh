#!/usr/bin/env bash
# The consumer tests (a suite of npm test): prepares build/consumers/ from the packed
# package, then runs consumers.spec.ts in Chromium against their servers.
set -euo pipefail
cd "$(dirname "$0")"
bash prepare.sh
npx playwright test -c playwright.config.ts "$@"
