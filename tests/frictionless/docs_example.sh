#!/usr/bin/env bash
# The JavaScript example of docs/tables.md ("Loading the tables with standard tools")
# runs with the reference library installed into DEST by install.sh, and prints what
# the CSV files hold, read here with nothing but the shell.
#   bash docs_example.sh DEST
set -uo pipefail
source "$(dirname "$0")/node.sh"
require_node
dest="${1:?usage: docs_example.sh DEST}"
require_library "$dest"
cd "$here/../.." || exit 2
awk '/^```js$/ { inside = 1; next } /^```$/ && inside { exit } inside' docs/tables.md > "$dest/docs_example.js"
[ -s "$dest/docs_example.js" ] || { echo "docs/tables.md has no js example"; exit 1; }
actual="$(node "$dest/docs_example.js")" || { echo "the example failed: $actual"; exit 1; }

# The expected lines, from the CSV files (neither has a quoted cell): the table's
# rows, its first row keyed by the header with the empty note as null, and the first
# series of numbers.
division=tables/fulke-1563/spaces-division-odd.csv
series=tables/savard/progression-examples.csv
if grep -q '"' "$division" "$series"; then echo "a quoted cell: read the CSV properly here"; exit 1; fi
IFS=, read -r -a names < <(sed -n 1p "$division")
IFS=, read -r -a cells < <(sed -n 2p "$division")
first=""
for i in "${!names[@]}"; do
  cell="${cells[$i]:-}"
  value="$cell"
  [ -z "$cell" ] && value=null
  first="$first${first:+,}\"${names[$i]}\":$value"
done
expected="fulke-1563/spaces-division-odd: $(($(wc -l < "$division") - 1)) rows; the first: {$first}
savard/progression-examples: the first series is $(sed -n 2p "$series" | cut -d, -f3 | tr ' ' ,)"
if [ "$actual" != "$expected" ]; then
  echo "the example of docs/tables.md printed:"
  echo "$actual"
  echo "where the CSV files hold:"
  echo "$expected"
  exit 1
fi
echo "$actual"
echo "docs: the JavaScript example runs and reads what the CSV files hold"
