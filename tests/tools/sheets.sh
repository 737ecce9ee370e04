#!/usr/bin/env bash
# The printable sheets built for real with LaTeX, both papers:
#   - the text of each PDF holds the numbers, derived here independently (brute force
#     in awk over the men as `rithmo men --format csv` lists them) or taken from the
#     other commands' CSV (`rithmo proportions`, `rithmo triumphs`) and the tables;
#   - every font is embedded; every page renders to PNG;
#   - two builds give byte-identical PDFs;
#   - a failing LaTeX gives one line on stderr, exit 2, and no PDF.
# Skipped (exit 77) when LaTeX or poppler-utils are absent.
#   RITHMO=path/to/rithmo bash sheets.sh
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
for tool in latexmk pdflatex pdftotext pdffonts pdftoppm pdfinfo; do
  if ! command -v "$tool" >/dev/null; then
    echo "skipped: $tool not found (install texlive-latex-base texlive-latex-recommended lmodern latexmk poppler-utils)"
    exit 77
  fi
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tmp"
export TMPDIR="$work/tmp"  # rithmo's build folders, and a failed one, go here
cd "$root" || exit 2
# Failures are lines starting FAIL, from wherever (pipelines run in subshells); the
# script fails when there is one.
fail() { echo "FAIL: $*"; }

# Text of a PDF (or of one page), one line per line, runs of blanks made one space
# and a space added at both ends, so that " 6 3:2 sesquialter " finds whole words.
text() {
  local pdf="$1" page="${2:-}" mode="${3:--layout}"
  local range=()
  [ -n "$page" ] && range=(-f "$page" -l "$page")
  pdftotext $mode "${range[@]}" "$pdf" - | sed 's/[[:space:]]\+/ /g; s/^/ /; s/$/ /'
}
# has FILE STRING: the normalised text in FILE holds STRING.
has() { grep -qF -- "$2" "$1"; }

"$RITHMO" men --format csv > "$work/men.csv" || fail "rithmo men"
"$RITHMO" proportions --format csv > "$work/proportions.csv" || fail "rithmo proportions"
"$RITHMO" proportions --count --format csv > "$work/proportion-counts.csv" || fail "rithmo proportions --count"
"$RITHMO" triumphs --grade all --count --format csv > "$work/triumph-counts.csv" || fail "rithmo triumphs --count"
"$RITHMO" triumphs --grade greater --format csv > "$work/greater.csv" || fail "rithmo triumphs greater"
"$RITHMO" triumphs --grade greatest --format csv > "$work/greatest.csv" || fail "rithmo triumphs greatest"

# The men's numbers by army (field 5; the last field, the pyramid, is quoted and
# holds commas, so only the leading fields are read).
men_of() { awk -F, -v army="$1" 'NR > 1 && $1 == army { print $5 }' "$work/men.csv"; }
men_of even > "$work/even"
men_of odd > "$work/odd"

# Taking by spaces: taker * spaces == taken, or taker == spaces * taken, spaces 2..14
# (a board 16 long, 002 line 504, less the two men's own squares); distinct numbers.
spaces_rows() {  # TAKERS TAKEN
  awk 'NR == FNR { mine[$1] = 1; next } { theirs[$1] = 1 }
       END { for (t in mine) for (s = 2; s <= 14; s++) {
               if ((t * s) in theirs) print "x", t, s, t * s
               if (t % s == 0 && (t / s) in theirs) print "/", t, s, t / s } }' "$1" "$2"
}
# Cossic: root^k for k in 2, 3, 4, 6 (002 line 687) a number of the other army.
cossic_rows() {
  awk 'NR == FNR { mine[$1] = 1; next } { theirs[$1] = 1 }
       END { split("2 3 4 6", ks, " "); for (r in mine) for (i = 1; i <= 4; i++) {
               p = 1; for (j = 0; j < ks[i]; j++) p *= r
               if (p in theirs) print r, p, ks[i] } }' "$1" "$2"
}
# Two men: every pair of distinct men (by line), lesser a and greater b.
two_men_rows() {
  awk 'NR == FNR { v[n++] = $1; next } { theirs[$1] = 1 }
       END { for (i = 0; i < n; i++) for (j = 0; j < n; j++) {
               if (i == j) continue; a = v[i]; b = v[j]; if (a + 0 > b + 0 || (a == b && i > j)) continue
               if ((a + b) in theirs) print a " + " b " = " a + b
               if ((b - a) in theirs) print b " − " a " = " b - a
               if ((a * b) in theirs) print a " × " b " = " a * b
               if (b % a == 0 && (b / a) in theirs) print b " / " a " = " b / a } }' "$1" "$2"
}

