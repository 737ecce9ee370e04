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
