#!/usr/bin/env bash
# Benchmark: the memory and the output of `rithmo apparatus --output-dir` on many witnesses and
# on one long witness.
#
#   bash tools/bench/apparatus.sh [WITNESSES] [ROWS]   (default 1000 and 200000;
#                                                       needs build/rithmo and python3)
#
# First WITNESSES packages, each a table of the 62 arithmetic proportions rithmo derives
# (`rithmo proportions --kind arithmetic`), keyed as the print of Lever and Fulke keys
# its table, one row in five with a digit changed: one work of WITNESSES witnesses,
# whose pairs agree in error only where two slips happen to coincide. Then the print's
# own table beside one witness of ROWS rows, the derived proportions printed many
# times, one row in 200 with a digit changed. For each it prints the input (witnesses, rows, bytes), the wall time,
# the peak resident memory and that peak per row of input, the bytes written, and, for
# an input of at most 65 000 rows, the instructions as callgrind counts them (a figure
# that does not drift; callgrind runs some 50 times slower, so a bigger input is not
# counted; "?" without valgrind). Not a test: nothing fails on a big figure.
# docs/performance.md keeps the latest figures.
# KEEP=1 keeps the generated tables (their folder is printed) for a profiler.
set -euo pipefail
# shellcheck source=tools/bench/usage.sh
. "$(dirname "$0")/usage.sh"
bench_usage "$0" "$@"
cd "$(dirname "$0")/../.."
witnesses="${1:-1000}"
rows="${2:-200000}"
bin="${RITHMO:-./build/rithmo}"
[ -x "$bin" ] || { echo "bench: no $bin; build first (bash setup.sh)" >&2; exit 2; }
for n in "$witnesses" "$rows"; do
  case "$n" in '' | *[!0-9]*) echo "bench: WITNESSES and ROWS must be whole numbers" >&2; exit 2 ;; esac
done
work="$(mktemp -d)"
if [ -n "${KEEP:-}" ]; then
  echo "bench: tables kept in $work" >&2
else
  trap 'rm -rf "$work"' EXIT
fi
"$bin" proportions --kind arithmetic --format csv > "$work/derived.csv"
exec python3 - "$bin" "$witnesses" "$rows" "$work" <<'EOF'
import csv, json, os, random, subprocess, sys, time
binary, witnesses, rows, work = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
rng = random.Random(1)
source = "tables/fulke-1563-print"
with open(os.path.join(source, "datapackage.json"), encoding="utf-8") as f:
    print_package = json.load(f)

def changed(cell):
    """The cell with one digit changed, as a printer's slip would."""
    digits = list(cell)
    k = rng.randrange(len(digits))
    digits[k] = str((int(digits[k]) + 1 + rng.randrange(8)) % 10)
    return cell if digits[0] == "0" else "".join(digits)

def package(folder, name, resource_name, siglum, lines):
    """A package of one resource of the print's, renamed, with its rows replaced."""
    d = dict(print_package)
    r = dict(next(x for x in d["resources"] if x["name"] == resource_name))
    r["work"] = {"name": r["work"]["name"], "siglum": siglum}
    d["name"] = name
    d["resources"] = [r]
    os.makedirs(os.path.join(folder, name))
    with open(os.path.join(folder, name, "datapackage.json"), "w", encoding="utf-8") as f:
        json.dump(d, f, ensure_ascii=False)
    with open(os.path.join(folder, name, r["path"]), "w", encoding="utf-8", newline="") as f:
        f.write("".join(lines))

def measure(label, tables, work_name, input_rows):
    size = sum(os.path.getsize(os.path.join(dp, f)) for dp, _, fs in os.walk(tables) for f in fs)
    out = os.path.join(work, "out-" + label)
    start = time.monotonic()
    child = subprocess.Popen([binary, "apparatus", work_name, "--tables", tables, "--output-dir", out],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    errors = child.stderr.read()
    _, status, usage = os.wait4(child.pid, 0)  # this child's own peak
    child.returncode = os.waitstatus_to_exitcode(status)
    seconds = time.monotonic() - start
    if child.returncode not in (0, 1):
        sys.exit("bench: the apparatus failed (exit %d): %s" % (child.returncode, errors.strip()))
    peak = usage.ru_maxrss * 1024  # Linux: kibibytes
    written = sum(os.path.getsize(os.path.join(out, f)) for f in os.listdir(out))
    print(label)
    print("  input      %d rows, %d bytes of tables" % (input_rows, size))
    print("  wall time  %.1f s" % seconds)
    print("  peak RSS   %d bytes (%.1f MiB), %.0f per row of input" % (peak, peak / 2**20, peak / input_rows))
    print("  written    %d bytes (%.1f MiB)" % (written, written / 2**20))
    if input_rows <= 65000:
        count = subprocess.run(["bash", "-c", 'source tools/bench/instructions.sh && instructions "$@"', "count",
                                binary, "apparatus", work_name, "--tables", tables, "--output-dir",
                                out + "-counted"], stdout=subprocess.PIPE, text=True, check=True).stdout.strip()
        per = ", %.0f per row of input" % (int(count) / input_rows) if count.isdigit() else ""
        print("  instructions %s%s (callgrind)" % (count, per))
    else:
        print("  instructions not counted above 65 000 rows of input")

# Many witnesses, each of every derived proportion, in the derivation's order.
with open(os.path.join(work, "derived.csv"), newline="") as f:
    derived = [(r["a"], r["b"], r["c"]) for r in csv.DictReader(f)]
with open(os.path.join(source, "arithmetic-proportion.csv"), encoding="utf-8", newline="") as f:
    printed = f.readlines()

def printing(rows, slips):
    """The rows as the print's table keys them, one in `slips` with a digit changed."""
    lines = [printed[0]]
    for i, row in enumerate(rows):
        row = list(row)
        if rng.randrange(slips) == 0:
            k = rng.randrange(3)
            row[k] = changed(row[k])
        lines.append("ocr/lever-fulke-1563/page-0054.txt,%d,,1,%s,\n" % (10 + i % 21, ",".join(row)))
    return lines

many = os.path.join(work, "many")
for i in range(witnesses):
    package(many, "w%05d" % i, "arithmetic-proportion", "W%d" % i, printing(derived, 5))
measure("%d witnesses of %d rows" % (witnesses, len(derived)), many, "arithmetic-proportion",
        witnesses * len(derived))

# One long witness beside the print's table.
long = os.path.join(work, "long")
package(long, "print", "arithmetic-proportion", "P", printed)
package(long, "long", "arithmetic-proportion", "L", printing([rng.choice(derived) for _ in range(rows)], 200))
measure("one witness of %d rows, beside the print's %d" % (rows, len(printed) - 1), long,
        "arithmetic-proportion", rows + len(printed) - 1)
EOF
