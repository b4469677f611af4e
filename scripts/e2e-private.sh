#!/usr/bin/env bash
# Runs browser journeys against a private build and port, so several people can run journeys at once on one
# machine without emptying each other's apps/web/dist:  bash scripts/e2e-private.sh NAME PORT e2e/some.spec.ts ...
# (set SKIP_BUILD=1 to reuse the last private build).
set -euo pipefail
cd "$(dirname "$0")/.."
name=$1 port=$2
shift 2
dist=/tmp/down-dist-$name
if [ -z "${SKIP_BUILD:-}" ]; then
  (cd apps/web && npx vite build --logLevel error --outDir "$dist" --emptyOutDir \
    && npx vite build --logLevel error --ssr src/first-paint/render-first-paint.tsx --outDir "$dist/.ssr" --emptyOutDir)
fi
WEB_DIST=$dist E2E_PORT=$port npx playwright test "$@"
