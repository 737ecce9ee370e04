#!/usr/bin/env bash
# Nothing a user has is lost by a file rithmo writes (tools/output_file.hpp): no output
# replaces an input of the run; "-", /dev/stdout, a FIFO and a device are written as
# streams, never replaced; a descriptor's package name cannot lead --output-dir out of
# its folder; --output-dir writes all of its files or none; a replaced file keeps its
# owner, group, mode and hard links, and a file the user may not write is refused.
# Every refusal is one line, exit 2, and leaves every file as it was. Run as root and,
# when the test runs as root, again as an ordinary user (nobody, by setpriv).
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
RITHMO="$(cd "$(dirname "$RITHMO")" && pwd)/$(basename "$RITHMO")"
cd "$(dirname "$0")/../.." || exit 2
source_dir="$(pwd)"
status=0
work="$(mktemp -d)"
errors="$(mktemp -d)"
trap 'rm -rf "$work" "$errors"' EXIT
chmod 755 "$work"
fail() { echo "FAIL [$who]: $*"; status=1; }
same() {  # same NAME EXPECTED ACTUAL
  if [ "$2" != "$3" ]; then fail "$1"; diff <(printf '%s\n' "$2") <(printf '%s\n' "$3") | head -10; fi
}

users=root
if [ "$(id -u)" -eq 0 ] && command -v setpriv > /dev/null; then users="root nobody"; fi
[ "$(id -u)" -eq 0 ] || users="$(id -un)"
# as USER COMMAND...: the command run as USER (nobody: privileges dropped).
as() {
  local user="$1"; shift
  if [ "$user" = nobody ] && [ "$(id -u)" -eq 0 ]; then
    setpriv --reuid=nobody --regid=nogroup --clear-groups "$@"
  else
    "$@"
  fi
}
# Every file under the work folder: name, type, size, mode, owner, group, inode, links,
# link target, and each regular file's checksum.
state() {
  (cd "$work" && find . -printf '%p %y %s %m %u %g %i %n %l\n' | sort &&
    find . -type f -exec md5sum {} + 2> /dev/null | sort)
}
# refused WANT ARGS...: rithmo, run as $who, exits 2 with WANT as its one line on
# stderr, prints nothing, and leaves every file as it was.
refused() {
  local want="$1"; shift
  local before out err rc
  before="$(state)"
  out="$(as "$who" "$RITHMO" "$@" 2> "$errors/err")"; rc=$?
  err="$(cat "$errors/err")"
  if [ "$rc" -ne 2 ] || [ -n "$out" ] || [ "$err" != "$want" ]; then
    fail "rithmo $*"; echo "  exit $rc, stdout: ${out:0:200}"; echo "  stderr: $err"; echo "  wanted: $want"
  fi
  same "rithmo $* leaves every file as it was" "$before" "$(state)"
}
bare=(audit --relation spaces-division --taker odd --partial)
cp -r tables "$work/T"
chmod -R a+rX "$work/T"