check_men() {
  local t="$1"
  has "$t" " 91 " || fail "$2: no 91"
  # Every man with a ratio: " value ratio Latin name ", the king's value marked king.
  awk -F, 'NR > 1 && $7 != "" { print " " $5 ($9 != "" ? " king " : " ") $7 " " $8 " " }' "$work/men.csv" |
    while IFS= read -r want; do
    has "$t" "$want" || echo "FAIL: $2: no '$want'"
  done
  awk -F, 'NR > 1 { print " " $5 " " }' "$work/men.csv" | while IFS= read -r want; do
    has "$t" "$want" || echo "FAIL: $2: no man '$want'"
  done
}

check_arrays() {
  local pdf="$1" page=0 kind
  for kind in first second third; do
    page=$((page + 1))
    text "$pdf" "$page" > "$work/page"
    has "$work/page" "The $kind kind of play" || fail "$pdf page $page: not the $kind kind"
    # Every number of the transcribed array on its page, and the kings' totals.
    awk -F, 'NR > 1 && $5 != "" { print " " $5 " " }' "tables/fulke-1563/array-$kind-kind.csv" | sort -u |
      while IFS= read -r want; do has "$work/page" "$want" || echo "FAIL: $pdf page $page: no '$want'"; done
    for king in $(awk -F, 'NR > 1 && $9 != "" { print $5 }' "$work/men.csv"); do
      has "$work/page" " $king " || fail "$pdf page $page: no king $king"
    done
  done
  # Boissière's array on the fourth page (tables/boissiere-1556/array.csv: value is
  # the eighth column).
  text "$pdf" 4 > "$work/page"
  has "$work/page" "Boissière" || fail "$pdf page 4: not Boissière's array"
  awk -F, 'NR > 1 && $8 != "" { print " " $8 " " }' tables/boissiere-1556/array.csv | sort -u |
    while IFS= read -r want; do has "$work/page" "$want" || echo "FAIL: $pdf page 4: no '$want'"; done
}

check_proportions() {
  local pdf="$1"
  text "$pdf" "" -layout > "$work/layout"
  text "$pdf" "" -raw > "$work/raw"
  awk -F, 'NR > 1 { print " " $1 " " $2 " " }' "$work/proportion-counts.csv" | while IFS= read -r want; do
    has "$work/layout" "$want" || echo "FAIL: $pdf: no count '$want'"
  done
  awk -F, 'NR > 1 { print " " $2 " " $3 " " $4 " " }' "$work/proportions.csv" | while IFS= read -r want; do
    has "$work/raw" "$want" || echo "FAIL: $pdf: no proportion '$want'"
  done
  awk -F, 'NR > 1 { print " " $1 " " $2 " " $3 " " }' "$work/triumph-counts.csv" | while IFS= read -r want; do
    has "$work/layout" "$want" || echo "FAIL: $pdf: no triumph count '$want'"
  done
  tail -n +2 "$work/greater.csv" "$work/greatest.csv" | awk -F, 'NF == 3 { print " " $3 " " }' | while IFS= read -r want; do
    has "$work/raw" "$want" || echo "FAIL: $pdf: no triumph set '$want'"
  done
  # A triumph of each grade worked: the first set `rithmo triumphs` gives of the grade
  # (and of each pair of the greater), and in the greatest the first three of its
  # numbers in arithmetic proportion, worked (b - a = c - b), found here by brute force.
  local tex="${pdf%.pdf}.tex" first pair
  first=$("$RITHMO" triumphs --grade great --format csv | awk -F, 'NR == 2 { print $3 }')
  grep -qF "great & $first & " "$tex" || fail "$pdf: no great triumph worked ($first)"
  for pair in arithmetic+geometric arithmetic+musical geometric+musical; do
    first=$("$RITHMO" triumphs --grade greater --pair "$pair" --format csv | awk -F, 'NR == 2 { print $3 }')
    grep -qF "greater, $pair & $first & " "$tex" || fail "$pdf: no greater triumph ($pair) worked ($first)"
  done
  first=$(awk -F, 'NR == 2 { print $3 }' "$work/greatest.csv")
  grep -qF "greatest & $first & " "$tex" || fail "$pdf: no greatest triumph worked ($first)"
  local worked
  worked=$(echo "$first" | awk '{ for (i = 1; i <= NF; i++) for (j = i + 1; j <= NF; j++) for (k = j + 1; k <= NF; k++)
             if ($j - $i == $k - $j) { print "$" $j " - " $i " = " $k " - " $j " = " $j - $i "$"; exit } }')
  grep -qF -- "$worked" "$tex" || fail "$pdf: the greatest triumph's arithmetic proportion not worked ('$worked')"
}

