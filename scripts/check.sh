#!/usr/bin/env bash
# The formatter's check (Biome, about a second), then the type check and lint side by side (the lint keeps one core
# busy for over a minute, TypeScript 7's type check the other for about 20 s); fails if any fails.
set -uo pipefail
# Its time is printed at the end, so a CI log shows what the checks cost beside the suites' own durations.
trap 'echo "check took $SECONDS s"' EXIT
if ! npm run --silent format:check -- --max-diagnostics=20; then
  echo "check failed: files not formatted (npm run format writes them)" >&2
  exit 1
fi
npm run --silent typecheck &
typecheck=$!
npm run --silent lint
lint=$?
wait "$typecheck"
typecheck=$?
if [ "$typecheck" -ne 0 ] || [ "$lint" -ne 0 ]; then
  echo "check failed: type check exit $typecheck, lint exit $lint" >&2
  exit 1
fi
