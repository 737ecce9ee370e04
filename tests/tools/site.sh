#!/usr/bin/env bash
# `rithmo site` as its readers meet it: the edition of the repository's tables valid for
# the Nu Html Checker with every link resolving (site_check.sh), every finding of the
# audit on its book's page; again with a book whose title, a table's title and a
# statement hold markup, quotes and control bytes, which must reach
# the pages as text (no element of theirs, every page still valid); and with a table of
# 5 000 and of 10 000 rows, a seventh of them with a hostile cell, whose sites must be
# valid, show the cells as text and grow in proportion to the rows.
# Skipped (77) as site_check.sh is, when vnu-jar (INSTALLED, tests/browser/install.sh)
# or Java is missing.
#   RITHMO=build/rithmo bash tests/tools/site.sh INSTALLED
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
here="$(cd "$(dirname "$0")" && pwd)"
installed="${1:?usage: site.sh INSTALLED}"
cd "$here/../.." || exit 2
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
check() {  # check SITE: vnu and the links; 77 (skipped) is passed on
  bash "$here/site_check.sh" "$installed" "$1"
  local rc=$?
  [ $rc -eq 77 ] && exit 77
  [ $rc -eq 0 ] || fail "the site in $1 does not pass the checks above"
}

"$RITHMO" site --output-dir "$tmp/site" > /dev/null || fail "rithmo site failed (exit $?)"
check "$tmp/site"
# The pages the README and the home page name are there.
for f in index.html book-fulke-1563-print.html work-musical-proportion.html stemma.html rules.html search.html \
  search-index.js stemma.svg work-musical-proportion.xml; do
  [ -s "$tmp/site/$f" ] || fail "rithmo site wrote no $f"
done

# Every finding of the audit is on its book's page, once: per book, the audit's JSON
# and the findings the pages show agree in number and in kind.
"$RITHMO" audit --format json --output "$tmp/audit.json"
[ $? -le 1 ] || fail "rithmo audit --format json failed"
python3 - "$tmp/audit.json" "$tmp/site" <<'PY' || fail "the pages do not show the audit's findings"
import collections, json, re, sys
with open(sys.argv[1], encoding="utf-8") as f:
    audit = json.load(f)
want = collections.Counter((x["table"].split("/")[0], x["kind"]) for x in audit["findings"])
got = collections.Counter()
for book in {b for b, _ in want}:
    with open(f"{sys.argv[2]}/book-{book}.html", encoding="utf-8") as f:
        for kind in re.findall(r'<div class="finding ([a-z-]+)"', f.read()):
            got[(book, kind)] += 1
bad = [(k, want[k], got[k]) for k in set(want) | set(got) if want[k] != got[k]]
for k, w, g in sorted(bad):
    print(f"{k[0]}: {w} findings of kind {k[1]} in the audit, {g} on the page")
print(f"site: the {sum(want.values())} findings of the audit, each on its book's page")
sys.exit(1 if bad else 0)
PY

# A hostile book: its title, a statement's words and a table's title hold markup,
# quotes, an entity and control bytes.
cp -r tables "$tmp/T"
python3 - "$tmp/T/fulke-1563-print/datapackage.json" <<'PY'
import json, sys
path = sys.argv[1]
with open(path, encoding="utf-8") as f:
    d = json.load(f)
evil = '<script>alert(1)</script><img src=x onerror=alert(2)> " \' &amp; \u0007 \u0085 \ufffe \uffff ]]>'
d["title"] = "The print " + evil
d["resources"][0]["title"] = "A table " + evil
d["statements"][0]["quotation"] = "words " + evil
with open(path, "w", encoding="utf-8") as f:
    json.dump(d, f, ensure_ascii=False, indent=1)
PY
if "$RITHMO" site --tables "$tmp/T" --output-dir "$tmp/hostile" > /dev/null; then
  check "$tmp/hostile"
  if grep -l '<script>alert\|<img src=x' "$tmp"/hostile/*.html; then fail "markup of a title reached a page raw (files above)"; fi
  grep -q '&lt;script&gt;alert(1)&lt;/script&gt;' "$tmp/hostile/book-fulke-1563-print.html" ||
    fail "the hostile title is not on its book's page as text"
  if LC_ALL=C grep -lP '[\x01-\x08\x0b\x0c\x0e-\x1f]|\xc2[\x80-\x9f]' "$tmp"/hostile/*.html; then
    fail "a control character reached a page (files above)"
  fi
else
  fail "rithmo site on a hostile title failed"
fi

# A table of N rows (the modern summary's proportion examples repeated): valid, and the
# site's size in proportion to N.
big() {  # big N: the tables folder with the N-row table, in $tmp/bN
  local d="$tmp/b$1"
  mkdir -p "$d/keying/second"
  cp -r tables/modern-basics "$d/"
  cp -r tables/keying/second/modern-basics "$d/keying/second/"
  rm "$d/modern-basics/claimed-counts.csv" "$d/keying/second/modern-basics/claimed-counts.csv" \
    "$d/keying/second/modern-basics/proportion-examples.csv"
  python3 - tables "$d" "$1" <<'PY'
import csv, json, sys
src, dest, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
with open(src + "/modern-basics/proportion-examples.csv", encoding="utf-8") as f:
    rows = f.read().splitlines()
header, body = next(csv.reader([rows[0]])), rows[1:]
# Every seventh row's note (a transcriber's column, which the audit never reads) is
# markup, quotes and what XML cannot hold.
evil = '<script>alert(3)</script>" \' & \ufffe \uffff \u0007'
rows_out = []
for i in range(n):
    cells = next(csv.reader([body[i % len(body)]]))
    cells[0] = str(1000 + i)
    if i % 7 == 0:
        cells[header.index("note")] = evil
    rows_out.append(cells)
with open(dest + "/modern-basics/proportion-examples.csv", "w", encoding="utf-8", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows_out)
path = dest + "/modern-basics/datapackage.json"
with open(path, encoding="utf-8") as f:
    d = json.load(f)
d["resources"] = [r for r in d["resources"] if r["name"] != "claimed-counts"]
d["statements"] = []  # they name the 1563 print, which is not in this folder
for r in d["resources"]:
    if r["name"] == "proportion-examples":
        r["keying"]["double_keyed"] = False
        r["source"]["lines"] = [1000, 1000 + n]
with open(path, "w", encoding="utf-8") as f:
    json.dump(d, f, ensure_ascii=False, indent=1)
PY
  "$RITHMO" site --tables "$d" --output-dir "$tmp/site$1" > /dev/null || fail "rithmo site on $1 rows failed"
}
big 5000
big 10000
check "$tmp/site10000"
grep -q '&lt;script&gt;alert(3)' "$tmp/site10000/book-modern-basics.html" || fail "a hostile cell is not on its page as text"
if grep -l '<script>alert' "$tmp"/site10000/*.html; then fail "a hostile cell reached a page raw (files above)"; fi
s5="$(cat "$tmp"/site5000/* | wc -c)"
s10="$(cat "$tmp"/site10000/* | wc -c)"
# Twice the rows: the pages that list them twice as long, the others the same; so the
# whole at most twice as large, and more than 1.8 times (the rows are most of it).
python3 -c "import sys; r = $s10 / $s5; print(f'site: {$s5} bytes for 5 000 rows, {$s10} for 10 000 (x{r:.3f})'); sys.exit(0 if 1.8 < r <= 2.0 else 1)" ||
  fail "the site does not grow in proportion to the rows"
exit $status
