# shellcheck shell=bash
# Sourced by the benchmarks, before they change directory:
#
#   bench_usage "$0" "$@"
#
# prints the script's opening comment (what it measures and how to run it) and exits 0
# when its first argument is -h or --help; else does nothing.
bench_usage() {
  case "${2:-}" in
    -h | --help)
      sed -n '2,/^[^#]/{/^#/!d;/^# shellcheck/d;s/^# \{0,1\}//;p}' "$1"
      exit 0
      ;;
  esac
}
