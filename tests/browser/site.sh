#!/usr/bin/env bash
# Writes the edition with `rithmo site`, and a hostile copy of it (the 1563 print's
# titles turned into markup and a script), and reads both in Debian's chromium
# (site.js), from the disk as a reader would: no server. Screenshots go to SHOTS (the
# build tree).
#   RITHMO=... bash site.sh INSTALLED SHOTS
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
here="$(cd "$(dirname "$0")" && pwd)"
installed="${1:?usage: site.sh INSTALLED SHOTS}"
shots="${2:?usage: site.sh INSTALLED SHOTS}"
skip() {
  [ -n "${CI:-}" ] && { echo "browser: $1"; exit 1; }
  echo "browser: $1: skipped"
  exit 77
}
cmp -s "$here/package-lock.json" "$installed/node_modules/.rithmo-package-lock.json" ||
  skip "playwright-core is not installed in $installed (see the install test)"
chromium="${CHROMIUM:-/usr/bin/chromium}"
[ -x "$chromium" ] || skip "$chromium is not installed (bash setup.sh installs Debian's chromium)"
command -v python3 > /dev/null || skip "python3 is not installed"
mkdir -p "$shots"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cd "$here/../.." || exit 1

"$RITHMO" site --output-dir "$tmp/site" > "$tmp/site.log" 2>&1 ||
  { echo "FAIL: rithmo site: $(cat "$tmp/site.log")"; exit 1; }

# The hostile copy: a title that is markup, a script and an image that runs one.
cp -R tables "$tmp/T"
python3 - "$tmp/T/fulke-1563-print/datapackage.json" << 'EOF' || { echo "FAIL: the hostile copy could not be made"; exit 1; }
import json, sys
path = sys.argv[1]
with open(path, encoding="utf-8") as f:
    package = json.load(f)
title = '<script>alert("title")</script><img src=x onerror=alert("img")> & "quotes"'
package["title"] = title
package["resources"][0]["title"] = title
with open(path, "w", encoding="utf-8") as f:
    json.dump(package, f, ensure_ascii=False, indent=2)
    f.write("\n")
EOF
"$RITHMO" site --tables "$tmp/T" --output-dir "$tmp/hostile" > "$tmp/hostile.log" 2>&1 ||
  { echo "FAIL: rithmo site of the hostile copy: $(cat "$tmp/hostile.log")"; exit 1; }

NODE_PATH="$installed/node_modules" CHROMIUM="$chromium" node "$here/site.js" "$tmp/site" "$tmp/hostile" "$shots"