for who in $users; do
  here="$work/$who"
  mkdir "$here"
  chown "$who" "$here" 2> /dev/null
  cd "$here" || exit 1
  as "$who" cp "$source_dir/tests/tools/data/division-odd-bare.csv" t.csv
  report="$(as "$who" "$RITHMO" "${bare[@]}" t.csv)"
  audit_rc=$?

  # 1. No output is an input of the run, however it is named.
  as "$who" ln -s t.csv link.csv
  as "$who" ln t.csv hard.csv
  for out in t.csv ./t.csv "$here/t.csv" link.csv hard.csv; do
    refused "rithmo: error: cannot write '$out': it is an input of this run" "${bare[@]}" t.csv --output "$out"
  done
  refused "rithmo: error: cannot write 't.csv': it is an input of this run" "${bare[@]}" - --output t.csv < t.csv
  as "$who" rm link.csv hard.csv
  refused "rithmo: error: cannot write '$work/T/savard/standards.csv': it is an input of this run" \
    audit --tables "$work/T" savard/standards.csv --format csv --output "$work/T/savard/standards.csv"
  refused "rithmo: error: cannot write '$work/T/fulke-1563/datapackage.json': it is an input of this run" \
    audit --tables "$work/T" savard/standards.csv --output "$work/T/fulke-1563/datapackage.json"
  as "$who" mkdir bs
  as "$who" ln -s "$work/T/savard/standards.csv" bs/savard.md
  refused "rithmo: error: cannot write 'bs/savard.md': it is an input of this run" \
    audit --tables "$work/T" --output-dir bs
  as "$who" rm -r bs
  refused "rithmo: error: cannot write '$work/T/fulke-1563/spaces-division-odd.csv': it is an input of this run" \
    collate --tables "$work/T" fulke-1563/spaces-division-odd.csv fulke-1563-print/spaces-division-odd.csv \
    --output "$work/T/fulke-1563/spaces-division-odd.csv"

  # 2. "-" is standard output; /dev/stdout the descriptor as the shell set it up; a
  # FIFO or a device is written as a stream. A folder is refused.
  same "--output - is standard output" "$report" "$(as "$who" "$RITHMO" "${bare[@]}" t.csv --output -)"
  [ -e ./- ] && fail "--output - wrote a file named '-'"
  same "--output /dev/stdout into a pipe" "$report" "$(as "$who" "$RITHMO" "${bare[@]}" t.csv --output /dev/stdout | cat)"
  as "$who" sh -c 'echo "an old line" > log'
  as "$who" sh -c '"$@" --output /dev/stdout >> log' sh "$RITHMO" "${bare[@]}" t.csv
  same "--output /dev/stdout >> log adds to the log" "$(printf 'an old line\n%s' "$report")" "$(cat log)"
  as "$who" "$RITHMO" "${bare[@]}" t.csv --output /dev/null; rc=$?
  same "--output /dev/null: the audit's exit status" "$audit_rc" "$rc"
  [ -c /dev/null ] || fail "/dev/null is no longer a device"
  refused "rithmo: error: cannot write '/dev/full': No space left on device" "${bare[@]}" t.csv --output /dev/full
  [ -c /dev/full ] || fail "/dev/full is no longer a device"
  as "$who" mkfifo fifo
  as "$who" cat fifo > "$errors/fifo" &
  as "$who" "$RITHMO" "${bare[@]}" t.csv --output fifo
  wait
  same "--output FIFO writes into the FIFO" "$report" "$(cat "$errors/fifo")"
  [ -p fifo ] || fail "--output replaced the FIFO"
  as "$who" mkdir folder
  refused "rithmo: error: cannot write 'folder': is a folder" "${bare[@]}" t.csv --output folder
  as "$who" rm -r fifo folder log

  # 3. A package named "../../escaped" is refused before --output-dir writes anything.
  as "$who" cp -r "$work/T" T
  as "$who" sed -i 's|"name": "savard"|"name": "../../escaped"|' T/savard/datapackage.json
  refused "T/savard/datapackage.json:2:11: error: package name '../../escaped' is not a valid name: lowercase letters, digits, '.', '_' and '-', as ^[a-z0-9._-]+\$ (Data Package v1), and not '.' or '..'" \
    audit --tables T --output-dir bs/deep
  as "$who" rm -r T

  # 4. --output-dir writes all of its files or none: a folder where one belongs, or an
  # --output that cannot be written, leaves the old files and no temporary file.
  as "$who" mkdir bs
  for f in boissiere-1556 du-coeur-1998 faber-1496 fulke-1563 fulke-1563-print harmonies-appendix-iii modern-basics; do
    as "$who" sh -c "echo old > bs/$f.md; echo old > bs/$f.json"
  done
  as "$who" mkdir bs/savard.md
  refused "rithmo: error: cannot write 'bs/savard.md': is a folder" \
    audit --tables "$work/T" --format md --output report.md --output-dir bs
  as "$who" rmdir bs/savard.md
  as "$who" "$RITHMO" audit --tables "$work/T" --format md --output-dir bs > /dev/null; rc=$?
  same "--output-dir: the audit's exit status" 1 "$rc"
  # Two files (md, json) for each package of the tables folder.
  same "--output-dir writes every source's report" "$((2 * $(ls "$work/T"/*/datapackage.json | wc -l)))" "$(ls bs | wc -l)"
  grep -qx old bs/*.md bs/*.json && fail "--output-dir left an old report"
  for f in bs/*; do as "$who" sh -c "echo old > $f"; done
  # A target whose temporary file cannot be made, after those of --output-dir are.
  mkdir locked
  chmod 555 locked
  if [ "$who" = root ]; then locked_out=/proc/rithmo-report.md; else locked_out=locked/report.md; fi
  want="rithmo: error: cannot write '$locked_out': Permission denied"
  [ "$who" = root ] && want="rithmo: error: cannot write '$locked_out': No such file or directory"
  refused "$want" audit --tables "$work/T" --format md --output "$locked_out" --output-dir bs
  # A missing folder of --output is made, as --output-dir makes its own (one rule for
  # every output), and removed again when the set fails: here at the first report of a
  # --output-dir folder where no temporary file can be made.
  if [ "$who" = root ]; then locked_dir=/proc; else locked_dir=locked; fi
  first="$(basename "$(dirname "$(ls "$work"/T/*/datapackage.json | head -1)")")"
  want="rithmo: error: cannot write '$locked_dir/$first.md': Permission denied"
  [ "$who" = root ] && want="rithmo: error: cannot write '$locked_dir/$first.md': No such file or directory"
  refused "$want" audit --tables "$work/T" --format md --output-dir "$locked_dir" --output fresh/sub/report.md
  rmdir locked
  as "$who" "$RITHMO" "${bare[@]}" t.csv --output fresh/sub/report.md
  same "--output into a missing folder makes it" "$report" "$(cat fresh/sub/report.md)"
  as "$who" rm -r fresh

  # 5. A replaced file keeps its owner, group and mode; one the user may not write is
  # refused as the shell refuses it; a hard-linked file is written in place.
  if [ "$who" = root ]; then
    echo old > theirs.md
    chown nobody:nogroup theirs.md
    chmod 640 theirs.md
    "$RITHMO" "${bare[@]}" t.csv --output theirs.md
    same "root replacing nobody's file keeps owner, group and mode" "nobody nogroup 640" \
      "$(stat -c '%U %G %a' theirs.md)"
    same "root replacing nobody's file writes the report" "$report" "$(cat theirs.md)"
  fi
  as "$who" sh -c 'echo old > readonly.md; chmod 444 readonly.md'
  if [ "$who" = root ]; then
    "$RITHMO" "${bare[@]}" t.csv --output readonly.md
    same "root replaces a read-only file, as the shell's > does, keeping its mode" "444 $report" \
      "$(stat -c %a readonly.md) $(cat readonly.md)"
  else
    refused "rithmo: error: cannot write 'readonly.md': Permission denied" "${bare[@]}" t.csv --output readonly.md
  fi
  as "$who" sh -c 'echo old > a.md; ln a.md b.md'
  inode="$(stat -c %i a.md)"
  as "$who" "$RITHMO" "${bare[@]}" t.csv --output a.md
  same "a hard-linked file is written in place" "$inode 2" "$(stat -c '%i %h' a.md)"
  same "every hard link sees the report" "$report" "$(cat b.md)"
done

# A root-owned file in a world-writable sticky folder: refused to an ordinary user
# when it is not writable; written in place, keeping its owner, when it is.
if [ "$users" = "root nobody" ]; then
  who=nobody
  sticky="$work/sticky"
  mkdir "$sticky"
  chmod 1777 "$sticky"
  cd "$sticky" || exit 1
  cp "$work/nobody/t.csv" t.csv
  chmod 644 t.csv
  echo old > roots.md
  refused "rithmo: error: cannot write 'roots.md': Permission denied" "${bare[@]}" t.csv --output roots.md
  chmod 666 roots.md
  inode="$(stat -c %i roots.md)"
  as nobody "$RITHMO" "${bare[@]}" t.csv --output roots.md
  same "another user's writable file is written in place, keeping its owner" "$inode root root 666" \
    "$(stat -c '%i %U %G %a' roots.md)"
  same "another user's writable file holds the report" "$(as nobody "$RITHMO" "${bare[@]}" t.csv)" "$(cat roots.md)"
fi

[ $status -eq 0 ] && echo "safe writes: nothing lost, as $users"
exit $status
