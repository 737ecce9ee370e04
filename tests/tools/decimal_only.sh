#!/usr/bin/env bash
# Numbers are decimal everywhere (docs/commands.md). GMP reads a string given without a
# base as C does, "010" as eight and "09" as no number at all: in lib/ and tools/ an
# mpz_class or mpq_class is never built from text without its base. The test compiles
# every source of lib/ and tools/ (syntax only) against a copy of gmpxx.h whose string
# constructors have lost their default base, so that a call which relies on it, direct
# or through emplace_back, fails to compile and is named. The audit's fuzzing found
# four such calls, each reached by a printed cell such as "08".
#
#   bash tests/tools/decimal_only.sh CXX
set -uo pipefail
cxx="${1:-c++}"
cd "$(dirname "$0")/../.." || exit 2
gmpxx="$(printf '#include <gmpxx.h>\n' | "$cxx" -x c++ -E -M - 2>/dev/null | tr ' \\' '\n\n' | grep '/gmpxx\.h$' | head -1)"
if [ -z "$gmpxx" ] || [ ! -r "$gmpxx" ]; then
  echo "decimal_only: no gmpxx.h found by $cxx" >&2
  exit 2
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sed -E 's/(explicit __gmp_expr\(const (char \*|std::string &)s), int base = 0\)/\1, int base)/' "$gmpxx" > "$work/gmpxx.h"
changed="$(diff "$gmpxx" "$work/gmpxx.h" | grep -c '^>')"
if [ "$changed" -ne 4 ]; then
  echo "decimal_only: expected the 4 string constructors of mpz_class and mpq_class in $gmpxx, changed $changed" >&2
  exit 2
fi
# The copy's own literal operators ("12"_mpz) rely on the default base: drop them.
sed -i -E '/operator"" _mp[zqf]\(const char\* s\)/,/^}/d' "$work/gmpxx.h"
status=0
find lib tools -name '*.cpp' -print0 | sort -z |
  xargs -0 -P2 -n4 "$cxx" -std=c++20 -fsyntax-only -I"$work" -Ilib -DRITHMO_VERSION='"0"' \
    -DRITHMO_DATA_DIR='"/"' > "$work/log" 2>&1 || status=1
if [ "$status" -ne 0 ]; then
  echo "FAIL: text read into a GMP number without its base (read it with read_natural, or give base 10):"
  grep -E "^(lib|tools)/[^:]+:[0-9]+:[0-9]+: +(error|required from here)" "$work/log" | sort -u | head -20
  grep -q -E "^(lib|tools)/" "$work/log" || head -20 "$work/log"
fi
exit $status
