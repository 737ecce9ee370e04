# Sourced by the benchmarks: the instructions a command executes, as valgrind's
# callgrind counts them (process start included; the processor's SHA extensions not
# used). The count does not move with the machine's load or pace, as wall times do,
# so it compares across machines and days (docs/performance.md, "How to measure").
#
#   instructions CMD [ARGS...]    prints the count, or "?" when valgrind is not
#                                 installed (apt-get install valgrind) or gave none
#
# The command's output is discarded; its exit status is not a failure of the count
# (the audit exits 1 when it has findings).
instructions() {
  if ! command -v valgrind > /dev/null; then
    echo "?"
    return 0
  fi
  local count
  count="$( (valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null || true) |
    sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p')"
  echo "${count:-?}"
}
