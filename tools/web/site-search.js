// The search of `rithmo site`: reads the index search-index.js sets
// (window.RITHMO_SEARCH: [what, address, text] entries) and lists the entries that hold
// the query, from the disk, with no server. A number is matched whole (225, not 2250);
// a word anywhere, its case and accents ignored.
"use strict";
(function () {
  const index = window.RITHMO_SEARCH || [];
  const form = document.querySelector("form[role=search]");
  const input = document.getElementById("q");
  const results = document.getElementById("results");
  const status = document.getElementById("status");
  const fold = (s) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  const folded = index.map((e) => fold(e[0] + " " + e[2]));
  const limit = 500;

  function matcher(query) {
    const q = fold(query.trim());
    if (/^[0-9]+$/.test(q)) {
      const whole = new RegExp("(^|[^0-9])" + q + "([^0-9]|$)");
      return (text) => whole.test(text);
    }
    const words = q.split(/\s+/).filter((w) => w.length > 0);
    return (text) => words.every((w) => text.includes(w));
  }

  function show(query) {
    results.replaceChildren();
    if (query.trim() === "") {
      status.textContent = "";
      return;
    }
    const match = matcher(query);
    let found = 0;
    for (let i = 0; i < index.length; i++) {
      if (!match(folded[i])) continue;
      found++;
      if (found > limit) continue;
      const li = document.createElement("li");
      const a = document.createElement("a");
      a.href = index[i][1];
      a.textContent = index[i][0];
      li.appendChild(a);
      results.appendChild(li);
    }
    status.textContent =
      found === 0 ? "Nothing holds \u201c" + query + "\u201d." :
      found + (found === 1 ? " entry holds" : " entries hold") + " \u201c" + query + "\u201d" +
      (found > limit ? " (the first " + limit + " listed)." : ".");
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const url = new URL(window.location.href);
    url.searchParams.set("q", input.value);
    try {
      window.history.replaceState(null, "", url);
    } catch (e) {
      // A page opened from the disk may refuse to change its address: the results show all the same.
    }
    show(input.value);
  });
  const initial = new URL(window.location.href).searchParams.get("q");
  if (initial) {
    input.value = initial;
    show(initial);
  }
})();
