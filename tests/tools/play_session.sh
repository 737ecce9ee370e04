#!/usr/bin/env bash
# rithmo play --vs: a game at the terminal, typed as a player types it. The engine
# answers each move; a capture is explained with its reading and source; moves are
# listed, taken back and hinted; a record is saved and loaded back into the same game;
# a mistyped move or a control byte is answered on one line and the game goes on; a
# bad option or record is one error line and exit 2.
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
RITHMO="$(cd "$(dirname "$RITHMO")" && pwd)/$(basename "$RITHMO")"
status=0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; status=1; }
cd "$work" || exit 2

# Barozzi's game: odd flies a2~b4; the engine (novice, its reply the search's, seeded)
# answers c13-c12; odd's king, b4-b7, takes T6 on b14 by division by the six void
# spaces between them (ocr/barozzi-1572/page-0034.txt lines 11-12). Should the engine's
# reply change, `rithmo position --apply` lists the captures open to odd after it.
out="$(printf 'moves a2\nzz9\na2~b4\nb4-b7\nsave game.txt\nquit\n' |
  "$RITHMO" play --vs engine --preset barozzi --victory 'bodies men=6' --level novice 2>&1)"
rc=$?
[ "$rc" = 0 ] || fail "a game: exit $rc"
grep -q "^odd> 2 legal moves of a2:" <<<"$out" || fail "moves a2: not listed"
grep -q "'zz9' is not a legal move for odd" <<<"$out" || fail "zz9: not refused"
grep -q "^odd> you play b4-b7$" <<<"$out" || fail "b4-b7: not played: $out"
grep -q "^  x b14 T6 by spaces-division, with b7 K(.*) (division=spaces: .*; barozzi: 0034:11-12 " <<<"$out" ||
  fail "b4-b7: the capture is not explained with its source"
[ "$(grep -c '^the engine plays ' <<<"$out")" = 2 ] || fail "the engine did not answer both moves"
head -3 game.txt | cmp -s - <(printf 'rithmo-game\npreset barozzi\nparam victory=bodies,men=6\n') ||
  fail "save: the record's head is $(head -3 game.txt)"
[ "$(grep -o '[a-h][0-9]*[-~*][a-h][0-9]*' game.txt | wc -l)" = 4 ] || fail "save: not four moves: $(cat game.txt)"

# The record loads back to the same position: rithmo position reaches it by the same
# moves (the moves of a record are its words; none of these holds a comma).
moves="$(sed -n 's/^moves //p' game.txt | tr ' ' ',' | paste -sd, -)"
out2="$(printf 'board\nquit\n' | "$RITHMO" play --vs engine --load game.txt 2>&1)"
want="$("$RITHMO" position --preset barozzi --victory 'bodies men=6' --apply "$moves" | sed -n '1,18p')"
grep -qF -- "$(printf '%s' "$want" | head -5)" <<<"$out2" || fail "load: not the position of its moves"

# Taken back: the player's move and the engine's reply; a hint is a legal move.
out3="$(printf 'a2~b4\nback\nhint\nback\nquit\n' | "$RITHMO" play --vs engine --preset barozzi 2>&1)"
grep -q "Taken back: 2 moves." <<<"$out3" || fail "back: not two moves"
grep -q "No move of yours to take back." <<<"$out3" || fail "back at the opening: not refused"
# (A declaration's word is "declare:SQUARES", its stem "declare SQUARES".)
hint="$(sed -n 's/.*The engine would play \(.*\)$/\1/p' <<<"$out3" | sed 's/^declare:/declare /')"
legal="$("$RITHMO" position --preset barozzi --moves | sed 's/ x .*//')"
grep -qxF -- "$hint" <<<"$legal" || fail "hint '$hint' is not a legal move"

# The engine moves first when the player takes the side that moves second.
out4="$(printf 'quit\n' | "$RITHMO" play --vs engine --side even --preset fulke-1 2>&1)"
grep -q "^the engine plays " <<<"$out4" || fail "--side even: the engine did not open"

# Control bytes typed are echoed escaped.
out5="$(printf 'a\033[31mb\nquit\n' | "$RITHMO" play --vs person --preset fulke-1 2>&1)"
if printf '%s' "$out5" | LC_ALL=C grep -q $'\x1b'; then fail "an escape byte was echoed"; fi

# Bad options and records: one line, exit 2.
for args in "--vs robot" "--vs engine --side white" "--vs engine --level grandmaster" "--vs engine --load missing.txt"; do
  err="$("$RITHMO" play $args </dev/null 2>&1)"; rc=$?
  [ "$rc" = 2 ] || fail "play $args: exit $rc"
  [ "$(printf '%s\n' "$err" | wc -l)" = 1 ] || fail "play $args: not one line: $err"
done
printf 'rithmo-game\npreset barozzi\nmoves a2~b4 zz9\n' > bad.txt
err="$("$RITHMO" play --vs engine --load bad.txt </dev/null 2>&1)"; rc=$?
[ "$rc" = 2 ] || fail "a record with a bad move: exit $rc"
[ "$err" = "bad.txt:3:13: error: move 'zz9' is not a legal move for even" ] || fail "a record with a bad move: $err"

# A side left without a move: the round on a1 has one draught, held by b2 (the rules'
# test, tests/play/game_test.cpp). `rithmo position` gives the end as play does: the
# game ends there, or under blockade-wins the side that moved last wins.
printf 'rithmo-position\nboard 8x16\nto-move odd\nvictory bodies men=4\nodd R3 a1\neven R2 b2\neven R4 h16\n' > held.pos
got="$("$RITHMO" position held.pos | tail -1)"
[ "$got" = "outcome: odd has no move" ] || fail "no move: $got"
got="$("$RITHMO" position held.pos --param blockade-wins=yes | tail -1)"
[ "$got" = "outcome: even wins by blockade" ] || fail "no move under blockade-wins: $got"

[ $status -eq 0 ] && echo "play --vs: moves, captures explained, back, hint, save and load as specified"
exit $status
