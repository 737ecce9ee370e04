#!/usr/bin/env bash
# rithmo engine driven as a program that plays through it would drive it
# (docs/engine-protocol.md): identify, ready, a new game under a preset and readings,
# positions with moves, searches bounded by depth, nodes and time, a search stopped in
# its middle, and malformed lines, each answered by one error line while the engine reads
# on. Every best move is among the legal moves of its position, every principal
# variation replays, and the position after a game's moves is the one `rithmo position
# --apply` reaches.
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
status=0
fail() { echo "FAIL: $*"; status=1; }

coproc ENGINE { "$RITHMO" engine --preset fulke-1 2>&1; }
# bash unsets ENGINE_PID when the engine ends, which it may before the wait below.
engine_pid=$ENGINE_PID
to() { printf '%s\n' "$1" >&"${ENGINE[1]}"; }
# Reads lines until one starts with $1 (30 s at most); the lines read are in $got.
upto() {
  got=""
  local line
  while IFS= read -r -t 30 line <&"${ENGINE[0]}"; do
    got+="$line"$'\n'
    case "$line" in "$1"*) return 0 ;; esac
  done
  fail "no line starting '$1' (read: $(printf '%s' "$got" | tail -3))"
  return 1
}
# The legal moves of the engine's position, one a line.
legal() { to legal; upto "legal" && printf '%s' "$got" | tail -1 | tr ' ' '\n' | tail -n +2; }

to uci
upto uciok && {
  grep -q '^id name rithmo ' <<<"$got" || fail "uci: no id name"
  grep -q '^option name Preset type combo .* var barozzi' <<<"$got" || fail "uci: no Preset option with barozzi"
}
to isready
upto readyok

for preset in barozzi fulke-2 boissiere; do
  to "ucinewgame preset $preset param victory=bodies men=3"
  to isready; upto readyok
  # "bodies men=3" has a space: the engine reads one word after param, so the error.
  grep -q "info string error" <<<"$got" || fail "$preset: a param value with a space was taken"
  to "ucinewgame preset $preset param victory=bodies,men=3"
  to isready; upto readyok
  grep -q "info string error" <<<"$got" && fail "$preset: ucinewgame refused: $got"
  moves=()
  for ply in 1 2 3 4 5 6; do
    to "position opening moves ${moves[*]}"
    mapfile -t legal_now < <(legal)
    to "go depth 2"
    upto bestmove || break
    best="$(printf '%s' "$got" | tail -1 | cut -d' ' -f2)"
    [ "$best" = none ] && break
    printf '%s\n' "${legal_now[@]}" | grep -qxF -- "$best" || fail "$preset ply $ply: bestmove $best is not legal"
    pv="$(printf '%s' "$got" | grep '^info depth' | tail -1 | sed 's/.* pv//')"
    # The principal variation replays from the position searched.
    to "position opening moves ${moves[*]} $pv"
    to isready; upto readyok
    grep -q "info string error" <<<"$got" && fail "$preset ply $ply: the pv '$pv' does not replay: $got"
    moves+=("$best")
  done
  # The engine's board after the moves is the one rithmo position reaches.
  to "position opening moves ${moves[*]}"
  to board
  to isready; upto readyok
  engine_board="$(printf '%s' "$got" | grep '^info string' | sed 's/^info string //' | sed -n '/^rithmo-position/,$p')"
  apply="$(IFS=,; echo "${moves[*]}")"
  case "$apply" in *declare*) continue ;; esac  # a declaration's squares hold commas
  rithmo_board="$("$RITHMO" position --preset "$preset" --param victory=bodies,men=3 --apply "$apply" --notation)"
  [ "$engine_board" = "$rithmo_board" ] || fail "$preset: the engine's position after ${moves[*]} is not rithmo position's"
done

