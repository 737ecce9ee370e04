# shellcheck shell=bash
# Sourced by the benchmarks: the instructions a command executes, as valgrind's
# callgrind counts them (process start included; the processor's SHA extensions not
# used). The count does not move with the machine's load or pace, as wall times do,
# so it compares across machines and days (docs/performance.md, "How to measure").
#
#   instructions CMD [ARGS...]    prints the count, or "?" when valgrind is not
#                                 installed (apt-get install valgrind), gave none, or
#                                 the command failed
#
# The command's output is discarded. Exit 1 counts (the audit exits 1 when it has
# findings); a command that exits 2 or more failed, and its count would not be the
# work asked for (an older build refusing an option, say).
instructions() {
  if ! command -v valgrind > /dev/null; then
    echo "?"
    return 0
  fi
  local log status=0
  log="$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null)" || status=$?
  if [ "$status" -gt 1 ]; then
    echo "?"
    return 0
  fi
  local count
  count="$(sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' <<< "$log")"
  echo "${count:-?}"
}
