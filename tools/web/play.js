// The page of `rithmo serve`: a game of any preset against the engine or another
// person, through the server's JSON interface (docs/serve.md). Text from the server
// reaches the page only as text (textContent), never as markup.
"use strict";

const state = { presets: [], game: null, selected: null };

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v;
    else if (k.startsWith("data-") || k.startsWith("aria-") || k === "role") e.setAttribute(k, v);
    else e[k] = v;
  }
  for (const c of children) e.append(c);
  return e;
}

async function call(method, path, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const response = await fetch(path, options);
  const data = await response.json().catch(() => ({ error: "the server's answer is not JSON" }));
  if (!response.ok) throw new Error(data.error || `the server answered ${response.status}`);
  return data;
}

function say(text) {
  document.getElementById("message").textContent = text;
}

// --- a new game

function presetByName(name) {
  return state.presets.find((p) => p.name === name);
}

function showReadings() {
  const box = document.getElementById("readings");
  box.replaceChildren();
  const preset = presetByName(document.getElementById("preset").value);
  if (!preset) return;
  const list = el("dl", { class: "readings" });
  preset.readings.forEach((r, i) => {
    const id = `reading-${i}`;
    let input;
    if (r.choices) {
      input = el("select", { id, "data-reading": r.name });
      for (const c of r.choices) input.append(el("option", { value: c, selected: c === r.value }, c));
    } else {
      input = el("input", { id, "data-reading": r.name, value: r.value, spellcheck: false });
    }
    input.dataset.preset = r.value;
    list.append(
      el("dt", {}, el("label", { htmlFor: id }, r.name)),
      el("dd", {}, input, el("span", { class: "help" }, ` ${r.help || ""}`),
        el("span", { class: "source" }, ` Source: ${r.source}`)));
  });
  box.append(list);
}

function chosenReadings() {
  const params = [];
  for (const input of document.querySelectorAll("[data-reading]")) {
    const value = input.value.trim();
    // A game record writes a reading without spaces: a victory's fields by commas.
    if (value !== input.dataset.preset) params.push(`${input.dataset.reading}=${value.replace(/\s+/g, ",")}`);
  }
  return params;
}

function common() {
  return {
    vs: document.getElementById("vs").value,
    side: document.getElementById("side").value,
    level: document.getElementById("level").value,
  };
}

async function start(event) {
  event.preventDefault();
  try {
    const body = { preset: document.getElementById("preset").value, params: chosenReadings(), ...common() };
    show(await call("POST", "/api/games", body));
  } catch (e) {
    say(e.message);
    document.getElementById("game").hidden = state.game === null;
    alertNew(e.message);
  }
}

function alertNew(text) {
  let p = document.getElementById("new-message");
  if (!p) {
    p = el("p", { id: "new-message", role: "alert" });
    document.getElementById("new-form").append(p);
  }
  p.textContent = text;
}

async function load(event) {
  event.preventDefault();
  const file = document.getElementById("record-file").files[0];
  if (!file) return alertNew("Choose a game record first.");
  try {
    show(await call("POST", "/api/games", { record: await file.text(), ...common() }));
  } catch (e) {
    alertNew(e.message);
  }
}

// --- the game

function humanToMove() {
  const g = state.game;
  return g && !g.over && (g.vs === "person" || g.to_move === g.human);
}

function manAt(square) {
  return state.game.men.find((m) => m.square === square);
}

function manLabel(m) {
  if (!m.declared) return `${m.army} ${m.man}`;
  return `${m.army} ${m.man}, declared${m.declared_by === m.army ? "" : ` by ${m.declared_by}`}`;
}

