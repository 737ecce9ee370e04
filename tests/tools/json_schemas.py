#!/usr/bin/env python3
"""Every command's JSON output, run on the real binary, is valid under its JSON Schema
in docs/schemas/ (JSON Schema 2020-12, python3-jsonschema); every schema is itself a
valid schema and is used by a case; and each schema refuses the output with one
integer turned into a string, so that a column cannot change its JSON type unseen.

  RITHMO=build/rithmo python3 tests/tools/json_schemas.py
Cases: tests/tools/json_cases.txt, "SCHEMA<TAB>ARGUMENTS" (run from the repository root).
"""
import json
import os
import shlex
import subprocess
import sys

try:
    from jsonschema import Draft202012Validator
except ImportError:
    print("python3-jsonschema is not installed (setup.sh installs it): skipped")
    sys.exit(77)

root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
rithmo = os.path.abspath(os.environ["RITHMO"])
schemas_dir = os.path.join(root, "docs", "schemas")
failures = []
used = set()


def first_integer_to_string(value):
    """The document with its first integer (depth first) made a string, or None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list):
        for i, item in enumerate(value):
            changed = first_integer_to_string(item)
            if changed is not None:
                return value[:i] + [changed] + value[i + 1:]
    if isinstance(value, dict):
        for key, item in value.items():
            changed = first_integer_to_string(item)
            if changed is not None:
                copy = dict(value)
                copy[key] = changed
                return copy
    return None


validators = {}
for name in sorted(os.listdir(schemas_dir)):
    if not name.endswith(".json"):
        continue
    with open(os.path.join(schemas_dir, name), encoding="utf-8") as f:
        schema = json.load(f)
    try:
        Draft202012Validator.check_schema(schema)
    except Exception as e:  # noqa: BLE001 - any schema error fails the test
        failures.append(f"docs/schemas/{name} is not a valid JSON Schema: {e}")
        continue
    validators[name] = Draft202012Validator(schema)

with open(os.path.join(root, "tests", "tools", "json_cases.txt"), encoding="utf-8") as f:
    cases = [line.rstrip("\n").split("\t") for line in f if line.strip() and not line.startswith("#")]
for schema_name, args in cases:
    label = f"rithmo {args} ({schema_name})"
    if schema_name not in validators:
        failures.append(f"{label}: no schema docs/schemas/{schema_name}")
        continue
    used.add(schema_name)
    run = subprocess.run([rithmo] + shlex.split(args), cwd=root, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        failures.append(f"{label}: exit {run.returncode}: {run.stderr.strip()}")
        continue
    try:
        document = json.loads(run.stdout)
    except json.JSONDecodeError as e:
        failures.append(f"{label}: not one JSON document: {e}")
        continue
    errors = sorted(validators[schema_name].iter_errors(document), key=lambda e: list(e.absolute_path))
    for e in errors[:3]:
        failures.append(f"{label}: at {'/'.join(map(str, e.absolute_path))}: {e.message[:200]}")
    changed = first_integer_to_string(document)
    if changed is not None and validators[schema_name].is_valid(changed):
        failures.append(f"{label}: the schema accepts an integer turned into a string")

for name in sorted(set(validators) - used):
    failures.append(f"docs/schemas/{name} is used by no case of tests/tools/json_cases.txt")

for line in failures:
    print("FAIL: " + line)
if not failures:
    print(f"json schemas: {len(cases)} outputs valid under {len(validators)} schemas")
sys.exit(1 if failures else 0)
