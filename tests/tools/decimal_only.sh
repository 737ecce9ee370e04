#!/usr/bin/env bash
# Numbers are decimal everywhere (docs/commands.md). GMP reads a string given without a
# base as C does, "010" as eight and "09" as no number at all: in lib/ and tools/ an
# mpz_class or mpq_class is never built from text without its base. The build compiles
# every source of lib/ and tools/ against a copy of gmpxx.h whose string constructors
# have lost their default base and whose assignments of text are deleted
# (tools/decimal_gmpxx.sh, CMakeLists.txt), so that a call which relies on base 0,
# direct or through emplace_back, does not compile. This test checks
# the copy (a call with the default base fails against it, the same call with base 10
# compiles) and that the build compiles every source of lib/ and tools/ with it, from
# the build's compile commands. The audit's fuzzing found four such calls, each reached
# by a printed cell such as "08".
#
#   bash tests/tools/decimal_only.sh BUILD_DIR CXX
set -uo pipefail
build="$1"
cxx="${2:-c++}"
cd "$(dirname "$0")/../.." || exit 2
dir="$build/decimal-gmp"
fail() {
  echo "FAIL: $*"
  exit 1
}
[ -r "$dir/gmpxx.h" ] || fail "no $dir/gmpxx.h: the build did not make the copy of gmpxx.h (see cmake's warning)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The copy refuses each way of building a number from text without a base, and takes
# each with base 10.
probe() {  # probe NAME BODY: compiles BODY (syntax only) against the copy
  printf '#include <gmpxx.h>\n#include <string>\n#include <vector>\nvoid f() {\n%s\n}\n' "$2" > "$work/$1.cpp"
  "$cxx" -std=c++20 -fsyntax-only -isystem "$dir" "$work/$1.cpp" > "$work/$1.log" 2>&1
}
refused=(
  'mpz_class z("08");'
  'mpq_class q(std::string("1/08"));'
  'std::vector<mpz_class> v; v.emplace_back("08");'
  'std::vector<mpq_class> v; v.emplace_back(std::string("08"));'
  'mpz_class z; z = "08";'
  'mpq_class q; q = std::string("1/08");'
  'mpq_class q; q.get_num() = "08";'
)
taken=(
  'mpz_class z("08", 10);'
  'mpq_class q(std::string("1/08"), 10);'
  'std::vector<mpz_class> v; v.emplace_back("08", 10);'
  'std::vector<mpq_class> v; v.emplace_back(std::string("08"), 10);'
  'mpz_class z; z.set_str("08", 10); z = 8;'
  'mpq_class q; q.set_str(std::string("1/08"), 10); q = mpq_class(1, 8);'
  'mpq_class q; q.get_num().set_str("08", 10);'
)
for k in "${!refused[@]}"; do
  if probe "refused$k" "${refused[$k]}"; then
    fail "the copy of gmpxx.h takes '${refused[$k]}', which relies on the default base"
  fi
  grep -q -E 'base|deleted' "$work/refused$k.log" || fail "'${refused[$k]}' failed, but not for want of its base: $(head -3 "$work/refused$k.log")"
  probe "taken$k" "${taken[$k]}" || fail "the copy of gmpxx.h refuses '${taken[$k]}': $(head -3 "$work/taken$k.log")"
done

# Every source of lib/ and tools/ is compiled, and compiled with the copy before the
# system's headers.
[ -r "$build/compile_commands.json" ] || fail "no $build/compile_commands.json"
find lib tools -name '*.cpp' | sort > "$work/sources"
python3 - "$build/compile_commands.json" "$work/sources" "$(cd "$dir" && pwd)" "$(pwd)" <<'PY' || exit 1
import json, os, shlex, sys
commands, sources, copy, root = sys.argv[1:]
flags = {}
for entry in json.load(open(commands)):
    path = os.path.relpath(os.path.join(entry["directory"], entry["file"]), root)
    words = entry["arguments"] if "arguments" in entry else shlex.split(entry["command"])
    flags[path] = words
bad = []
for source in open(sources).read().split():
    words = flags.get(source)
    if words is None:
        bad.append(f"{source}: not compiled by the build")
    elif not any(w == "-isystem" + copy or (w == "-isystem" and words[i + 1 : i + 2] == [copy])
                 for i, w in enumerate(words)):
        bad.append(f"{source}: compiled without the copy of gmpxx.h ({copy})")
if bad:
    print("FAIL: text could reach a GMP number without its base unseen:")
    print("\n".join(bad[:20]))
    if any(b.endswith("not compiled by the build") for b in bad):
        print("(the check asks the release build's options: the benchmarks and mimalloc on)")
    sys.exit(1)
print(f"{len(open(sources).read().split())} sources of lib/ and tools/ compiled against {copy}")
PY
