#!/usr/bin/env python3
"""Benchmark: two engines play each other under a game clock, through the protocol.

    python3 tools/bench/clock_match.py --first CMD --second CMD [--preset P]
        [--param NAME=VALUE]... [--games N] [--time MS] [--inc MS] [--max-plies N]
        [--rithmo PATH] [--verbose]

Each engine is a command line that starts a program speaking docs/engine-protocol.md
(`build/rithmo engine`, or another engine). Each game starts from the preset's opening,
the first engine playing odd in the odd-numbered games and even in the others. Before
each move the mover is sent the position and `go eventime E oddtime O eveninc I oddinc
I` together, as a GUI sends them; the wall time from the position to `bestmove` (its
reading included) is taken from its clock, then the increment added. A game not over
after --max-plies plies is a draw.

The match is refereed by the rules engine (`rithmo position --apply`, outside the
clocks): each move is checked as it is played, and a side loses the game that
  - runs out of time (it is waited for no longer than its clock and a second more, then
    sent `stop` and started afresh for the next game);
  - plays a move that is not legal there (its word is given);
  - answers `bestmove none` where it has a move and the game is not won;
  - ends, or writes what is not a protocol line where `bestmove` is awaited (it is
    started afresh for the next game).
The game is over where the engine to move answers `bestmove none` in a position the
rules say is over; `rithmo position --apply` gives the outcome. Prints each game's
result, why and its length, then the first engine's wins, draws and losses, its score,
and for each engine the mean depth its searches completed and the mean time a move took.
"""

import argparse
import queue
import shlex
import subprocess
import sys
import threading
import time

# How long past its clock a side is waited for before it loses on time, in seconds.
GRACE = 1.0


class EngineGone(Exception):
    """The engine ended (`ended`: its output closed), or wrote nothing in the time it had."""

    def __init__(self, message, ended=False):
        super().__init__(message)
        self.ended = ended


class Engine:
    def __init__(self, command):
        self.command = command
        self.start()

    def start(self):
        self.proc = subprocess.Popen(shlex.split(command_or_fail(self.command)), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                     bufsize=1, errors="replace")
        # A thread reads the engine's lines, so that a silent engine can be waited for
        # with a deadline; None marks the end of its output.
        self.lines = queue.Queue()
        threading.Thread(target=self.read_all, args=(self.proc, self.lines), daemon=True).start()
        self.send("uci")
        self.read_until("uciok", time.monotonic() + 30)

    @staticmethod
    def read_all(proc, lines):
        for line in proc.stdout:
            lines.put(line.rstrip("\n"))
        lines.put(None)

    def restart(self):
        """A fresh process, after the last one ended or would not answer."""
        self.kill()
        self.start()

    def kill(self):
        try:
            self.proc.kill()
            self.proc.wait(timeout=30)
        except (OSError, subprocess.TimeoutExpired):
            pass

    def send(self, line):
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            pass  # ended: the read that follows says so

    def read_until(self, prefix, deadline):
        """The lines read up to and with the first that starts with prefix; EngineGone
        where the engine ends first or the deadline (time.monotonic) passes."""
        lines = []
        while True:
            try:
                line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise EngineGone("no '%s' in time" % prefix)
            if line is None:
                raise EngineGone("ended before '%s'" % prefix, ended=True)
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def new_game(self, preset, params):
        self.send(" ".join(["ucinewgame", "preset", preset] + ["param " + p for p in params]))
        self.send("isready")
        self.read_until("readyok", time.monotonic() + 30)

    def position(self, moves):
        self.send("position opening" + (" moves " + " ".join(moves) if moves else ""))

    def quit(self):
        self.send("quit")
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.kill()


def command_or_fail(command):
    if not shlex.split(command):
        raise SystemExit("clock_match.py: error: an engine's command line is empty")
    return command


def position(rithmo, preset, params, moves, prefix):
    """The rest of the line of `rithmo position` that starts with prefix, or None where
    the moves are refused (the message is then in position.refused)."""
    command = [rithmo, "position", "--preset", preset]
    for p in params:
        command += ["--param", p]
    if moves:
        command += ["--apply", ",".join(moves)]
    try:
        run = subprocess.run(command, capture_output=True, text=True)
    except OSError as e:
        raise SystemExit("clock_match.py: error: cannot run %s: %s" % (rithmo, e.strerror))
    if run.returncode != 0:
        position.refused = run.stderr.strip()
        return None
    for line in run.stdout.splitlines():
        if line.startswith(prefix):
            return line[len(prefix):]
    raise RuntimeError("rithmo position gave no '%s'" % prefix)