# A GUI sends the game's moves before each search: a position that goes on from the one
# standing is reached by its new moves alone, one that does not (shorter, another move,
# another game) afresh. Each is the position rithmo position reaches.
to "ucinewgame preset fulke-1"
for line in "c3~b6" "c3~b6 a13~b10 f3~g6" "c3~b6 a13~b10 f3~g6 b10-b7 d3-a3" "c3~b6 a13~b10" \
  "c3~b6 a13~b10 d3-a3" "c3~b6 a13~b10 d3-a3 b10-b7" "" "f3~g6"; do
  to "position opening moves $line"
  to board
  to isready; upto readyok
  grep -q "info string error" <<<"$got" && fail "position opening moves $line: $got"
  engine_board="$(printf '%s' "$got" | grep '^info string' | sed 's/^info string //' | sed -n '/^rithmo-position/,$p')"
  rithmo_board="$("$RITHMO" position --preset fulke-1 ${line:+--apply "${line// /,}"} --notation)"
  [ "$engine_board" = "$rithmo_board" ] || fail "the engine's position after '$line' is not rithmo position's"
done

# A legal line longer than a screen (Barozzi's opening under the greater triumph: 589
# moves, nearly all declarations, some 13 000 bytes) arrives whole: as many moves as
# rithmo position lists.
to "ucinewgame preset barozzi param victory=greater"
to "position opening"
mapfile -t legal_now < <(legal)
want="$("$RITHMO" position --preset barozzi --victory greater --moves | sed -n 's/^legal moves of odd: //p')"
[ "${#legal_now[@]}" = "$want" ] || fail "a long legal line: ${#legal_now[@]} moves, rithmo position lists $want"

# A search stopped in its middle answers its best move at once.
to "ucinewgame preset fulke-1"
to "position opening"
to "go infinite"
sleep 1
to isready
upto readyok
case "$got" in *bestmove*) fail "go infinite ended by itself" ;; esac
to stop
upto bestmove && { grep -q '^bestmove [a-h]' <<<"$got" || fail "stop: no move: $got"; }

# Time: movetime and a clock end the search by themselves.
to "go movetime 300"
upto bestmove
to "go eventime 2000 oddtime 2000 eveninc 100 oddinc 100"
upto bestmove
to "go nodes 500"
upto bestmove

# Malformed lines: one error line each, and the engine reads on.
for bad in "go depth x" "go depth 0" "go frobnicate 3" "position" "position opening moves zz9" \
  "setoption name Hash value 0" "setoption name Level value grandmaster" "setoption Hash" \
  "ucinewgame preset nobody" "ucinewgame param nothing=1" "position text rithmo-position|board 99x99" \
  "position file /nonexistent/file.pos" "frobnicate" $'\x01\x1b[31m\xff' \
  "ucinewgame preset fulke-2 param board=8x9"; do
  to "$bad"
  to isready
  upto readyok
  n="$(grep -c '^info string error: ' <<<"$got")"
  [ "$n" = 1 ] || fail "'$bad': $n error lines: $got"
  if printf '%s' "$got" | LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]'; then fail "'$bad': control bytes echoed"; fi
done
# A board too short for the arrays (fulke-2's need 12 ranks) has a position but no
# opening.
to "ucinewgame preset fulke-2"
to "position text rithmo-position|board 8x10|to-move even|victory bodies men=2|even S72 a10|odd R2 a1"
to "position opening"
to isready
upto readyok
[ "$(grep -c '^info string error: board 8x10 is too short' <<<"$got")" = 1 ] || fail "an opening on 8x10: $got"
# The next ucinewgame takes the preset's board again (docs/engine-protocol.md).
to "ucinewgame"
to "position opening"
to board
to isready
upto readyok
grep -q '^info string board 8x16$' <<<"$got" || fail "ucinewgame after a position on 8x10: $got"
grep -q '^info string error' <<<"$got" && fail "ucinewgame after a position on 8x10: $got"
to "ucinewgame preset fulke-1"
to "$(head -c 2000000 /dev/zero | tr '\0' 'a')"
to isready; upto readyok
grep -q '^info string error: a line of ' <<<"$got" || fail "a 2 MB line: $got"

# A position in the project's text, lines parted by '|', then moves.
to "ucinewgame preset fulke-1"
to "position text rithmo-position|board 8x16|to-move odd|victory bodies men=1|odd R9 e5|even R9 g7|even R4 a16|taken-by even|taken-by odd"
mapfile -t legal_now < <(legal)
[ "${#legal_now[@]}" -gt 0 ] || fail "position text: no legal moves"
to "go depth 3"
upto bestmove
grep -q '^info depth 1 .*score win 1 ' <<<"$got" || fail "a capture that wins: not scored 'win 1': $got"

# A position on another board refused for a move: the position and board standing are
# kept, and searched.
to "position text rithmo-position|board 8x12|to-move odd|victory bodies men=4|odd R3 a1|even R2 b2|even R4 h12 moves zz9"
to "go depth 2"
upto bestmove && { grep -q '^bestmove e5' <<<"$got" || fail "after a refused position on another board: $got"; }
to board
to isready; upto readyok
grep -q '^info string board 8x16$' <<<"$got" || fail "after a refused position on another board: $got"

