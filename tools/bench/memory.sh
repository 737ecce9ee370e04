#!/usr/bin/env bash
# Benchmark: the peak memory of auditing one big table, in bytes per byte of input.
#
#   bash tools/bench/memory.sh [MIB]      (default 64 MiB; needs build/rithmo and python3)
#
# Generates a table of at most MIB mebibytes (the most rithmo reads is 64) of the arithmetic proportions rithmo derives
# (`rithmo proportions --kind arithmetic --format csv`), in a shuffled order, each
# printed many times, one row in 200 with one digit changed; audits it with
# `rithmo audit --relation proportion --param kind=arithmetic --output FILE`; prints the
# input's size and rows, the wall time, the peak resident memory and that peak per byte
# of input, and, for a table of at most 4 MiB, the instructions of the audit on one
# thread as callgrind counts them (a figure that does not drift; callgrind runs some 50
# times slower, so a bigger table is not counted; "?" without valgrind). Not a test:
# nothing fails on a big figure. docs/performance.md keeps the latest figures.
set -euo pipefail
# shellcheck source=tools/bench/usage.sh
. "$(dirname "$0")/usage.sh"
bench_usage "$0" "$@"
cd "$(dirname "$0")/../.."
mib="${1:-64}"
bin="${RITHMO:-./build/rithmo}"
[ -x "$bin" ] || { echo "bench: no $bin; build first (bash setup.sh)" >&2; exit 2; }
case "$mib" in '' | *[!0-9]*) echo "bench: MIB must be a whole number" >&2; exit 2 ;; esac
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$bin" proportions --kind arithmetic --format csv >"$work/derived.csv"
exec python3 - "$bin" "$mib" "$work" <<'EOF'
import csv, os, random, resource, subprocess, sys, time
binary, mib, work = sys.argv[1], int(sys.argv[2]), sys.argv[3]
with open(os.path.join(work, "derived.csv"), newline="") as f:
    derived = [(r["a"], r["b"], r["c"]) for r in csv.DictReader(f)]
rng = random.Random(1)
table = os.path.join(work, "table.csv")
size, rows = 0, 0
with open(table, "w") as out:
    out.write("a,b,c\n")
    size = 6
    while True:
        row = list(rng.choice(derived))
        if rng.randrange(200) == 0:  # one digit changed
            i = rng.randrange(3)
            digits = list(row[i])
            k = rng.randrange(len(digits))
            digits[k] = str((int(digits[k]) + 1 + rng.randrange(8)) % 10)
            if digits[0] != "0":
                row[i] = "".join(digits)
        line = ",".join(row) + "\n"
        if size + len(line) > mib << 20:  # at most MIB MiB: rithmo reads no more than 64
            break
        out.write(line)
        size += len(line)
        rows += 1
start = time.monotonic()
run = subprocess.run([binary, "audit", "--relation", "proportion", "--param", "kind=arithmetic",
                      "--output", os.path.join(work, "report.txt"), table],
                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
seconds = time.monotonic() - start
if run.returncode not in (0, 1):
    sys.exit("bench: the audit failed (exit %d): %s" % (run.returncode, run.stderr.strip()))
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024  # Linux: kibibytes
print("input      %d bytes (%.1f MiB), %d rows" % (size, size / 2**20, rows))
print("wall time  %.1f s" % seconds)
print("peak RSS   %d bytes (%.1f MiB)" % (peak, peak / 2**20))
print("per byte   %.0f bytes of memory per byte of input (%.0f per row)" % (peak / size, peak / rows))
if size <= 4 << 20:
    count = subprocess.run(["bash", "-c", 'source tools/bench/instructions.sh && instructions "$@"', "count",
                            binary, "audit", "--jobs", "1", "--relation", "proportion", "--param",
                            "kind=arithmetic", "--output", os.path.join(work, "counted.txt"), table],
                           stdout=subprocess.PIPE, text=True, check=True).stdout.strip()
    per = ", %.0f per byte of input" % (int(count) / size) if count.isdigit() else ""
    print("instructions %s%s (the audit on one thread, callgrind)" % (count, per))
else:
    print("instructions not counted above 4 MiB (bash tools/bench/memory.sh 4 counts them)")
EOF