# The captures sheet, from its source beside the PDF: each army's table of taking by the
# void spaces has a row for each taker, in ascending order of his number, holding every
# capture "spaces:\,taken" he makes; the cossic powers are written r^{k}, the roots
# \sqrt[k]{p}; the takings by two men are in the text.
check_captures() {
  local pdf="$1"
  local a b tex="${pdf%.pdf}.tex"
  text "$pdf" | sed 's/;/ /g; s/[[:space:]]\+/ /g' > "$work/layout"
  for a in even odd; do
    b=$([ "$a" = even ] && echo odd || echo even)
    # The army's table: from its heading to the count beneath it.
    sed -n "/The $a army takes}/,/ men, [0-9]* captures/p" "$tex" > "$work/table"
    spaces_rows "$work/$a" "$work/$b" > "$work/spaces"
    awk '{ print $2 }' "$work/spaces" | sort -n -u > "$work/takers"
    sed -n 's/^\\textbf{\([0-9]*\)} & .*/\1/p' "$work/table" > "$work/rows"
    cmp -s "$work/takers" "$work/rows" || fail "$pdf: the $a army's takers are not $(tr '\n' ' ' < "$work/takers")in ascending order, a row each"
    while read -r op t s v; do
      grep "^\\\\textbf{$t} & " "$work/table" | grep -qF "$s:\\,$v" || echo "FAIL: $pdf: no capture '$s:$v' in the row of $t ($op)"
    done < "$work/spaces"
    cossic_rows "$work/$a" "$work/$b" | while read -r r p k; do
      grep -qF " = $r^{$k}" "$tex" || echo "FAIL: $pdf: no power $p = $r^$k"
      if [ "$k" = 2 ]; then root="\\sqrt{$p}"; else root="\\sqrt[$k]{$p}"; fi
      grep -qF "$root" "$tex" || echo "FAIL: $pdf: no root of $p ($root)"
    done
    # Under each of its two men: "4 $+$ 8 $=$ 12" in the lines of 4 and of 8.
    two_men_rows "$work/$a" "$work/$b" | sort -u | while read -r x op y eq z; do
      case "$op" in "−") mark='$-$' ;; "×") mark='$\times$' ;; *) mark="\$$op\$" ;; esac
      row="$x $mark $y \$=\$ $z"
      for man in $x $y; do
        sed -n "/The $a army takes}}/,/end{multicols}/p" "$tex" |
          awk -v m="$man" 'index($0, "\\hangindent=1.5em\\textbf{" m "}: ") == 1' |
          grep -qF -- "$row" || echo "FAIL: $pdf: no two-men row '$row' under $man"
      done
    done
  done
  grep -qF '\{236\}' "$tex" && fail "$pdf: a sign printed as its raw {236}"
}

