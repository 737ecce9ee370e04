#!/usr/bin/env bash
# Writes DIR/gmpxx.h: a copy of the gmpxx.h that CXX finds, whose string constructors of
# mpz_class and mpq_class have lost their default base and whose assignments of text are
# deleted. GMP reads a string given without a base as C does, "010" as eight and "09" as
# no number at all, where rithmo's numbers are decimal everywhere (docs/commands.md).
# The build puts DIR before the system's headers for the sources of lib/ and tools/
# (CMakeLists.txt), so that a call which relies on base 0, direct or through
# emplace_back, does not compile; the copy's own literal operators ("12"_mpz), which
# rely on it, are dropped. tests/tools/decimal_only.sh checks the copy and that every
# source is built with it.
#
#   bash tools/decimal_gmpxx.sh CXX DIR
set -euo pipefail
cxx="$1"
dir="$2"
gmpxx="$(printf '#include <gmpxx.h>\n' | "$cxx" -x c++ -E -M - 2>/dev/null | tr ' \\' '\n\n' | grep '/gmpxx\.h$' | head -1)"
if [ -z "$gmpxx" ] || [ ! -r "$gmpxx" ]; then
  echo "decimal_gmpxx: no gmpxx.h found by $cxx" >&2
  exit 2
fi
mkdir -p "$dir"
tmp="$dir/gmpxx.h.tmp.$$"
trap 'rm -f "$tmp" "$tmp.2" "$tmp.n"' EXIT
sed -E 's/(explicit __gmp_expr\(const (char \*|std::string &)s), int base = 0\)/\1, int base)/' "$gmpxx" > "$tmp"
changed="$(diff "$gmpxx" "$tmp" | grep -c '^>' || true)"
if [ "$changed" -ne 4 ]; then
  echo "decimal_gmpxx: expected the 4 string constructors of mpz_class and mpq_class in $gmpxx, changed $changed" >&2
  exit 2
fi
sed -i -E '/operator"" _mp[zqf]\(const char\* s\)/,/^}/d' "$tmp"
# Assigning text to an mpz_class or mpq_class reads it in base 0 too: those four
# operators are deleted (a number is given its text with set_str and base 10).
awk '
  skip { if ($0 == "  }") skip = 0; next }
  /^  __gmp_expr & operator=\(const (char \*|std::string &)s\)$/ { held = $0; next }
  held != "" {
    if ($0 == "  {") { brace = 1; next }
    if (brace && $0 ~ /mp[zq]_set_str ?\(mp, s(\.c_str\(\))?, 0\)/) {
      print held " = delete;"; deleted++; skip = 1; held = ""; brace = 0; next
    }
    print held; if (brace) print "  {"; held = ""; brace = 0
  }
  { print }
  END { print deleted > "/dev/stderr" }' "$tmp" > "$tmp.2" 2> "$tmp.n"
deleted="$(cat "$tmp.n")"
rm -f "$tmp.n"
mv "$tmp.2" "$tmp"
if [ "$deleted" != 4 ]; then
  echo "decimal_gmpxx: expected the 4 assignments of text to mpz_class and mpq_class in $gmpxx, deleted $deleted" >&2
  exit 2
fi
# Written only where it changed: every source depends on it.
if cmp -s "$tmp" "$dir/gmpxx.h"; then
  rm -f "$tmp"
else
  mv "$tmp" "$dir/gmpxx.h"
fi