to quit
wait "$engine_pid" 2>/dev/null
rc=$?
[ "$rc" = 0 ] || fail "quit: exit $rc"

# The end of the input is a quit; a bad option is one line and exit 2.
printf 'isready\n' | "$RITHMO" engine >/dev/null || fail "end of input: exit $?"
err="$("$RITHMO" engine --level grandmaster 2>&1 </dev/null)"; rc=$?
[ "$rc" = 2 ] || fail "--level grandmaster: exit $rc"
[ "$(printf '%s\n' "$err" | wc -l)" = 1 ] || fail "--level grandmaster: not one line: $err"

# docs/engine-protocol.md's session: what it says is sent is the session file, and the
# engine answers it as the page shows, but for the machine's time and nodes a second.
root="$(cd "$(dirname "$0")/../.." && pwd)"
transcript="$(sed -n '/^<!-- transcript -->$/,/^<!-- \/transcript -->$/p' "$root/docs/engine-protocol.md" | sed '1,2d;$d' | sed '$d')"
sent="$(printf '%s\n' "$transcript" | sed -n 's/^> //p')"
[ "$sent" = "$(cat "$root/tests/tools/data/engine-session.txt")" ] ||
  fail "docs/engine-protocol.md: the lines sent are not tests/tools/data/engine-session.txt"
mask() { sed -E 's/ nps [0-9]+ time [0-9]+ / nps N time MS /'; }
want="$(printf '%s\n' "$transcript" | grep -v '^> ' | mask)"
actual="$("$RITHMO" engine --preset barozzi <"$root/tests/tools/data/engine-session.txt" | mask)"
[ "$want" = "$actual" ] || { fail "docs/engine-protocol.md: the session answers otherwise"; diff <(echo "$want") <(echo "$actual") | head; }

# Two engines under a clock through the protocol (tools/bench/clock_match.py): Barozzi's
# game, whose first moves are declarations (their squares parted by commas, as
# `rithmo position --apply` reads them), two games stopped at four plies, each a draw; a
# 10-second clock is not run out in two moves.
got="$(python3 "$root/tools/bench/clock_match.py" --first "$RITHMO engine --level novice" --second "$RITHMO engine" \
  --rithmo "$RITHMO" --preset barozzi --games 2 --max-plies 4 --time 10000 --inc 0 2>&1)" ||
  fail "clock_match: $got"
grep -qx "first: 0 wins, 2 draws, 0 losses of 2, 50.0 %" <<<"$got" || fail "clock_match: $got"
[ "$(grep -c '^game [12]: .* drawn, ply limit in 4 plies$' <<<"$got")" = 2 ] || fail "clock_match games: $got"

# The referee: an engine that plays an illegal move, says nothing, answers `bestmove none`
# with moves to make, ends, or answers no move loses that game, whichever side it plays,
# and the match goes on (tests/tools/data/misbehaving-engine.sh). Fulke's first kind:
# odd moves first, so that the misbehaving engine plays the opening in game 1 and
# answers the other's first move in game 2.
for mode in illegal silent none ends garbled; do
  got="$(python3 "$root/tools/bench/clock_match.py" --first "bash $root/tests/tools/data/misbehaving-engine.sh $mode" \
    --second "$RITHMO engine --level novice" --rithmo "$RITHMO" --preset fulke-1 --games 2 --max-plies 6 \
    --time 300 --inc 0 2>&1)" || fail "clock_match $mode: $got"
  grep -qx "first: 0 wins, 0 draws, 2 losses of 2, 0.0 %" <<<"$got" || fail "clock_match $mode: $got"
  case "$mode" in
    illegal) why="lost: 'a1-a9' is not a legal move there" ;;
    silent) why="lost on time (no 'bestmove' in time)" ;;
    none) why="lost: answered 'bestmove none' with a move to make" ;;
    ends) why="lost: the engine ended" ;;
    garbled) why="lost: 'bestmove' is not a best move" ;;
  esac
  grep -qxF "game 1: first as odd, lost, odd $why in 0 plies" <<<"$got" || fail "clock_match $mode, game 1: $got"
  grep -qxF "game 2: first as even, lost, even $why in 1 plies" <<<"$got" || fail "clock_match $mode, game 2: $got"
done

[ $status -eq 0 ] && echo "engine: protocol, stop, limits and malformed lines as specified"
exit $status