check_standards() {
  local pdf="$1" even odd k
  text "$pdf" > "$work/layout"
  even=$(awk '{ s += $1 } END { print s }' "$work/even")
  odd=$(awk '{ s += $1 } END { print s }' "$work/odd")
  # 002 line 876: two captains and ten standards, each with its bearer.
  local per_even=$(((even - 2 - 10) / 10)) per_odd=$(((odd - 2 - 10) / 10))
  has "$work/layout" " footmen $even " || fail "$pdf: no footmen $even"
  has "$work/layout" " footmen $odd " || fail "$pdf: no footmen $odd"
  has "$work/layout" " men to a standard $per_even " || fail "$pdf: no $per_even to a standard"
  has "$work/layout" " men to a standard $per_odd " || fail "$pdf: no $per_odd to a standard"
  for k in 1 2 3 4 5 6 7 8 9 10; do
    has "$work/layout" " $k $((k * per_even)) $((k * per_odd)) " || fail "$pdf: no table row $k"
  done
}

# The errata sheet: every finding of the audit that proposes one reading shows its
# source line and the reading; every omission shows the omitted row (from the
# audit's JSON, read with Perl's core JSON::PP).
check_errata() {
  local pdf="$1"
  text "$pdf" "" -raw | tr '\n' ' ' | sed 's/[[:space:]]\+/ /g' > "$work/raw"
  "$RITHMO" audit --format json > "$work/audit.json"
  [ $? -le 1 ] || fail "rithmo audit"
  perl -MJSON::PP -e '
    local $/; my $j = decode_json(<STDIN>);
    for my $f (@{$j->{findings}}) {
      if ($f->{emendation}) { print "$f->{line} ", join(" ", @{$f->{emendation}}), "\n"; }
      elsif ($f->{kind} eq "omission" && !defined $f->{row}) { print "- ", join(" ", @{$f->{derived}}), "\n"; }
    }' < "$work/audit.json" > "$work/errata-rows"
  [ -s "$work/errata-rows" ] || fail "the audit proposes no reading: nothing to check"
  while read -r line reading; do
    if [ "$line" != "-" ]; then
      has "$work/raw" "line $line" || echo "FAIL: $pdf: no line $line"
    fi
    has "$work/raw" " $reading" || echo "FAIL: $pdf: no reading '$reading'"
  done < "$work/errata-rows"
  # Each finding of a book read from its scans is cited by the scan's page and line
  # (its file in the audit's JSON), the signature where the table keys it.
  perl -MJSON::PP -e '
    binmode STDOUT, ":encoding(UTF-8)";
    local $/; my $j = decode_json(<STDIN>);
    for my $f (@{$j->{findings}}) {
      my $c = $f->{columns} || {}; next unless $c->{file} && defined $f->{line};
      (my $page = $c->{file}) =~ s{.*/|\.txt$}{}g;
      print "$page line $f->{line}", ($c->{signature} ? ", sig. $c->{signature}" : ""), "\n";
    }' < "$work/audit.json" | sort -u > "$work/where"
  [ -s "$work/where" ] || fail "no finding cites a page: nothing to check"
  tr -d ' ' < "$work/raw" > "$work/joined"
  while IFS= read -r where; do
    grep -qF -- "$(echo "$where" | tr -d ' ')" "$work/joined" || echo "FAIL: $pdf: no '$where'"
  done < "$work/where"
  # No heading at a page's foot: the last line of every page above the foot is not a
  # table's name nor a source's.
  local page pages
  pages=$(pdfinfo "$pdf" | awk '/^Pages:/ { print $2 }')
  for page in $(seq 1 "$pages"); do
    pdftotext -layout -f "$page" -l "$page" "$pdf" - | grep -v '^[[:space:]]*$' | grep -v 'inputs [0-9a-f]\{12\}' | tail -1 > "$work/last"
    grep -qE '\.csv[[:space:]]*$|^[[:space:]]*[a-z0-9-]+-1[0-9]{3}[a-z-]*[[:space:]]*$' "$work/last" &&
      echo "FAIL: $pdf page $page: a heading at the page's foot: $(cat "$work/last")"
  done
}

