#!/usr/bin/env python3
"""One vocabulary of readings (docs/architecture.md, "The one table of readings"), read
off the real binary: every reading that `rithmo relations --format json` and `rithmo
rules --format json` list has one name, one set of values and one default wherever it
is used; the names once split between the audit and play are gone; and every command
that has readings takes them as --param NAME=VALUE, its --help saying so.

  RITHMO=build/rithmo python3 tests/tools/readings.py
"""
import json
import os
import re
import subprocess
import sys

root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
rithmo = os.path.abspath(os.environ["RITHMO"])
failures = []


def run(*args, expect=0):
    r = subprocess.run([rithmo, *args], cwd=root, capture_output=True, text=True)
    if r.returncode != expect:
        failures.append(f"rithmo {' '.join(args)}: exit {r.returncode}, expected {expect}: {r.stderr.strip()}")
    return r


relations = json.loads(run("relations", "--format", "json").stdout)
rules = json.loads(run("rules", "--format", "json").stdout)

# Every use of every parameter: (who, parameter object).
uses = []
for rel in relations["relations"]:
    for p in rel["parameters"]:
        uses.append(("relation " + rel["relation"], p))
for p in rules["parameters"]:
    uses.append(("the rules of play", p))


def values_of(p):
    if p["type"] == "choice":
        return ("choice", tuple(p["values"]))
    if p["type"] == "integer":
        return ("integer", p["min"], p["max"])
    return ("text", p["form"])


by_name = {}
for who, p in uses:
    by_name.setdefault(p["name"], []).append((who, p))

for name, group in sorted(by_name.items()):
    owners = {who for who, _ in group}
    if len(owners) < 2:
        continue
    # One name used in several places is one reading: one set of values, one help.
    if len({values_of(p) for _, p in group}) != 1:
        failures.append(f"{name}: values differ: " + "; ".join(f"{w}: {values_of(p)}" for w, p in group))
    if len({p["decides"] for _, p in group}) != 1:
        failures.append(f"{name}: what it decides is worded differently in " + ", ".join(sorted(owners)))
    # One documented default: every use that has a default has the same one (a use may
    # require the reading instead, with no default).
    defaults = {p["default"] for _, p in group if p["default"] is not None}
    if len(defaults) > 1:
        failures.append(f"{name}: defaults differ: " + "; ".join(f"{w}: {p['default']}" for w, p in group))
    # A name the audit and play share is an entry of the one table.
    if "the rules of play" in owners and not all(p["in_readings"] for _, p in group):
        failures.append(f"{name}: shared by the audit and play but not in the one table of readings")

for name, group in by_name.items():
    flags = {p["in_readings"] for _, p in group}
    if len(flags) != 1:
        failures.append(f"{name}: an entry of the one table in some uses only")

# The names once split between the audit, play and the number commands.
for old in ("pyramid-whole", "triumph-two", "triumph-geometric-four"):
    if old in by_name:
        failures.append(f"the old name {old} is still a parameter")
for shared in ("pyramid-totals", "pyramid-layers", "two", "geometric-four", "standards-king", "board"):
    owners = {who for who, _ in by_name.get(shared, [])}
    if "the rules of play" not in owners or len(owners) < 2:
        failures.append(f"{shared}: not one reading of both the audit and play ({sorted(owners)})")

# Every command with readings takes --param; none keeps a flag of its own for one,
# but the documented aliases.
commands_with_readings = ["audit", "proportions", "triumphs", "position", "diagram", "play", "perft"]
retired = ["--set", "--two", "--geometric-four", "--pyramid-totals", "--pyramid-layers"]
for command in commands_with_readings:
    text = run(command, "--help").stdout
    if not re.search(r"--param\b", text):
        failures.append(f"rithmo {command} --help: no --param")
    for flag in retired:
        if re.search(re.escape(flag) + r"\b", text):
            failures.append(f"rithmo {command} --help: still offers {flag}")
    # An alias names the --param it stands for.
    for alias in ("--taker", "--board", "--victory", "--army"):
        m = re.search(re.escape(alias) + r"\b[^\n]*(\n {20,}[^\n]*)*", text)
        # Its help wrapped over lines, read as one.
        if m and f"--param {alias[2:]}=" not in re.sub(r"\s+", " ", m.group(0)):
            failures.append(f"rithmo {command} --help: {alias} does not say it is --param {alias[2:]}=...")

# The number commands list their readings in --help from the one table, with the
# values and defaults `rithmo relations` gives them.
entry = {p["name"]: p for _, p in uses if p["in_readings"]}
for command, names in (("proportions", ["army", "pyramid-totals", "pyramid-layers"]),
                       ("triumphs", ["army", "pyramid-totals", "pyramid-layers", "two", "geometric-four"])):
    text = " ".join(run(command, "--help").stdout.split())
    for n in names:
        p = entry[n]
        want = f"{n}={'|'.join(p['values'])} (default {p['default']})"
        if want not in text:
            failures.append(f"rithmo {command} --help does not list {want}")

# --param sets a reading, the alias the same, and a bad one is refused in one line.
a = run("triumphs", "--grade", "greater", "--count", "--param", "two=at-least", "--format", "json").stdout
b = run("triumphs", "--grade", "greater", "--count", "--format", "json").stdout
if a == b:
    failures.append("triumphs --param two=at-least changes nothing")
odd1 = run("proportions", "--count", "--army", "odd").stdout
odd2 = run("proportions", "--count", "--param", "army=odd").stdout
if odd1 != odd2:
    failures.append("proportions --army odd differs from --param army=odd")
for args, message in (
        (["proportions", "--param", "two=exactly"],
         "rithmo: error: unknown reading 'two' (valid here: army, pyramid-totals, pyramid-layers)"),
        (["triumphs", "--param", "two=both"], "rithmo: error: bad value 'both' for two (valid: exactly, at-least)"),
        (["proportions", "--army", "odd", "--param", "army=even"],
         "rithmo: error: --army and --param army=... both give army: give one"),
        (["perft", "--depth", "1", "--param", "pyramid-whole=yes"], None),
        (["play", "--random", "--param", "two"], "rithmo: error: bad --param 'two' (expected NAME=VALUE)"),
):
    r = run(*args, expect=2)
    if message is not None and r.stderr.strip() != message:
        failures.append(f"rithmo {' '.join(args)}: said {r.stderr.strip()!r}, expected {message!r}")

for line in failures:
    print("FAIL: " + line)
if not failures:
    print(f"readings: {len(by_name)} parameter names, {len(entry)} readings of the one table, "
          f"{len(commands_with_readings)} commands with --param")
sys.exit(1 if failures else 0)