function drawBoard() {
  const g = state.game;
  const { files, ranks, camp_depth: camp, file_names: fileNames, rank_names: rankNames } = g.board;
  const table = document.getElementById("board");
  document.getElementById("board-caption").textContent =
    `The board, ${files} by ${ranks}: ${g.preset} (${g.victory}); the odd army's end at the foot`;
  const head = el("tr", {}, el("td", {}));
  for (const f of fileNames) head.append(el("th", { scope: "col" }, f));
  table.tHead.replaceChildren(head);
  const targets = new Set(movesOf(state.selected).filter((m) => m.to).map((m) => m.to));
  const rows = [];
  for (let r = ranks - 1; r >= 0; --r) {
    const row = el("tr", {}, el("th", { scope: "row" }, rankNames[r]));
    for (let f = 0; f < files; ++f) {
      const square = fileNames[f] + rankNames[r];
      const m = manAt(square);
      const classes = [(f + r) % 2 ? "light" : "dark"];
      if (r < camp) classes.push("camp-odd");
      if (r >= ranks - camp) classes.push("camp-even");
      if (square === state.selected) classes.push("selected");
      if (targets.has(square)) classes.push("target");
      const button = el("button", {
        type: "button",
        "data-square": square,
        "aria-label": `${square}: ${m ? manLabel(m) : "empty"}${targets.has(square) ? ", a move of the chosen man" : ""}`,
      });
      if (m) {
        button.dataset.man = m.man;
        button.dataset.army = m.army;
        // As the position notation marks him: "declared", or "declared-by-ARMY" for the
        // adversary's triumph.
        if (m.declared) button.dataset.declared = m.declared_by === m.army ? "declared" : `declared-by-${m.declared_by}`;
        const text = m.army === "even" ? m.man.toUpperCase() : m.man.toLowerCase();
        button.append(el("span", { class: `man ${m.army} ${m.king ? "king" : m.shape}`, "aria-hidden": "true" },
          m.king ? `${m.value}` : `${m.value}`, m.declared ? "*" : ""));
        button.title = `${square} ${text}`;
      }
      button.addEventListener("click", () => clickSquare(square));
      row.append(el("td", { class: classes.join(" ") }, button));
    }
    rows.push(row);
  }
  table.tBodies[0].replaceChildren(...rows);
}

function movesOf(square) {
  const g = state.game;
  if (!g || !square) return [];
  return g.moves.filter((m) => m.from === square);
}

function listMoves() {
  const g = state.game;
  const list = document.getElementById("moves");
  const selected = document.getElementById("selected");
  let moves = [];
  if (!humanToMove()) {
    selected.textContent = g.over ? "The game is over." : "The engine is to move.";
  } else if (state.selected) {
    moves = movesOf(state.selected);
    const m = manAt(state.selected);
    selected.textContent = `${moves.length} move${moves.length === 1 ? "" : "s"} of ${state.selected} ${m ? m.man : ""}:`;
  } else {
    selected.textContent = "Choose one of your men to see its moves.";
  }
  // The declarations of a triumph: with a man chosen, those he stands in beside his
  // moves; all of them in a list of their own, folded (under Barozzi's rules a side may
  // have a hundred at the opening).
  const declarations = humanToMove() ? g.moves.filter((m) => m.kind === "declare") : [];
  const declared = (m) => m.word.slice(m.word.indexOf(":") + 1).split(",");
  const his = state.selected ? declarations.filter((m) => declared(m).includes(state.selected)) : [];
  const button = (m) =>
    el("li", {}, el("button", { type: "button", "data-move": m.word, onclick: () => play(m.word) }, m.text));
  list.replaceChildren(...moves.concat(his).map(button));
  document.getElementById("declaration-list").replaceChildren(...declarations.map(button));
  const box = document.getElementById("declarations");
  box.hidden = declarations.length === 0;
  box.querySelector("summary").textContent =
    `Declare a triumph: ${declarations.length} set${declarations.length === 1 ? "" : "s"} of men`;
}

function drawTaken() {
  const g = state.game;
  const dl = document.getElementById("taken");
  dl.replaceChildren();
  for (const army of ["odd", "even"]) {
    const t = g.taken[army];
    dl.append(el("dt", {}, `by ${army}: ${t.units} men, sum ${t.sum}`),
      el("dd", {}, t.men.length ? t.men.join(" ") : "none"));
  }
}