# The games of the books, a page each in this order: Fulke's three kinds, Boissière's
# two games, Barozzi's (the presets of a book, Preset::of_a_book in lib/play/rules.hpp).
games="fulke-1 fulke-2 fulke-3 boissiere boissiere-other barozzi"

# The readings: each game's readings in its order, each with its value
# (`rithmo rules --preset NAME --format csv`: parameter, value, source) and what the
# parameter decides in words (`rithmo rules`' own listing of the parameters, their help);
# the text at least 9 pt: nothing set smaller in the body (the foot of the page aside).
check_readings() {
  local pdf="$1"
  local preset tex="${pdf%.pdf}.tex"
  # Each game's readings from its heading on.
  for preset in $games; do
    title=$("$RITHMO" rules --preset "$preset" --format md | sed -n 's/^## [^:]*: //p' | head -1)
    awk -v t="$title" 'index($0, t) { on = 1 } on' "$tex" > "$work/game"
    [ -s "$work/game" ] || echo "FAIL: $pdf: no game '$title'"
    "$RITHMO" rules --preset "$preset" --format csv | tail -n +2 | cut -d, -f1,2 | tr ',' ' ' |
      while read -r parameter value; do
        awk -v p="$parameter" 'index($0, p "\\newline {\\itshape ") == 1' "$work/game" | head -1 |
          grep -qF "} & \\textbf{$value} & " ||
          echo "FAIL: $pdf ($preset): no '$parameter' in words with '$value'"
      done
  done
  sed -n '/\\begin{document}/,$p' "$tex" | grep -qE '\\(scriptsize|tiny|footnotesize)' && fail "$pdf: text below 9 pt"
}

