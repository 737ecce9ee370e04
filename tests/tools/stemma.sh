#!/usr/bin/env bash
# The stemma in every form `rithmo stemma --output-dir` writes: the TEI valid against TEI P5's
# RELAX NG schema (tei_all.rng, with jing), the JSON against docs/schemas/stemma.json,
# the DOT drawn by graphviz's dot into the SVG, and the NEXUS matrix read by R's
# phangorn, whose parsimony tree is printed beside rithmo's stemma. Again with a book's
# folder and title made of what the formats cannot hold raw. Skipped (77) when jing,
# the TEI schema, python3-jsonschema, graphviz or phangorn is missing; setup.sh installs
# them all.
#
#   RITHMO=build/rithmo bash tests/tools/stemma.sh
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
cd "$(dirname "$0")/../.." || exit 2
rng="${RITHMO_TEI_SCHEMA:-../shared/schemas/tei/tei_all.rng}"
command -v jing > /dev/null || { echo "jing is not installed (setup.sh installs it): skipped"; exit 77; }
[ -r "$rng" ] || { echo "no TEI schema at $rng: skipped"; exit 77; }
python3 -c "import jsonschema" 2> /dev/null || { echo "python3-jsonschema is not installed: skipped"; exit 77; }
command -v dot > /dev/null || { echo "graphviz is not installed (setup.sh installs it): skipped"; exit 77; }
Rscript -e 'suppressPackageStartupMessages(library(phangorn))' > /dev/null 2>&1 ||
  { echo "R's phangorn is not installed (setup.sh installs r-cran-phangorn): skipped"; exit 77; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "$*"; status=1; }

"$RITHMO" stemma --output-dir "$tmp/stemma" || { echo "rithmo stemma --output-dir failed (exit $?)"; exit 1; }
for f in stemma.md stemma.json stemma.dot stemma.nex stemma.xml stemma.svg stemma-pairs.csv; do
  [ -s "$tmp/stemma/$f" ] || fail "rithmo stemma --output-dir wrote no $f"
done

# TEI: valid, and a document jing must refuse is refused (the check can fail).
jing "$rng" "$tmp/stemma/stemma.xml" > "$tmp/jing.out" 2> /dev/null || { cat "$tmp/jing.out"; fail "stemma.xml is not valid TEI"; }
sed 's|<arc |<arc bogus="1" |' "$tmp/stemma/stemma.xml" > "$tmp/bad.xml"
if grep -q '<arc ' "$tmp/stemma/stemma.xml" && jing "$rng" "$tmp/bad.xml" > /dev/null 2>&1; then
  fail "jing accepted an <arc> with an attribute TEI does not define"
fi

# JSON: valid against its schema; its edges are the DOT's.
python3 - "$tmp/stemma" <<'PY' || status=1
import json, re, sys
from jsonschema import Draft202012Validator
folder = sys.argv[1]
with open("docs/schemas/stemma.json", encoding="utf-8") as f:
    validator = Draft202012Validator(json.load(f))
with open(f"{folder}/stemma.json", encoding="utf-8") as f:
    doc = json.load(f)
bad = 0
for e in list(validator.iter_errors(doc))[:3]:
    print(f"stemma.json: at {'/'.join(map(str, e.absolute_path))}: {e.message[:200]}")
    bad = 1
with open(f"{folder}/stemma.dot", encoding="utf-8") as f:
    dot_edges = sorted(re.findall(r'^  "([^"]+)" -> "([^"]+)"', f.read(), re.M))
json_edges = sorted((e["from"], e["to"]) for e in doc["edges"])
# The pairs' matrix: a row for every pair the JSON weighs, the same two books.
import csv
with open(f"{folder}/stemma-pairs.csv", encoding="utf-8", newline="") as f:
    rows = list(csv.DictReader(f))
if sorted((r["a"], r["b"]) for r in rows) != sorted((p["a"], p["b"]) for p in doc["pairs"]):
    print("stemma-pairs.csv does not hold the JSON's pairs")
    bad = 1
if any(r["status"] not in ("related", "tentative", "unjoined") for r in rows):
    print("stemma-pairs.csv: a status that is none of related, tentative, unjoined")
    bad = 1
