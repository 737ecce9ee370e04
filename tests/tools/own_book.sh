#!/usr/bin/env bash
# A user's own book by docs/tables.md alone ("Bringing your own book"): the files and the
# commands of that section, taken from the page as written (each block follows an
# <!-- own-book: FILE --> or <!-- own-book: run --> line), are written and run in a fresh
# folder beside a copy of tables/. Every command must exit 0 (the audit and the apparatus 0
# or 1, their "departures found"); then
# the book stands in the apparatus under its Greek siglum, with its picture as its
# pages, and in the stemma, dated by its witness's year.
#
#   RITHMO=build/rithmo bash tests/tools/own_book.sh
set -euo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
cd "$(dirname "$0")/../.."
root="$PWD"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cp -r tables "$tmp/tables"
mkdir -p "$tmp/bin"
ln -s "$(cd "$(dirname "$RITHMO")" && pwd)/$(basename "$RITHMO")" "$tmp/bin/rithmo"

# The section's blocks, in order: each file block a step that writes the file, each
# command a step of its own.
python3 - "$root/docs/tables.md" "$tmp/steps" <<'PY'
import os, re, sys, textwrap
doc, out = sys.argv[1], sys.argv[2]
text = open(doc, encoding="utf-8").read()
section = text[text.index("## Bringing your own book"):]
section = section[:section.index("\n## ", 1)]
blocks = re.findall(r"<!-- own-book: (\S+) -->\n\s*```\w*\n(.*?)\n\s*```", section, re.S)
if len(blocks) < 4:
    sys.exit(f"docs/tables.md: {len(blocks)} own-book blocks, expected the files and the commands")
os.makedirs(out)
n = 0
for name, body in blocks:
    body = textwrap.dedent(body) + "\n"
    for part in (body.splitlines() if name == "run" else [body]):
        if not part.strip():
            continue
        n += 1
        with open(os.path.join(out, f"{n:03d}"), "w", encoding="utf-8") as f:
            f.write(("run\n" + part + "\n") if name == "run" else ("file " + name + "\n" + part))
PY

cd "$tmp"
fail=0
for step in "$tmp"/steps/*; do
  head="$(head -1 "$step")"
  if [ "${head%% *}" = file ]; then
    mkdir -p "$(dirname "${head#file }")"
    tail -n +2 "$step" > "${head#file }"
    continue
  fi
  line="$(sed -n 2p "$step")"
  set +e
  PATH="$tmp/bin:$PATH" bash -c "$line" > "$tmp/out" 2> "$tmp/err"
  status=$?
  set -e
  case "$line" in
    "rithmo audit"* | "rithmo apparatus"*) ok="0 1" ;;
    *) ok="0" ;;
  esac
  if ! [[ " $ok " == *" $status "* ]]; then
    echo "own book: '$line' exits $status: $(head -3 "$tmp/err")"
    fail=1
  fi
  case "$line" in
    "rithmo apparatus"*) cp "$tmp/out" "$tmp/apparatus.md" ;;
  esac
done
[ "$fail" = 0 ] || exit 1

grep -q '^| Δ | Mein Buch .* | mein-buch-1580/teilen.csv (examples: gives only some rows).* | photos/IMG\\_0012.jpg; photos/IMG\\_0013.jpg | 5 |' \
  "$tmp/apparatus.md" || {
  echo "own book: the apparatus does not list the book under Δ with its pictures and 5 rows"
  exit 1
}
python3 - "$tmp/my-stemma/stemma.json" <<'PY' || exit 1
import json, sys
s = json.load(open(sys.argv[1], encoding="utf-8"))
books = [b for b in s.get("books", s.get("witnesses", [])) if "mein-buch-1580" in json.dumps(b)]
if not books or "1580" not in json.dumps(books[0]):
    sys.exit("own book: the stemma does not weigh mein-buch-1580, dated 1580")
PY
echo "own book: the files and commands of docs/tables.md put a photographed book with Greek sigla into the apparatus and the stemma"
