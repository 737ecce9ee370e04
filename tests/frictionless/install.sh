#!/usr/bin/env bash
# Installs the Frictionless reference library into DEST (in the build tree) from the
# npm registry with `npm ci`: exactly the versions of package-lock.json, no install
# scripts. Nothing is done when DEST already holds the install of this lock.
#   bash install.sh DEST
set -euo pipefail
source "$(dirname "$0")/node.sh"
require_node
dest="${1:?usage: install.sh DEST}"
mkdir -p "$dest"
if cmp -s "$here/package-lock.json" "$dest/node_modules/.rithmo-package-lock.json"; then
  echo "frictionless: installed (node $(node --version), npm $(npm --version))"
  exit 0
fi
cp "$here/package.json" "$here/package-lock.json" "$dest/"
# Offline (no npm registry to reach): skipped, with the reason, not failed.
if ! (cd "$dest" && timeout 60 npm ping > /dev/null 2>&1); then
  [ -n "${CI:-}" ] && { echo "frictionless: the npm registry cannot be reached"; exit 1; }
  echo "frictionless: the npm registry cannot be reached (offline?): skipped"
  exit 77
fi
(cd "$dest" && npm ci --ignore-scripts --no-audit --no-fund)
cp "$here/package-lock.json" "$dest/node_modules/.rithmo-package-lock.json"
echo "frictionless: installed (node $(node --version), npm $(npm --version))"
