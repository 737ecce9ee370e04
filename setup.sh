#!/usr/bin/env bash
# Sets rithmo up on a fresh Debian 12 machine and runs its main job, or its tests.
#
#   bash setup.sh          install dependencies, build, run the main job
#   bash setup.sh test     install dependencies, build, run the whole test suite
#   bash setup.sh sanitize the whole test suite again from a Debug build (asserts on)
#                          with AddressSanitizer and UBSan and -Werror, in build-sanitize/;
#                          then the tests of the audit's and the search's threads with
#                          ThreadSanitizer, in build-tsan/
#   bash setup.sh fuzz     the libFuzzer targets (clang, with ASan and UBSan) in
#                          build-fuzz/, and their smoke runs (docs/testing.md, "Fuzzing");
#                          only this mode installs clang and libclang-rt-14-dev
#
# Dependencies come only from Debian's packages (jing validates the TEI, graphviz draws
# the stemma, R's phangorn reads its NEXUS matrix in a test, bash-completion, zsh and
# fish drive the completion scripts in a test, chromium shows the page of `rithmo serve`
# to the browser test), and
# for two tests from the npm registry: the Frictionless reference library, pinned by
# tests/frictionless/package-lock.json, and playwright-core with axe-core, pinned by
# tests/browser/package-lock.json, which the tests install into build/ with
# Debian's nodejs and npm. Installing needs root (or sudo); when every package is
# already present nothing is installed (a node and npm already on PATH, from any
# package, stand for nodejs and npm).
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(
  build-essential cmake pkg-config clang-format
  libgmp-dev libboost-dev catch2 libcli11-dev libfmt-dev libcsv-dev libpugixml-dev libxml2-dev nlohmann-json3-dev libmimalloc-dev libssl-dev libsimdjson-dev libcpp-httplib-dev
  texlive-latex-base texlive-latex-recommended latexmk lmodern poppler-utils
  nodejs npm python3-jsonschema help2man jing graphviz r-cran-phangorn
  bash-completion zsh fish chromium
)
# The fuzz build's compiler and its libFuzzer runtime (bash setup.sh fuzz only).
FUZZ_PACKAGES=(clang libclang-rt-14-dev)

# A package counts as present when dpkg has it, or, for nodejs and npm, when its
# command is on PATH (another node package, e.g. one that bundles npm, would conflict
# with Debian's npm).
present() {
  case "$1" in
    nodejs) command -v node > /dev/null && return 0 ;;
    npm) command -v npm > /dev/null && return 0 ;;
  esac
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

