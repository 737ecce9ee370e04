#!/usr/bin/env python3
"""The library's files stack in one direction (docs/architecture.md):

- no unit includes a unit that includes it back, directly or through others (a unit is
  a header and its .cpp: lib/audit/judging/row_check.{hpp,cpp});
- no file of lib/ outside lib/number reads digits by hand: no std::stoi/stol/stoul,
  strtol/strtoul, from_chars, mpz_set_str or set_str, mpz_class(text, 10), isdigit, and
  no <charconv> (lib/number's
  numeral.hpp is the one reader, digit_variants.hpp the one place digits are changed).

  python3 tests/tools/includes.py
"""
import os
import re
import sys

root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
lib = os.path.join(root, "lib")
failures = []

units = {}  # unit (path under lib/ without extension) -> set of units it includes
sources = {}
for dirpath, _, names in os.walk(lib):
    for name in names:
        if not name.endswith((".hpp", ".cpp")):
            continue
        path = os.path.join(dirpath, name)
        rel = os.path.relpath(path, lib)
        unit = rel.rsplit(".", 1)[0]
        with open(path, encoding="utf-8") as f:
            text = f.read()
        sources[rel] = text
        deps = units.setdefault(unit, set())
        for inc in re.findall(r'^#include "([^"]+)"', text, re.M):
            dep = inc.rsplit(".", 1)[0]
            if dep != unit and os.path.exists(os.path.join(lib, inc)):
                deps.add(dep)

# Cycles among units, by depth-first search.
state = {}
stack = []


def visit(u):
    state[u] = 1
    stack.append(u)
    for v in sorted(units.get(u, ())):
        if state.get(v) == 1:
            cycle = stack[stack.index(v):] + [v]
            failures.append("units include each other: " + " -> ".join(cycle))
        elif v in units and state.get(v) is None:
            visit(v)
    stack.pop()
    state[u] = 2


for u in sorted(units):
    if state.get(u) is None:
        visit(u)

readers = re.compile(r"\b(std::sto(?:i|l|ul|ll|ull|d|f)|strto(?:l|ul|ll|ull|d)|from_chars|mpz_set_str|\.set_str\(|"
                     r"mpz_class\([^;]*,\s*10\s*\)|std::isdigit|isdigit\()|#include <charconv>")
for rel, text in sorted(sources.items()):
    if rel.startswith("number" + os.sep):
        continue
    for n, line in enumerate(text.split("\n"), 1):
        code = line.split("//", 1)[0]
        m = readers.search(code)
        if m:
            failures.append(f"lib/{rel}:{n}: reads digits outside lib/number ({m.group(0).strip()})")

for line in failures:
    print("FAIL: " + line)
if not failures:
    print(f"includes: {len(units)} units, no cycle; digits read only in lib/number")
sys.exit(1 if failures else 0)
