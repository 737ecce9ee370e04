#!/usr/bin/env bash
# Starts `rithmo serve` on a free port and drives its page in Debian's chromium
# (play.js). Screenshots go to SHOTS (the build tree; docs/images holds the ones the
# documentation shows).
#   RITHMO=... bash play.sh INSTALLED SHOTS
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=tests/tools/server_url.sh
. "$here/../tools/server_url.sh"
installed="${1:?usage: play.sh INSTALLED SHOTS}"
shots="${2:?usage: play.sh INSTALLED SHOTS}"
skip() {
  [ -n "${CI:-}" ] && { echo "browser: $1"; exit 1; }
  echo "browser: $1: skipped"
  exit 77
}
cmp -s "$here/package-lock.json" "$installed/node_modules/.rithmo-package-lock.json" ||
  skip "playwright-core is not installed in $installed (see the install test)"
chromium="${CHROMIUM:-/usr/bin/chromium}"
[ -x "$chromium" ] || skip "$chromium is not installed (bash setup.sh installs Debian's chromium)"
mkdir -p "$shots"
log="$(mktemp)"
"$RITHMO" serve --port 0 > "$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -f "$log"' EXIT
url="$(server_url "$log" "$server")"
[ -n "$url" ] || { echo "FAIL: rithmo serve did not start: $(cat "$log")"; exit 1; }
NODE_PATH="$installed/node_modules" CHROMIUM="$chromium" node "$here/play.js" "$url" "$RITHMO" "$shots"
