#!/usr/bin/env bash
# The cost of `rithmo site` against the work it stands on: the instructions (callgrind,
# tools/bench/instructions.sh) of `rithmo site --output-dir DIR`, and of `audit`,
# `apparatus --output-dir` and `stemma --output-dir` run one after another over the
# same tables, and their ratio. The site reuses one audit, one collation and one
# stemma, so its count stays below their sum (docs/performance.md, "The edition").
#
#   bash tools/bench/site.sh      (needs build/rithmo and valgrind)
#
# Not a test: nothing fails on a big figure.
set -euo pipefail
# shellcheck source=tools/bench/usage.sh
. "$(dirname "$0")/usage.sh"
bench_usage "$0" "$@"
cd "$(dirname "$0")/../.."
case "${1:-}" in
  "") ;;
  *) echo "bench: unknown argument '$1' (bash tools/bench/site.sh)" >&2; exit 2 ;;
esac
bin="${RITHMO:-./build/rithmo}"
[ -x "$bin" ] || { echo "bench: no $bin; build first (bash setup.sh)" >&2; exit 2; }
command -v valgrind > /dev/null || { echo "bench: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
# shellcheck source=tools/bench/instructions.sh
. tools/bench/instructions.sh
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
site="$(instructions "$bin" --quiet site --output-dir "$tmp/site")"
audit="$(instructions "$bin" --quiet audit --output "$tmp/audit.txt")"
apparatus="$(instructions "$bin" --quiet apparatus --output-dir "$tmp/apparatus")"
stemma="$(instructions "$bin" --quiet stemma --output-dir "$tmp/stemma")"
printf '%-40s %15s\n' "command" "instructions"
printf '%-40s %15s\n' "site --output-dir DIR" "$site" "audit --output FILE" "$audit" \
  "apparatus --output-dir DIR" "$apparatus" "stemma --output-dir DIR" "$stemma"
python3 -c "
s, a, p, t = $site, $audit, $apparatus, $stemma
print(f'site / (audit + apparatus + stemma) = {s} / {a + p + t} = {s / (a + p + t):.2f}')"
