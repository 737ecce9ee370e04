#!/usr/bin/env bash
# Installs playwright-core, axe-core and vnu-jar into DEST (in the build tree) from the
# npm registry with `npm ci`: exactly the versions of package-lock.json, no install
# scripts (playwright-core downloads no browser: the tests drive Debian's chromium;
# vnu-jar downloads no Java: its jar runs on Debian's). Nothing is done when DEST
# already holds the install of this lock.
#   bash install.sh DEST
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
dest="${1:?usage: install.sh DEST}"
if ! command -v node > /dev/null || ! command -v npm > /dev/null; then
  [ -n "${CI:-}" ] && { echo "browser: node and npm are not installed (bash setup.sh installs them)"; exit 1; }
  echo "browser: node and npm are not installed (bash setup.sh installs them): skipped"
  exit 77
fi
mkdir -p "$dest"
if cmp -s "$here/package-lock.json" "$dest/node_modules/.rithmo-package-lock.json"; then
  echo "browser: installed (node $(node --version))"
  exit 0
fi
cp "$here/package.json" "$here/package-lock.json" "$dest/"
if ! (cd "$dest" && timeout 60 npm ping > /dev/null 2>&1); then
  [ -n "${CI:-}" ] && { echo "browser: the npm registry cannot be reached"; exit 1; }
  echo "browser: the npm registry cannot be reached (offline?): skipped"
  exit 77
fi
(cd "$dest" && npm ci --ignore-scripts --no-audit --no-fund)
cp "$here/package-lock.json" "$dest/node_modules/.rithmo-package-lock.json"
echo "browser: installed (node $(node --version), npm $(npm --version))"
