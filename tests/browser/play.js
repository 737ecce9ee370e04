// The page of `rithmo serve` used as a player uses it, in Debian's chromium driven by
// playwright-core (pinned by package-lock.json): a game of Barozzi's rules against the
// engine played by clicks, the board after every move checked against `rithmo position`
// applying the same moves; a game between two people at the screen; a bad move
// answered; axe-core finds no serious or critical violation; the page used at 360 px
// and at desktop width, with screenshots.
//
//   node play.js URL RITHMO SHOTS_DIR
"use strict";
const { chromium } = require("playwright-core");
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");

const [url, rithmo, shots] = process.argv.slice(2);
let failures = 0;
function fail(what) {
  console.log(`FAIL: ${what}`);
  failures++;
}

// The men as `rithmo position --notation` writes them after the moves: "odd R9 e5".
function positionAfter(preset, moves) {
  const args = ["position", "--preset", preset, "--notation"];
  if (moves.length) args.push("--apply", moves.join(","));
  const text = execFileSync(rithmo, args, { encoding: "utf8" });
  return text.split("\n").filter((l) => /^(odd|even) /.test(l)).sort();
}

async function boardOnPage(page) {
  const men = await page.$$eval("#board button[data-man]", (bs) =>
    bs.map((b) => `${b.dataset.army} ${b.dataset.man} ${b.dataset.square}${b.dataset.declared ? ` ${b.dataset.declared}` : ""}`));
  return men.sort();
}

async function movesOnPage(page) {
  return page.$$eval("#history > li", (items) => items.map((li) => li.dataset.move));
}