install_packages() {
  local missing=()
  for p in "$@"; do
    present "$p" || missing+=("$p")
  done
  if [ ${#missing[@]} -eq 0 ]; then return; fi
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
  echo "setup: installing ${missing[*]}"
  "${sudo[@]}" apt-get update
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
}

# The main job builds only the program it runs; the tests build everything (the test
# binaries, the benchmarks). Optimized, with line tables only (-g1: enough for a
# profile's lines and a stack trace, and a fifth less to compile than -g; the code is
# the same).
build() {
  cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" >/dev/null
  cmake --build build -j "$(nproc)" "$@"
}

# The main job: the men and the counts, then the audit of every transcribed table,
# its summary printed and its reports written to reports/ (exit 1 of the audit means
# "findings", which the sources have; 2 is trouble), the printable sheets built
# into reports/sheets/ for both papers, and the edition as a static site in build/site/
# (generated, not committed: `rithmo site`, docs/site.md).
main_job() {
  ./build/rithmo summary
  echo
  ./build/rithmo audit --format json --output reports/errata.json || [ $? -eq 1 ]
  ./build/rithmo audit --format md --output reports/errata.md --summary --output-dir reports/errata || [ $? -eq 1 ]
  ./build/rithmo collate --all --format md --output reports/collation.md || [ $? -eq 1 ]
  ./build/rithmo apparatus --output-dir reports/apparatus || [ $? -eq 1 ]
  ./build/rithmo stemma --output-dir reports/stemma
  for paper in a4 letter; do
    ./build/rithmo sheet all --paper "$paper" --output-dir reports/sheets > /dev/null
  done
  ./build/rithmo site --output-dir build/site > /dev/null
  echo "reports: reports/errata.md, reports/errata.json, reports/errata/ (one report per source), reports/collation.md, reports/apparatus/ (the apparatus of every work several books print), reports/stemma/ (who copied whom), reports/sheets/ (every sheet, A4 and US Letter)"
  echo "the edition: build/site/index.html (open it in a browser, or run build/rithmo serve and open http://127.0.0.1:8080/edition/)"
}

run_tests() {
  ctest --test-dir build --output-on-failure -j "$(nproc)"
}

# The Debug build keeps the asserts (check_armies, the engine's invariants) that the
# release build compiles out; any finding of the sanitizers stops the test that made it.
# It is optimized a little (-O1, as AddressSanitizer's manual advises) and carries line
# tables only (-g1), enough for the sanitizers' stack traces: at -O0 with full debug
# information its tests took about one and a half times as long, the program nearly twice
# the size, and CI ran past its time.
sanitize() {
  cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
    -DRITHMO_SANITIZE=ON -DRITHMO_WERROR=ON -DRITHMO_BENCH=OFF >/dev/null
  cmake --build build-sanitize -j "$(nproc)"
  # The stemma's calibration over 200 simulated folders (docs/stemma.md) and the gate's
  # property over 100 generated folders run in the release build only: their code runs
  # here too, in the small simulation tests and in tests/tools/gate.sh. So do the two
  # checks of the sources: their format, and that GMP reads text only in decimal (this
  # build leaves the benchmarks out, whose sources that check asks to find compiled).
  # So does the sheets' LaTeX run (about 180 s of the sanitized suite, nearly all of it
  # latexmk's): the sheets' own code runs here in the reports' and the conventions'
  # tests.
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir build-sanitize --output-on-failure -j "$(nproc)" \
    -E "simulation: (no false join|planted relations)|one gate on 100 generated folders|^format: |only in decimal|printable sheets"
  # The audit audits tables on threads (docs/commands.md, --jobs): its tests of them,
  # the whole audit on 1 to 8 threads, under ThreadSanitizer (a report fails them).
  cmake -S . -B build-tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
    -DRITHMO_TSAN=ON -DRITHMO_WERROR=ON -DRITHMO_BENCH=OFF >/dev/null
  cmake --build build-tsan -j "$(nproc)" --target audit_tests search_tests
  TSAN_OPTIONS=halt_on_error=1 build-tsan/tests/audit_tests "[threads]"
  # The engine's search on several threads (lazy SMP), sharing its table.
  TSAN_OPTIONS=halt_on_error=1 build-tsan/tests/search_tests "[threads]"
}

# The fuzz targets built with clang (implies ASan and UBSan, asserts on), and CTest's
# smoke run of each: a few seconds from its seeds in tests/fuzz/. The long runs are
# in docs/testing.md.
FUZZ_TARGETS=(apparatus_fuzz audit_fuzz csv_fuzz datapackage_fuzz numeral_fuzz package_fuzz position_fuzz serve_fuzz)
fuzz() {
  CXX=clang++ cmake -S . -B build-fuzz -DRITHMO_FUZZ=ON -DRITHMO_BUILD_TESTS=OFF -DRITHMO_BENCH=OFF >/dev/null
  cmake --build build-fuzz -j "$(nproc)" --target "${FUZZ_TARGETS[@]}"
  ctest --test-dir build-fuzz --output-on-failure
}

case "${1:-}" in
  "" | test | sanitize | fuzz) ;;
  *) echo "usage: bash setup.sh [test|sanitize|fuzz]" >&2; exit 2 ;;
esac
case "${1:-}" in
  fuzz) install_packages "${PACKAGES[@]}" "${FUZZ_PACKAGES[@]}" ;;
  *) install_packages "${PACKAGES[@]}" ;;
esac
case "${1:-}" in
  "") build --target rithmo; main_job ;;
  test) build; run_tests ;;
  sanitize) sanitize ;;
  fuzz) fuzz ;;
esac
