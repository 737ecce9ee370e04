# shellcheck shell=bash
# Sourced by the scripts of tests/frictionless: where the reference library is
# installed, and what to do on a machine without node and npm (bash setup.sh
# installs them): skip (exit 77) on a developer's machine, fail in CI.
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
require_node() {
  if command -v node > /dev/null && command -v npm > /dev/null; then return; fi
  if [ -n "${CI:-}" ]; then
    echo "frictionless: node and npm are not installed (bash setup.sh installs them)"
    exit 1
  fi
  echo "frictionless: node and npm are not installed (bash setup.sh installs them): skipped"
  exit 77
}
# The reference library installed into DEST by install.sh (the lock's versions); when it
# is not (the npm registry could not be reached), skip, or fail in CI.
require_library() {
  if cmp -s "$here/package-lock.json" "$1/node_modules/.rithmo-package-lock.json"; then return; fi
  if [ -n "${CI:-}" ]; then
    echo "frictionless: the reference library is not installed in $1 (see the install test)"
    exit 1
  fi
  echo "frictionless: the reference library is not installed in $1 (the npm registry was not reached?): skipped"
  exit 77
}