async function axe(page, where) {
  await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  for (const v of result.violations) {
    if (v.impact === "serious" || v.impact === "critical") {
      fail(`${where}: axe: ${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    }
  }
}

async function newGame(page, preset, vs) {
  await page.goto(url);
  await page.waitForSelector("body[data-ready=yes]");
  await page.selectOption("#preset", preset);
  await page.selectOption("#vs", vs);
  await page.selectOption("#level", "novice");
  await page.click("#start");
  await page.waitForSelector("#game:not([hidden]) #board button[data-square]");
}

// Clicks one of the side to move's men that has a move, then the square of its first
// move; returns the number of moves in the history after the page has answered.
async function playByClicks(page, nth) {
  const before = Number(await page.getAttribute("#board", "data-moves"));
  const game = await page.evaluate(() => state.game);
  const moves = game.moves.filter((m) => m.to && m.kind !== "declare");
  if (!moves.length) return before;
  const m = moves[(nth * 7) % moves.length];
  await page.click(`#board button[data-square="${m.from}"]`);
  const targets = await page.$$eval("#board td.target button", (bs) => bs.map((b) => b.dataset.square));
  if (!targets.includes(m.to)) fail(`the moves shown of ${m.from} (${targets}) lack ${m.to}`);
  const same = moves.filter((x) => x.from === m.from && x.to === m.to);
  if (same.length === 1) {
    await page.click(`#board button[data-square="${m.to}"]`);
  } else {
    await page.click(`#moves button[data-move="${m.word}"]`);
  }
  await page.waitForFunction((n) => Number(document.getElementById("board").dataset.moves) > n, before);
  if (same.length === 1) {
    // The keyboard's focus stays on the square clicked, on the board drawn afresh.
    const focused = await page.evaluate(() => document.activeElement?.dataset?.square);
    if (focused !== m.to) fail(`after the click on ${m.to} the focus is on ${focused}, not on the square`);
  }
  return Number(await page.getAttribute("#board", "data-moves"));
}

(async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
  });
  try {
    for (const [width, height, name] of [[1280, 900, "desktop"], [360, 740, "phone"]]) {
      const context = await browser.newContext({ viewport: { width, height }, bypassCSP: true });
      const page = await context.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(url);
      await page.waitForSelector("body[data-ready=yes]");
      await axe(page, `${name}: the new-game form`);

      // Barozzi's game against the engine, by clicks.
      await newGame(page, "barozzi", "engine");
      {
        // The declarations of a triumph (under Barozzi's rules a side has a hundred at
        // the opening): all of them in a folded list of their own; a man chosen shows
        // beside his moves those he stands in.
        const game = await page.evaluate(() => state.game);
        const words = game.moves.filter((m) => m.kind === "declare").map((m) => m.word);
        if (!words.length) fail(`${name}: no declaration at Barozzi's opening`);
        const listed = await page.$$eval("#declaration-list button", (bs) => bs.map((b) => b.dataset.move));
        if (JSON.stringify([...listed].sort()) !== JSON.stringify([...words].sort())) {
          fail(`${name}: ${listed.length} declarations listed of ${words.length}`);
        }
        if ((await page.getAttribute("#declarations", "open")) !== null) fail(`${name}: the declarations are not folded`);
        const movers = new Set(game.moves.filter((m) => m.from).map((m) => m.from));
        const word = words.find((w) => w.slice(w.indexOf(":") + 1).split(",").some((sq) => movers.has(sq)));
        const square = word.slice(word.indexOf(":") + 1).split(",").find((sq) => movers.has(sq));
        await page.click(`#board button[data-square="${square}"]`);
        const shown = await page.$$eval("#moves button", (bs) => bs.map((b) => b.dataset.move));
        const his = words.filter((w) => w.slice(w.indexOf(":") + 1).split(",").includes(square));
        const declared = shown.filter((w) => w.startsWith("declare:"));
        if (JSON.stringify(declared.sort()) !== JSON.stringify(his.sort())) {
          fail(`${name}: ${square} shows ${declared.length} declarations, not the ${his.length} he stands in`);
        }
      }
      let played = 0;
      for (let i = 0; i < 6; i++) {
        played = await playByClicks(page, i);
        const moves = await movesOnPage(page);
        if (moves.length !== played) fail(`${name}: ${played} moves counted, ${moves.length} listed`);
        const want = positionAfter("barozzi", moves);
        const have = await boardOnPage(page);
        if (JSON.stringify(want) !== JSON.stringify(have)) {
          fail(`${name}: after ${moves.join(",")}, the page's board is not rithmo position's`);
          console.log("  page:", have.filter((x) => !want.includes(x)).join("; "));
          console.log("  rithmo position:", want.filter((x) => !have.includes(x)).join("; "));
        }
        const engine = await page.$$eval("#history > li", (items) => items.filter((li) => li.dataset.engine).length);
        if (engine !== Math.floor(played / 2)) fail(`${name}: ${engine} engine replies to ${played} moves`);
      }
      // The page can be scrolled and used at this width: no part of it is wider.
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (wide > 0) fail(`${name}: the page is ${wide} px wider than the window`);
      await axe(page, `${name}: a game in progress`);
      if (shots) {
        await page.locator(name === "phone" ? ".board-wrap" : "#game").screenshot({
          path: path.join(shots, `serve-barozzi-${name}.png`),
        });
      }

      // A move the rules refuse is answered on the page; the board stays as it was.
      const board = await boardOnPage(page);
      await page.fill("#word", "a1-a16");
      await page.click("#word-form button");
      await page.waitForFunction(() => document.getElementById("message").textContent.length > 0);
      const message = await page.textContent("#message");
      if (!/not a legal move/.test(message)) fail(`${name}: a refused move says '${message}'`);
      if (JSON.stringify(board) !== JSON.stringify(await boardOnPage(page))) fail(`${name}: a refused move changed the board`);

      // Take back: the player's last move and the engine's reply.
      const before = Number(await page.getAttribute("#board", "data-moves"));
      await page.click("#back");
      await page.waitForFunction((n) => Number(document.getElementById("board").dataset.moves) < n, before);
      const after = Number(await page.getAttribute("#board", "data-moves"));
      if (after !== before - 2) fail(`${name}: back took ${before - after} moves, not 2`);

      // The record downloads and names the moves of the page.
      const record = await page.evaluate(async () => (await fetch(document.getElementById("record-link").href)).text());
      const words = record.split("\n").filter((l) => l.startsWith("moves ")).flatMap((l) => l.split(" ").slice(1));
      if (JSON.stringify(words) !== JSON.stringify(await movesOnPage(page))) fail(`${name}: the record's moves are not the page's`);

      // Two people at one screen, Fulke's first kind: each click-move is one move.
      await newGame(page, "fulke-1", "person");
      for (let i = 0; i < 4; i++) {
        const n = await playByClicks(page, i + 3);
        if (n !== i + 1) fail(`${name}: two players: ${n} moves after ${i + 1} clicks`);
      }
      const want = positionAfter("fulke-1", await movesOnPage(page));
      if (JSON.stringify(want) !== JSON.stringify(await boardOnPage(page))) fail(`${name}: two players: the board is not rithmo position's`);

      if (errors.length) fail(`${name}: errors in the page: ${errors.join("; ")}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  if (failures) process.exit(1);
  console.log("browser: the page plays Barozzi's game by clicks, its board always rithmo position's; axe finds nothing serious");
})().catch((e) => {
  console.log(`FAIL: ${e.stack || e}`);
  process.exit(1);
});