# The quick reference: the game in brief on the first page, then a page per game, each
# with its opening, who moves first and its camps (from `rithmo rules --preset NAME`),
# the moves, the ways of taking and the victories; Fulke's second kind also takes by
# cossic signs. Nothing about the program in the body.
check_quick() {
  local pdf="$1"
  local page preset board files ranks first depth tex="${pdf%.pdf}.tex"
  [ "$(pdfinfo "$pdf" | awk '/^Pages:/ { print $2 }')" -eq $(($(wc -w <<< "$games") + 1)) ] || fail "$pdf: not a first page and one page per game"
  text "$pdf" 1 > "$work/page"
  board=$("$RITHMO" rules --preset fulke-1 --format csv | awk -F, '$1 == "board" { print $2 }')
  files=${board%x*} ranks=${board#*x}
  has "$work/page" "is $files squares broad and $ranks long, $((files * ranks)) squares" || fail "$pdf page 1: no board of $board"
  # The kings' totals, the sums of their layers as `rithmo men` lists the kings.
  for king in $(awk -F, 'NR > 1 && $9 != "" { print $5 }' "$work/men.csv"); do
    has "$work/page" "= $king, " || fail "$pdf page 1: no king $king"
  done
  for want in "so many" "so much" "Bodies" "Goods" "Quarrel" "Honour" "Honour and quarrel" "Standards" "Sources." "F Ralph Lever and William Fulke"; do
    has "$work/page" "$want" || echo "FAIL: $pdf page 1: no '$want'"
  done
  # Fulke's example of honour (002 line 870), summed and counted here.
  has "$work/page" "2 + 4 + 6 + 8 + 4 + 16 + 45 + 15 = $((2 + 4 + 6 + 8 + 4 + 16 + 45 + 15)): 8 men" || fail "$pdf page 1: honour not worked"
  # Bodies worked with the four least odd men, as `rithmo men` lists them.
  has "$work/page" "$(sort -n "$work/odd" | head -4 | paste -sd+ | sed 's/+/ + /g') = $(sort -n "$work/odd" | head -4 | awk '{ s += $1 } END { print s }'): 4 men" || fail "$pdf page 1: bodies not worked"
  sed -n '/\\begin{document}/,$p' "$tex" | grep -v '^%' | grep -qiE 'rithmo|\\texttt' && fail "$pdf: the program named on a player's sheet"
  page=1
  for preset in $games; do
    page=$((page + 1))
    text "$pdf" "$page" > "$work/page"
    first=$("$RITHMO" rules --preset "$preset" --format csv | awk -F, '$1 == "first-to-move" { print $2 }')
    depth=$("$RITHMO" rules --preset "$preset" --format csv | awk -F, '$1 == "camp-depth" { print $2 }')
    has "$work/page" "First to move the $first" || echo "FAIL: $pdf page $page ($preset): not '$first' first"
    has "$work/page" "ranks 1–$depth" || echo "FAIL: $pdf page $page ($preset): no camp of $depth ranks"
    for want in "How the men move" "Ways of taking" "Victory" " round " " king "; do
      has "$work/page" "$want" || echo "FAIL: $pdf page $page: no '$want'"
    done
  done
  text "$pdf" 3 > "$work/page"
  has "$work/page" "cossic signs" || echo "FAIL: $pdf page 3: no taking by cossic signs (002 line 687)"
}

main() {
built=0
for paper in a4 letter; do
  "$RITHMO" sheet all --paper "$paper" --output-dir "$work/one" > "$work/listing" || fail "rithmo sheet all --paper $paper"
  "$RITHMO" sheet all --paper "$paper" --output-dir "$work/two" > /dev/null || fail "rithmo sheet all --paper $paper (again)"
  for pdf in "$work"/one/*-"$paper".pdf; do
    built=$((built + 1))
    name="$(basename "$pdf")"
    cmp -s "$pdf" "$work/two/$name" || fail "$name: two builds differ"
    pdffonts "$pdf" | tail -n +3 | awk -v f="$name" '$(NF-4) != "yes" { print "FAIL: " f ": font not embedded: " $1 }'
    pages=$(pdfinfo "$pdf" | awk '/^Pages:/ { print $2 }')
    rm -f "$work"/png-*
    pdftoppm -r 20 -png "$pdf" "$work/png" || fail "$name: pdftoppm failed"
    [ "$(ls "$work"/png-*.png 2>/dev/null | wc -l)" -eq "$pages" ] || fail "$name: $pages pages but not as many PNGs"
    text "$pdf" > "$work/text"
    case "$name" in
      men-*) check_men "$work/text" "$name" ;;
      arrays-*) check_arrays "$pdf" ;;
      proportions-*) check_proportions "$pdf" ;;
      captures-*) check_captures "$pdf" ;;
      standards-*) check_standards "$pdf" ;;
      errata-*) check_errata "$pdf" ;;
      quick-*) check_quick "$pdf" ;;
      readings-*) check_readings "$pdf" ;;
    esac
  done
done
[ "$built" -eq 16 ] || fail "built $built PDFs, expected 8 sheets on 2 papers"
ls "$work"/one/*.tmp >/dev/null 2>&1 && fail "temporary files left in the output folder"

# A failing LaTeX: one line, exit 2, the log named, no PDF.
mkdir -p "$work/fake" "$work/failed"
printf '#!/bin/sh\nexit 12\n' > "$work/fake/latexmk"
ln -s "$(command -v pdflatex)" "$work/fake/pdflatex"
chmod +x "$work/fake/latexmk"
err="$(PATH="$work/fake:$PATH" "$RITHMO" sheet men --output-dir "$work/failed" 2>&1 >/dev/null)"
rc=$?
[ "$rc" -eq 2 ] || fail "failing LaTeX: exit $rc, wanted 2"
[ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] || fail "failing LaTeX: more than one line: $err"
case "$err" in
  "rithmo: error: LaTeX failed on men-a4.tex (latexmk exit 12); see /"*latexmk.out) ;;
  *) fail "failing LaTeX: message '$err'" ;;
esac
[ -e "$work/failed/men-a4.pdf" ] && fail "failing LaTeX left a PDF"
echo "sheets: $built PDFs built twice and compared, fonts, pages and numbers checked"
}

main > "$work/log" 2>&1
cat "$work/log"
if grep -q '^FAIL' "$work/log"; then exit 1; fi
exit 0