if dot_edges != json_edges:
    print(f"the DOT's edges {dot_edges} are not the JSON's {json_edges}")
    bad = 1
sys.exit(bad)
PY

# The SVG is graphviz's drawing of the DOT, every book a node of it.
grep -q '<svg' "$tmp/stemma/stemma.svg" || fail "stemma.svg is not an SVG"
dot -Tsvg "$tmp/stemma/stemma.dot" > "$tmp/again.svg" || fail "dot cannot draw stemma.dot"
cmp -s "$tmp/again.svg" "$tmp/stemma/stemma.svg" || fail "stemma.svg is not dot's drawing of stemma.dot"

# NEXUS: phangorn reads the matrix (a taxon per book that is no transcription, as many
# characters as the file declares) and builds its most parsimonious tree.
cat > "$tmp/tree.R" <<'R'
suppressPackageStartupMessages(library(phangorn))
x <- read.nexus.data(commandArgs(trailingOnly = TRUE)[1])
d <- phyDat(x, type = "USER", levels = as.character(0:9), ambiguity = "?")
set.seed(1)
tree <- pratchet(d, trace = 0, all = FALSE)
cat(length(x), length(x[[1]]), parsimony(tree, d), "\n")
cat(write.tree(tree), "\n")
R
if ! Rscript "$tmp/tree.R" "$tmp/stemma/stemma.nex" > "$tmp/tree.out" 2> "$tmp/tree.err"; then
  head -5 "$tmp/tree.err"
  fail "phangorn cannot read stemma.nex"
else
  read -r taxa chars score < "$tmp/tree.out"
  want_taxa="$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(sum(1 for b in d["books"] if b["period"]))' "$tmp/stemma/stemma.json")"
  want_chars="$(sed -n 's/.*NCHAR=\([0-9]*\);.*/\1/p' "$tmp/stemma/stemma.nex")"
  [ "$taxa" = "$want_taxa" ] || fail "phangorn reads $taxa taxa in stemma.nex, not $want_taxa"
  [ "$chars" = "$want_chars" ] || fail "phangorn reads $chars characters in stemma.nex, not $want_chars"
  echo "phangorn's parsimony tree (score $score): $(sed -n 2p "$tmp/tree.out")"
  echo "rithmo's stemma:"
  sed -n '/^## The relations the tables show/,/^## Tentative/p' "$tmp/stemma/stemma.md" | grep '^- ' | cut -c1-160
fi

# A book whose folder and title hold what the formats cannot hold raw: a quote, a
# bracket, <, &, a control character, U+FFFE. Every form still well-formed.
cp -r tables "$tmp/T"
python3 - "$tmp/T/barozzi-1572/datapackage.json" <<'PY'
import json, sys
with open(sys.argv[1], encoding="utf-8") as f:
    d = json.load(f)
d["title"] = "Barozzi \ufffe \" ' [x] <]]> \u0007 & co"
# A statement whose words and names hold the same: they reach every form too.
d["statements"].append({"quotation": "| a \ufffe \" ' [x] <]]> \u0007 & co *b*", "source": "ocr/x/page-0001.txt",
                        "lines": [1, 1], "names": "boissiere-1556", "named": "Buxero \u0007 |", "says": "quotes"})
with open(sys.argv[1], "w", encoding="utf-8") as f:
    json.dump(d, f, ensure_ascii=False, indent=2)
PY
"$RITHMO" stemma --tables "$tmp/T" --output-dir "$tmp/hostile" > /dev/null || fail "rithmo stemma on a hostile title failed"
if [ -d "$tmp/hostile" ]; then
  jing "$rng" "$tmp/hostile/stemma.xml" > /dev/null 2>&1 || fail "stemma.xml not valid TEI with a hostile title"
  python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$tmp/hostile/stemma.json" || fail "stemma.json not JSON"
  dot -Tsvg "$tmp/hostile/stemma.dot" > /dev/null 2>&1 || fail "dot cannot draw stemma.dot with a hostile title"
  if grep -l $'[\x01-\x08\x0b\x0c\x0e-\x1f]' "$tmp"/hostile/stemma.*; then fail "a control byte was written (files above)"; fi
fi
exit $status
