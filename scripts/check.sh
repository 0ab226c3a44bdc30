#!/usr/bin/env bash
# The type check and lint side by side (each keeps one core busy for about a minute); fails if either fails.
set -uo pipefail
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
