#!/usr/bin/env bash
# The apparatus of every work, written by `rithmo apparatus --output-dir`: every TEI file valid
# against TEI P5's RELAX NG schema (tei_all.rng, TEI P5 2.7.0, in ../shared/schemas/tei/
# with its licence) by Debian's jing, and every WORK.json valid against
# docs/schemas/apparatus.json. Skipped (77) when jing, the schema or python3-jsonschema
# is missing; setup.sh installs jing and python3-jsonschema. Again with a book's title
# made of what XML cannot hold: the TEI still valid, no control byte in any file.
#
#   RITHMO=build/rithmo bash tests/tools/apparatus.sh
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
cd "$(dirname "$0")/../.." || exit 2
rng="${RITHMO_TEI_SCHEMA:-../shared/schemas/tei/tei_all.rng}"
command -v jing > /dev/null || { echo "jing is not installed (setup.sh installs it): skipped"; exit 77; }
[ -r "$rng" ] || { echo "no TEI schema at $rng: skipped"; exit 77; }
python3 -c "import jsonschema" 2> /dev/null || { echo "python3-jsonschema is not installed: skipped"; exit 77; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$RITHMO" apparatus --output-dir "$tmp/apparatus"
rc=$?
if [ $rc -gt 1 ]; then echo "rithmo apparatus --output-dir failed (exit $rc)"; exit 1; fi
shopt -s nullglob
xml=("$tmp"/apparatus/*.xml)
[ ${#xml[@]} -gt 0 ] || { echo "rithmo apparatus wrote no TEI file"; exit 1; }
status=0
# jing prints nothing and exits 0 when every document is valid (its warnings about
# optional Java libraries go to stderr and are not errors).
if ! jing "$rng" "${xml[@]}" > "$tmp/jing.out" 2> "$tmp/jing.err"; then
  echo "TEI files not valid against $rng:"
  cat "$tmp/jing.out"
  status=1
fi
# A document jing must refuse: the check is not one that passes everything.
sed 's|<app |<app bogus="1" |' "${xml[0]}" > "$tmp/bad.xml"
if jing "$rng" "$tmp/bad.xml" > /dev/null 2>&1; then
  echo "jing accepted an <app> with an attribute TEI does not define"
  status=1
fi
# A book titled with what XML cannot hold (U+FFFE, U+FFFF, a control character) and
# what it must escape (&, <, ]]>): every TEI file still valid, no control byte written.
cp -r tables "$tmp/T"
python3 - "$tmp/T/fulke-1563/datapackage.json" <<'PY'
import json, sys
with open(sys.argv[1], encoding="utf-8") as f:
    d = json.load(f)
d["title"] = "Lever \ufffe Fulke \uffff <]]> \u0007 & co"
with open(sys.argv[1], "w", encoding="utf-8") as f:
    json.dump(d, f, ensure_ascii=False, indent=2)
PY
"$RITHMO" apparatus --tables "$tmp/T" --output-dir "$tmp/hostile" > /dev/null
rc=$?
if [ $rc -gt 1 ]; then echo "rithmo apparatus --output-dir on a hostile title failed (exit $rc)"; status=1; fi
hostile=("$tmp"/hostile/*.xml)
grep -q 'Lever' "${hostile[@]}" || { echo "the hostile title reached no TEI file"; status=1; }
if ! jing "$rng" "${hostile[@]}" > "$tmp/jing.out" 2> "$tmp/jing.err"; then
  echo "TEI files not valid with a hostile title:"
  head -5 "$tmp/jing.out"
  status=1
fi
if grep -l $'[\x01-\x08\x0b\x0c\x0e-\x1f]' "$tmp"/hostile/*.xml "$tmp"/hostile/*.md; then
  echo "a control byte of the title was written (files above)"
  status=1
fi
# A resource in a subfolder of its package (tables check and the audit accept it): the
# stamp hashes the package's own descriptor, not a file of that name beside the CSV.
cp -r tables "$tmp/S"
mkdir "$tmp/S/barozzi-1572/sub"
mv "$tmp/S/barozzi-1572/king-totals.csv" "$tmp/S/barozzi-1572/sub/king-totals.csv"
sed -i 's|"path": "king-totals.csv"|"path": "sub/king-totals.csv"|' "$tmp/S/barozzi-1572/datapackage.json"
stamp_of() { "$RITHMO" apparatus king-totals --tables "$tmp/S" | tail -1; }
first="$(stamp_of)" || true
case "$first" in *"inputs sha256"*) ;; *) echo "apparatus fails on a resource in a subfolder: $first"; status=1 ;; esac
echo '{"decoy": true}' > "$tmp/S/barozzi-1572/sub/datapackage.json"
[ "$(stamp_of)" = "$first" ] || { echo "a datapackage.json beside the CSV changed the stamp"; status=1; }
sed -i 's|"title": "Francesco Barozzi|"title": "F. Barozzi|' "$tmp/S/barozzi-1572/datapackage.json"
[ "$(stamp_of)" != "$first" ] || { echo "the package's own descriptor is not in the stamp"; status=1; }
# A work on a relation that judges a table as a whole (du Coeur's movement diagram):
# a second witness with wrong labels, which the audit finds lacking squares, has each of
# those omissions placed in the apparatus (exit 1), not every row read as the lemma.
cp -r tables "$tmp/M"
python3 - "$tmp/M/du-coeur-1998" <<'PY'
import copy, csv, json, sys
folder = sys.argv[1]
with open(f"{folder}/datapackage.json", encoding="utf-8") as f:
    d = json.load(f)
diagram = next(r for r in d["resources"] if r["path"] == "movement-diagram.csv")
diagram["work"] = {"name": "diagram", "siglum": "D"}
wrong = copy.deepcopy(diagram)
wrong.update(name="movement-diagram-wrong", path="movement-diagram-wrong.csv", work={"name": "diagram", "siglum": "E"})
d["resources"].append(wrong)
with open(f"{folder}/datapackage.json", "w", encoding="utf-8") as f:
    json.dump(d, f, ensure_ascii=False, indent=2)
with open(f"{folder}/movement-diagram.csv", encoding="utf-8", newline="") as f:
    rows = list(csv.reader(f))
for i, r in enumerate(rows[1:]):  # every fifth numbered label one more than printed
    if r[3].isdigit() and i % 5 == 0:
        r[3] = str(int(r[3]) + 1)
with open(f"{folder}/movement-diagram-wrong.csv", "w", encoding="utf-8", newline="") as f:
    csv.writer(f, lineterminator="\n").writerows(rows)
PY
"$RITHMO" apparatus diagram --tables "$tmp/M" --format json > "$tmp/diagram.json"
rc=$?
[ $rc -eq 1 ] || { echo "apparatus of a diagram with wrong labels: exit $rc, not 1 (departures)"; status=1; }
found="$("$RITHMO" audit --tables "$tmp/M" du-coeur-1998/movement-diagram-wrong.csv --format json |
  python3 -c 'import json,sys; print(sum(1 for f in json.load(sys.stdin)["findings"] if f["kind"] == "omission"))')"
placed="$(python3 -c 'import json,sys; w=json.load(open(sys.argv[1]))["works"][0]; print(sum(1 for p in w["places"] for r in p["readings"] if r["siglum"] == "E" and r["class"] == "omission"))' "$tmp/diagram.json")"
if [ "$found" = 0 ] || [ "$placed" != "$found" ]; then
  echo "the audit finds $found omissions in the wrong diagram, the apparatus places $placed"
  status=1
fi
# The tables with the work king-totals renamed NAME, into FOLDER.
rename_work() {
  cp -r tables "$1"
  python3 - "$1" "$2" <<'PY'
import json, sys
folder, name = sys.argv[1], sys.argv[2]
for pkg in ("barozzi-1572", "boissiere-1556"):
    path = f"{folder}/{pkg}/datapackage.json"
    with open(path, encoding="utf-8") as f:
        d = json.load(f)
    for r in d["resources"]:
        if r.get("work", {}).get("name") == "king-totals":
            r["work"]["name"] = name
    with open(path, "w", encoding="utf-8") as f:
        json.dump(d, f, ensure_ascii=False, indent=2)
PY
}
# A work whose name is as long as a file's name may be with its extension (247 bytes:
# 252 with .json): its files written, though a temporary file's name would be longer.
long="$(printf 'k%.0s' $(seq 247))"
rename_work "$tmp/L" "$long"
"$RITHMO" apparatus "$long" --tables "$tmp/L" --output-dir "$tmp/long" > /dev/null
rc=$?
if [ $rc -gt 1 ] || [ ! -s "$tmp/long/$long.json" ]; then
  echo "apparatus of a work named with 247 bytes: exit $rc, $(ls "$tmp/long" 2> /dev/null | wc -l) files"
  status=1
fi
# A work named index (or README: no work's name has a capital): its files and the
# index both written.
rename_work "$tmp/I" index
"$RITHMO" apparatus --tables "$tmp/I" --output-dir "$tmp/index" > /dev/null
rc=$?
if [ $rc -gt 1 ] || [ ! -s "$tmp/index/index.md" ] || ! grep -q '(index.md)' "$tmp/index/README.md"; then
  echo "apparatus with a work named index: exit $rc, $(ls "$tmp/index" 2> /dev/null | tr '\n' ' ')"
  status=1
fi
# Greek sigla, stemmatics' custom, and a Latin letter with its diacritic: Barozzi's
# witnesses named Ζ (Greek zeta), Boissière's Ä. Every TEI file valid, every JSON file
# its schema's.
cp -r tables "$tmp/G"
python3 - "$tmp/G" <<'PY'
import json, sys
for package, old, new in (("barozzi-1572", "Z", "\u0396"), ("boissiere-1556", "B", "\u00c4")):
    path = f"{sys.argv[1]}/{package}/datapackage.json"
    with open(path, encoding="utf-8") as f:
        d = json.load(f)
    for r in d["resources"]:
        if r.get("work", {}).get("siglum") == old:
            r["work"]["siglum"] = new
    with open(path, "w", encoding="utf-8") as f:
        json.dump(d, f, ensure_ascii=False, indent=2)
PY
"$RITHMO" apparatus --tables "$tmp/G" --output-dir "$tmp/greek" > /dev/null
rc=$?
if [ $rc -gt 1 ]; then
  echo "apparatus with Greek sigla: exit $rc"
  status=1
else
  for f in "$tmp"/greek/*.xml; do
    jing "$rng" "$f" > "$tmp/jing.out" 2>&1 || { head -3 "$tmp/jing.out"; echo "$(basename "$f") with Greek sigla: not valid TEI"; status=1; }
  done
  grep -q 'xml:id="Ζ"' "$tmp/greek/spaces-division-odd.xml" || { echo "no witness Ζ in the TEI"; status=1; }
  for f in "$tmp"/greek/*.json; do cp "$f" "$tmp/apparatus/greek-$(basename "$f")"; done
fi
# A rerun replaces the whole set: the files of a work no longer printed by two books
# (Faber's victories, with Faber's package taken away) go; a file the set did not write
# stays.
cp -r "$tmp/apparatus" "$tmp/rerun"
echo "mine" > "$tmp/rerun/notes.txt"
cp -r tables "$tmp/R"
rm -rf "$tmp/R/faber-1496"
"$RITHMO" apparatus --tables "$tmp/R" --output-dir "$tmp/rerun" > /dev/null
[ $? -le 1 ] || { echo "apparatus rerun failed"; status=1; }
for f in faber-victories.md faber-victories.json faber-victories.xml faber-victories.csv; do
  [ ! -e "$tmp/rerun/$f" ] || { echo "a rerun left $f of a work no longer collated"; status=1; }
done
[ -s "$tmp/rerun/notes.txt" ] || { echo "a rerun removed a file the set did not write"; status=1; }
[ -s "$tmp/rerun/equality.md" ] || { echo "a rerun lost a work still collated"; status=1; }
python3 - "$tmp/apparatus" <<'PY' || status=1
import json, os, sys
from jsonschema import Draft202012Validator
folder = sys.argv[1]
with open("docs/schemas/apparatus.json", encoding="utf-8") as f:
    validator = Draft202012Validator(json.load(f))
bad = 0
names = sorted(n for n in os.listdir(folder) if n.endswith(".json"))
for name in names:
    with open(os.path.join(folder, name), encoding="utf-8") as f:
        doc = json.load(f)
    for e in list(validator.iter_errors(doc))[:3]:
        print(f"{name}: at {'/'.join(map(str, e.absolute_path))}: {e.message[:200]}")
        bad = 1
print(f"apparatus: {len(names)} JSON files checked")
sys.exit(bad)
PY
[ $status -eq 0 ] && echo "apparatus: ${#xml[@]} TEI files valid against $(basename "$rng")"
exit $status