def play(engines, first_side, args, stats):
    """One game; engines[0] is the first engine. Returns its result (1, 0.5, 0) and the
    words that say why, and the plies played."""
    side_of = {first_side: 0, ("even" if first_side == "odd" else "odd"): 1}
    clock = {"even": args.time, "odd": args.time}
    moves = []
    to_move = args.opening_side

    def lost(why):
        return (0.0 if side_of[to_move] == 0 else 1.0), to_move + " " + why, len(moves)

    for side, index in side_of.items():
        try:
            engines[index].new_game(args.preset, args.param)
        except EngineGone as gone:
            engines[index].restart()
            to_move = side
            return lost("lost: no 'readyok' to the new game (%s)" % gone)

    while len(moves) < args.max_plies:
        mover = engines[side_of[to_move]]
        # Sent together, as a GUI sends them: the clock runs from here, the position's
        # reading included.
        start = time.monotonic()
        mover.position(moves)
        mover.send("go eventime %d oddtime %d eveninc %d oddinc %d"
                   % (clock["even"], clock["odd"], args.inc, args.inc))
        try:
            lines = mover.read_until("bestmove", start + clock[to_move] / 1000 + GRACE)
        except EngineGone as gone:
            # Told by its output's end, not by whether the process has been reaped yet,
            # which may come a moment after.
            if not gone.ended:
                mover.send("stop")
            mover.restart()
            return lost("lost: the engine ended" if gone.ended else "lost on time (%s)" % gone)
        spent = int((time.monotonic() - start) * 1000)
        # `bestmove W`, perhaps with more after it (UCI's `ponder W`).
        words = lines[-1].split()
        if len(words) < 2:
            mover.restart()
            return lost("lost: '%s' is not a best move" % lines[-1])
        word = words[1]
        if word == "none":
            if position(args.rithmo, args.preset, args.param, moves, "outcome: ") == "play on":
                return lost("lost: answered 'bestmove none' with a move to make")
            break
        # Refereed outside the clock.
        if position(args.rithmo, args.preset, args.param, moves + [word], "outcome: ") is None:
            return lost("lost: '%s' is not a legal move there" % word)
        depth = 0
        searched = "?"
        for line in lines:
            words = line.split()
            if words[:2] == ["info", "depth"] and len(words) > 2 and words[2].isdigit():
                depth = int(words[2])
                if "time" in words[:-1]:
                    searched = words[words.index("time") + 1]
        s = stats[side_of[to_move]]
        s["moves"] += 1
        s["depth"] += depth
        s["ms"] += spent
        clock[to_move] -= spent
        if args.verbose:
            print("  %s %s: depth %d (at %s ms), %d ms from the position to bestmove, %d ms left"
                  % (to_move, lines[-1], depth, searched, spent, clock[to_move]))
        if clock[to_move] < 0:
            return lost("lost on time")
        clock[to_move] += args.inc
        moves.append(word)
        to_move = "even" if to_move == "odd" else "odd"
    else:
        return 0.5, "ply limit", len(moves)
    text = position(args.rithmo, args.preset, args.param, moves, "outcome: ")
    if " wins" in text:
        winner = text.split()[0]
        return (1.0 if side_of[winner] == 0 else 0.0), text, len(moves)
    return 0.5, text, len(moves)


class Parser(argparse.ArgumentParser):
    def error(self, message):
        """A mistake on the command line: one line, exit 2."""
        sys.stderr.write("clock_match.py: error: %s\n" % message)
        sys.exit(2)


def main():
    parser = Parser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
                    usage=argparse.SUPPRESS)
    parser.add_argument("--first", required=True, help="the first engine's command line")
    parser.add_argument("--second", required=True, help="the second engine's command line")
    parser.add_argument("--preset", default="fulke-1", help="the rules (default fulke-1)")
    parser.add_argument("--param", action="append", default=[], help="NAME=VALUE, repeatable")
    parser.add_argument("--games", type=int, default=10, help="games (default 10)")
    parser.add_argument("--time", type=int, default=10000, help="each side's clock, ms (default 10000)")
    parser.add_argument("--inc", type=int, default=100, help="the increment a move, ms (default 100)")
    parser.add_argument("--max-plies", type=int, default=400, help="a draw after these (default 400)")
    parser.add_argument("--rithmo", default="build/rithmo", help="the rithmo that reads the outcome (default build/rithmo)")
    parser.add_argument("--verbose", action="store_true", help="each move, its depth and time")
    args = parser.parse_args()
    if args.games < 1 or args.time < 1 or args.inc < 0 or args.max_plies < 1:
        parser.error("--games, --time and --max-plies must be positive, --inc not negative")

    args.opening_side = position(args.rithmo, args.preset, args.param, [], "to-move ")
    if args.opening_side is None:
        parser.error(position.refused.splitlines()[-1] if position.refused else "rithmo position failed")
    try:
        engines = [Engine(args.first), Engine(args.second)]
    except (OSError, EngineGone) as e:
        sys.stderr.write("clock_match.py: error: an engine does not start and answer 'uciok': %s\n" % e)
        sys.exit(2)
    stats = [{"moves": 0, "depth": 0, "ms": 0} for _ in engines]
    wins = draws = losses = 0
    for g in range(1, args.games + 1):
        first_side = "odd" if g % 2 else "even"
        try:
            result, why, plies = play(engines, first_side, args, stats)
        except (OSError, EngineGone) as e:
            sys.stderr.write("clock_match.py: error: an engine started again does not answer 'uciok': %s\n" % e)
            sys.exit(2)
        wins += result == 1.0
        draws += result == 0.5
        losses += result == 0.0
        print("game %d: first as %s, %s, %s in %d plies"
              % (g, first_side, {1.0: "won", 0.5: "drawn", 0.0: "lost"}[result], why, plies))
        sys.stdout.flush()
    for e in engines:
        e.quit()
    print("first: %d wins, %d draws, %d losses of %d, %.1f %%"
          % (wins, draws, losses, args.games, 100.0 * (wins + draws / 2) / args.games))
    for name, s in zip(("first", "second"), stats):
        n = max(1, s["moves"])
        print("%s: %d moves, mean depth %.2f, mean %.0f ms a move"
              % (name, s["moves"], s["depth"] / n, s["ms"] / n))


if __name__ == "__main__":
    main()