function drawHistory() {
  const list = document.getElementById("history");
  list.replaceChildren();
  for (const h of state.game.history) {
    const item = el("li", { "data-move": h.move }, `${h.side}${h.engine ? " (engine)" : ""}: ${h.move}`);
    if (h.engine) item.dataset.engine = "yes";
    if (h.captures.length) {
      const notes = el("ul", { class: "captures" });
      for (const c of h.captures) notes.append(el("li", {}, c.text));
      item.append(notes);
    }
    list.append(item);
  }
  list.scrollTop = list.scrollHeight;
}

function status() {
  const g = state.game;
  const who = g.vs === "engine" ? `you play ${g.human} against the engine (${g.level})` : "two players";
  document.getElementById("status").textContent = g.over
    ? `The game is over: ${g.result}.`
    : `${g.preset}, ${who}: ${g.to_move} to move.`;
}

function show(game) {
  state.game = game;
  state.selected = null;
  document.getElementById("game").hidden = false;
  document.getElementById("record-link").href = `/api/games/${game.id}/record`;
  document.getElementById("board").dataset.moves = String(game.history.length);
  say("");
  drawBoard();
  listMoves();
  drawTaken();
  drawHistory();
  status();
}

function clickSquare(square) {
  const g = state.game;
  if (!humanToMove()) return;
  if (state.selected) {
    const here = movesOf(state.selected).filter((m) => m.to === square);
    if (here.length === 1) return play(here[0].word, square);
    if (here.length > 1) {
      say(`Several moves reach ${square}: choose one in the list.`);
      return;
    }
  }
  const m = manAt(square);
  state.selected = m && m.army === g.to_move && movesOf(square).length ? square : null;
  if (m && m.army === g.to_move && !state.selected) say(`${square} ${m.man} has no move.`);
  else say("");
  drawBoard();
  listMoves();
  document.querySelector(`#board button[data-square="${square}"]`)?.focus();
}

// Plays a move; made by a click, the keyboard's focus stays on the square clicked (the
// board is drawn afresh), so that a player at the keyboard goes on from there.
async function play(word, focusSquare) {
  try {
    show(await call("POST", `/api/games/${state.game.id}/move`, { move: word }));
    document.getElementById("word").value = "";
    if (focusSquare) document.querySelector(`#board button[data-square="${focusSquare}"]`)?.focus();
  } catch (e) {
    say(e.message);
  }
}

async function back() {
  try {
    show(await call("POST", `/api/games/${state.game.id}/back`));
  } catch (e) {
    say(e.message);
  }
}

async function hint() {
  try {
    const h = await call("POST", `/api/games/${state.game.id}/hint`);
    say(`The engine would play ${h.move}.`);
  } catch (e) {
    say(e.message);
  }
}

async function init() {
  document.getElementById("new-form").addEventListener("submit", start);
  document.getElementById("load-form").addEventListener("submit", load);
  document.getElementById("word-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const word = document.getElementById("word").value.trim();
    if (word) play(word);
  });
  document.getElementById("back").addEventListener("click", back);
  document.getElementById("hint").addEventListener("click", hint);
  try {
    const data = await call("GET", "/api/presets");
    state.presets = data.presets;
    const preset = document.getElementById("preset");
    for (const p of data.presets) preset.append(el("option", { value: p.name }, `${p.name}: ${p.title}`));
    const level = document.getElementById("level");
    for (const l of data.levels) level.append(el("option", { value: l.name }, `${l.name}: ${l.description}`));
    // An address ending in ?preset=NAME opens with that preset chosen.
    const wanted = new URLSearchParams(window.location.search).get("preset");
    if (wanted && presetByName(wanted)) preset.value = wanted;
    preset.addEventListener("change", showReadings);
    showReadings();
    document.body.dataset.ready = "yes";
  } catch (e) {
    alertNew(e.message);
  }
}

init();
