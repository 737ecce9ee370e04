#!/usr/bin/env python3
"""Plants one defect, chosen by a seed, in a copy of a tables folder (tests/tools/gate_property.sh).

    python3 tests/tools/plant_defect.py ROOT SEED

Prints one line: the defect's kind, where it was planted, and "defect" when the
descriptor's own rules make it one (docs/tables.md; the gate must refuse it) or
"maybe" when it may be none (a field renamed that no relation reads). The kinds: a
cell its field's type or values refuse (a leading zero, a whole number past 2^53, a
word where a number is, a value the field does not list, an empty required cell), a
row with a cell too many, a quote left open, a table's file gone, a relation or a
reading the audit does not know, a header renamed, a siglum another witness of the
work bears, a transcription of no witness, a year to come, a package in a folder of
another name. Pure Python: the defect is planted without the program under test.
"""
import csv
import json
import os
import random
import sys

ROOT, SEED = sys.argv[1], int(sys.argv[2])
rng = random.Random(SEED)


def books():
    return sorted(d for d in os.listdir(ROOT)
                  if os.path.isfile(os.path.join(ROOT, d, "datapackage.json")))


def load(book):
    with open(os.path.join(ROOT, book, "datapackage.json"), encoding="utf-8") as f:
        return json.load(f)


def save(book, d):
    with open(os.path.join(ROOT, book, "datapackage.json"), "w", encoding="utf-8") as f:
        json.dump(d, f, ensure_ascii=False, indent=2)


def read_rows(path):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.reader(f))


def write_rows(path, rows):
    with open(path, "w", encoding="utf-8", newline="") as f:
        csv.writer(f, lineterminator="\n").writerows(rows)


def audited(d):
    return [r for r in d["resources"] if r.get("relation")]


def pick_resource(pred=lambda book, r: True):
    choices = [(b, r) for b in books() for r in audited(load(b)) if pred(b, r)]
    return rng.choice(choices) if choices else (None, None)


def table_path(book, r):
    return os.path.join(ROOT, book, r["path"])


def cells_of(book, r, field_pred):
    """(row, column) of the non-empty cells under the fields field_pred accepts."""
    rows = read_rows(table_path(book, r))
    names = [f["name"] for f in r["schema"]["fields"] if field_pred(f)]
    out = []
    for c, name in enumerate(rows[0]):
        if name in names:
            out += [(i, c) for i in range(1, len(rows)) if c < len(rows[i]) and rows[i][c].strip()]
    return rows, out


def plant_cell(kind, field_pred, value_of):
    choices = []
    for b in books():
        for r in audited(load(b)):
            rows, cells = cells_of(b, r, field_pred)
            choices += [(b, r, rows, cell) for cell in cells]
    b, r, rows, (i, c) = rng.choice(choices)
    rows[i][c] = value_of(rows[i][c])
    write_rows(table_path(b, r), rows)
    return f"{kind} {b}/{r['path']} row {i} column {rows[0][c]}"


def integer(f):
    return f.get("type") == "integer" and "enum" not in f.get("constraints", {})


def plant(kind):
    if kind == "leading-zero":
        return plant_cell(kind, integer, lambda v: "0" + v) + " defect"
    if kind == "past-2^53":
        return plant_cell(kind, integer, lambda v: "9007199254740993") + " defect"
    if kind == "word-in-number":
        return plant_cell(kind, integer, lambda v: "smudged") + " defect"
    if kind == "value-not-listed":
        return plant_cell(kind, lambda f: "enum" in f.get("constraints", {}), lambda v: "smudged") + " defect"
    if kind == "required-empty":
        return plant_cell(kind, lambda f: f.get("constraints", {}).get("required"), lambda v: "") + " defect"
    if kind in ("cell-too-many", "open-quote"):
        b, r = pick_resource()
        path = table_path(b, r)
        with open(path, encoding="utf-8", newline="") as f:
            lines = f.read().split("\n")
        i = rng.randrange(1, len([x for x in lines if x]))
        lines[i] += ",x" if kind == "cell-too-many" else ',"x'
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write("\n".join(lines))
        return f"{kind} {b}/{r['path']} line {i + 1} defect"
    if kind == "file-gone":
        b, r = pick_resource()
        os.remove(table_path(b, r))
        return f"{kind} {b}/{r['path']} defect"
    if kind in ("unknown-relation", "unknown-reading", "header-renamed", "future-year",
                "folder-name", "siglum-twice", "transcribes-nothing"):
        return plant_descriptor(kind)
    raise SystemExit(f"unknown kind {kind}")


def plant_descriptor(kind):
    if kind == "siglum-twice":
        # A witness given the siglum of another witness of the same work.
        works = {}
        for b in books():
            for r in load(b)["resources"]:
                w = r.get("work")
                if w and "siglum" in w:
                    works.setdefault(w["name"], []).append((b, r["name"], w["siglum"]))
        shared = [ws for ws in works.values() if len({s for _, _, s in ws}) >= 2]
        ws = rng.choice(shared)
        b, name, own = rng.choice(ws)
        other = rng.choice(sorted({s for _, _, s in ws if s != own}))
        d = load(b)
        for r in d["resources"]:
            if r["name"] == name:
                r["work"]["siglum"] = other
        save(b, d)
        return f"{kind} {b}/{name} siglum {other} defect"
    b = rng.choice(books())
    d = load(b)
    if kind == "future-year":
        d.setdefault("witness", {})["year"] = 2999
        save(b, d)
        return f"{kind} {b} defect"
    if kind == "folder-name":
        d["name"] = b + "-copy"
        save(b, d)
        return f"{kind} {b} defect"
    with_work = [r for r in audited(d) if kind != "transcribes-nothing" or r.get("work")]
    if not with_work:
        return plant_descriptor(kind)
    r = rng.choice(with_work)
    if kind == "unknown-relation":
        r["relation"]["name"] = "no-such-relation"
        verdict = "defect"
    elif kind == "unknown-reading":
        r["relation"]["colour"] = "red"
        verdict = "defect"
    elif kind == "transcribes-nothing":
        r["work"]["transcribes"] = "Qq"
        verdict = "defect"
    else:  # header-renamed, in the schema and the file alike
        fields = r["schema"]["fields"]
        field = rng.choice(fields)
        old, new = field["name"], field["name"] + "-umbenannt"
        field["name"] = new
        path = table_path(b, r)
        rows = read_rows(path)
        rows[0] = [new if h == old else h for h in rows[0]]
        write_rows(path, rows)
        verdict = "maybe"
    save(b, d)
    return f"{kind} {b}/{r['path']} {verdict}"


KINDS = ["leading-zero", "past-2^53", "word-in-number", "value-not-listed", "required-empty",
         "cell-too-many", "open-quote", "file-gone", "unknown-relation", "unknown-reading",
         "header-renamed", "future-year", "folder-name", "siglum-twice", "transcribes-nothing"]
print(plant(KINDS[SEED % len(KINDS)]))
