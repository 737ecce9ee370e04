#!/usr/bin/env python3
"""rithmo engine under random sequences of commands, as a careless program might send
them: new games under every preset with readings that may not fit (a board too short
for the arrays), positions in the project's text on every board, some with a move that
is not legal, the game's moves sent again longer or shorter, searches of every kind,
stop, options, the board drawn. After every command the engine must answer `isready`
with `readyok`, so that it neither exits nor hangs; at the end `quit` exits 0.

    RITHMO=build/rithmo python3 tests/tools/engine_fuzz.py [SEED...] [--commands N]

The seeds make the sequences (default 1 2 3; the test suite gives 1 to 8); --commands
the commands a seed sends (default 150).
"""

import os
import random
import subprocess
import sys

PRESETS = ["fulke-1", "fulke-2", "fulke-3", "du-coeur", "savard", "boissiere", "boissiere-other", "barozzi"]
BOARDS = ["8x16", "8x12", "8x10", "8x9"]
PARAMS = ["king-flies=yes", "multiplication=spaces", "capture-by-leaping=yes", "blockade-wins=yes",
          "victory=bodies,men=2", "board=8x12", "board=8x9", "reentry=none", "division=none",
          "victory=greater", "victory=honour,men=3,sum=50"]
SEARCHES = ["go depth 1", "go depth 2", "go nodes 300", "go movetime 5", "go eventime 50 oddtime 50"]
OPTIONS = ["Hash value 1", "Threads value 2", "Threads value 1", "Level value novice", "Preset value savard",
           "Param value board=8x12", "Seed value 7"]


class Died(Exception):
    pass


class Engine:
    def __init__(self, rithmo):
        self.proc = subprocess.Popen([rithmo, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True, bufsize=1,
                                     errors="replace")
        self.sent = []

    def send(self, line):
        self.sent.append(line)
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError as e:
            raise Died("the engine closed its input") from e

    def until(self, prefix):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise Died("the engine ended (status %s); last lines: %s" % (self.proc.wait(), lines[-3:]))
            lines.append(line.rstrip("\n"))
            if line.startswith(prefix):
                return lines


def text_position(rng):
    board = rng.choice(BOARDS)
    ranks = int(board.split("x")[1])
    lines = ["rithmo-position", "board " + board, "to-move " + rng.choice(["odd", "even"]),
             "victory bodies men=%d" % rng.randrange(1, 4)]
    for _ in range(rng.randrange(1, 7)):
        lines.append("%s %s%d %s%d" % (rng.choice(["odd", "even"]), rng.choice("RTS"), rng.randrange(1, 100),
                                      "abcdefgh"[rng.randrange(8)], rng.randrange(1, ranks + 1)))
    return "position text " + "|".join(lines) + (" moves zz9" if rng.random() < 0.3 else "")


def run(rithmo, seed, commands):
    e = Engine(rithmo)
    try:
        play(e, random.Random(seed), commands)
    except Died as d:
        raise Died("%s; the last commands: %s" % (d, e.sent[-6:])) from d


def play(e, rng, commands):
    e.send("uci")
    e.until("uciok")
    moves, legal = [], []
    for _ in range(commands):
        r = rng.random()
        if r < 0.08:
            words = ["ucinewgame", "preset", rng.choice(PRESETS)]
            for _ in range(rng.randrange(3)):
                words += ["param", rng.choice(PARAMS)]
            e.send(" ".join(words))
            moves, legal = [], []
        elif r < 0.14:
            e.send(text_position(rng))
            moves, legal = [], []
        elif r < 0.5:
            if legal and rng.random() < 0.9:
                moves.append(rng.choice(legal))
            elif moves:
                moves = moves[:rng.randrange(len(moves))]
            e.send("position opening moves " + " ".join(moves))
        elif r < 0.7:
            e.send("legal")
            legal = e.until("legal")[-1].split()[1:]
        elif r < 0.85:
            e.send(rng.choice(SEARCHES))
            e.until("bestmove")
        elif r < 0.9:
            e.send("go infinite")
            e.send("stop")
            e.until("bestmove")
        elif r < 0.95:
            e.send("setoption name " + rng.choice(OPTIONS))
        else:
            e.send("board")
        e.send("isready")
        e.until("readyok")
    e.send("quit")
    status = e.proc.wait(timeout=60)
    if status != 0:
        raise Died("quit: exit %d" % status)


def main():
    rithmo = os.environ.get("RITHMO")
    if not rithmo:
        sys.exit("set RITHMO to the rithmo binary")
    args = sys.argv[1:]
    commands = 150
    if "--commands" in args:
        i = args.index("--commands")
        commands = int(args[i + 1])
        del args[i:i + 2]
    seeds = [int(a) for a in args] or [1, 2, 3]
    failed = False
    for seed in seeds:
        try:
            run(rithmo, seed, commands)
        except Died as d:
            failed = True
            print("FAIL: seed %d: %s" % (seed, d))
    if failed:
        sys.exit(1)
    print("engine: %d random sequences of %d commands, every one answered" % (len(seeds), commands))


if __name__ == "__main__":
    main()
