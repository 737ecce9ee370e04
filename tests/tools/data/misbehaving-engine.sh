#!/usr/bin/env bash
# An engine that speaks the protocol (docs/engine-protocol.md) as far as a new game,
# then misbehaves at `go` as asked, for the referee of tools/bench/clock_match.py:
#   misbehaving-engine.sh illegal|silent|none|ends|garbled
#     illegal  answers a move no piece can make (bestmove a1-a9)
#     silent   answers nothing, not even to stop
#     none     answers bestmove none
#     ends     exits
#     garbled  answers a line with no move
mode="${1:?illegal, silent, none, ends or garbled}"
while read -r line; do
  case "$line" in
    uci) echo "id name misbehaving"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*)
      case "$mode" in
        illegal) echo "bestmove a1-a9" ;;
        silent) ;;
        none) echo "bestmove none" ;;
        ends) exit 0 ;;
        garbled) echo "bestmove" ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
