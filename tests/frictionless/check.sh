#!/usr/bin/env bash
# The test: the reference library, installed into DEST by install.sh, reads every table
# of tables/ with 0 errors; and it does find the errors it is there for, in a copy of
# tables/ spoilt three ways.
#   bash check.sh DEST
set -uo pipefail
source "$(dirname "$0")/node.sh"
require_node
dest="${1:?usage: check.sh DEST}"
require_library "$dest"
cd "$here/../.." || exit 2
export NODE_PATH="$dest/node_modules"
node "$here/check.js" tables || exit 1

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
spoilt() {  # spoilt NAME EXPECTED: check.js must fail on $tmp/tables and print EXPECTED
  if node "$here/check.js" "$tmp/tables" > "$tmp/out" 2>&1; then
    echo "check.js passed a copy of tables/ with $1"
    exit 1
  fi
  if ! grep -qF -- "$2" "$tmp/out"; then
    echo "check.js failed on a copy of tables/ with $1, but without: $2"
    cat "$tmp/out"
    exit 1
  fi
  echo "check.js refuses $1"
  cp -r tables/. "$tmp/tables/"
}
mkdir "$tmp/tables" && cp -r tables/. "$tmp/tables/"
edit() { perl -0pi -e "$1" "$2"; }  # edit PERL-SUBSTITUTION FILE
# The field type the descriptors had before Table Schema (issue 15).
edit 's/"name": "numbers",\n(\s*)"type": "string"/"name": "numbers",\n$1"type": "integer-list"/' \
  "$tmp/tables/savard/datapackage.json"
spoilt "a field of type integer-list" "progression-examples: schema: Descriptor validation error"
# A list with a stray letter: a pattern found inside the cell is not enough.
edit 's/^(\d+),([^,\n]*),(\d+( \d+)*)/$1,$2,$3x/m' "$tmp/tables/savard/progression-examples.csv"
spoilt "a stray letter in a list of numbers" "in column 'numbers' does not match the whole pattern"
# Two columns swapped in the header: the library reads by position.
edit 's/^line,taker,spaces,taken,note/line,spaces,taker,taken,note/' \
  "$tmp/tables/fulke-1563/spaces-division-odd.csv"
spoilt "two columns swapped" "spaces-division-odd: columns line,spaces,taker,taken,note are not the schema's fields"
echo "frictionless: the check finds the errors it is there for"
