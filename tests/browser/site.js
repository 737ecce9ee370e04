// The static site of `rithmo site` read from the disk (file:// addresses, no server) in
// Debian's chromium driven by playwright-core (pinned by package-lock.json): from the
// home page to the 1563 print's "5 45 225", to its place in the apparatus and back by
// clicks; from each edge of the stemma to a place that carries it and a book's row;
// the search of a number and of a word; axe-core finds no serious or critical
// violation; the home page and the finding at 360 px and at desktop width, with
// screenshots; a site made from a title that is markup and a script shows it as text
// and runs nothing.
//
//   node site.js SITE_DIR HOSTILE_SITE_DIR SHOTS_DIR
"use strict";
const { chromium } = require("playwright-core");
const path = require("path");
const { pathToFileURL } = require("url");

const [site, hostile, shots] = process.argv.slice(2);
let failures = 0;
function fail(what) {
  console.log(`FAIL: ${what}`);
  failures++;
}
function ok(what) {
  console.log(`ok: ${what}`);
}
const fileUrl = (dir, page) => pathToFileURL(path.join(path.resolve(dir), page)).href;
const print = "book-fulke-1563-print.html";
const rowId = "musical-proportion.page-0060.l25";
const findingId = `${rowId}.erratum`;

// axe-core on the page as it stands; each serious or critical violation is a failure,
// with the targets of (at most 5 of) its nodes. `context` limits the run (axe's
// include/exclude), the whole document by default.
async function axe(page, where, context) {
  await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
  const result = await page.evaluate((ctx) => window.axe.run(ctx || document, { resultTypes: ["violations"] }), context || null);
  let bad = 0;
  for (const v of result.violations) {
    if (v.impact === "serious" || v.impact === "critical") {
      bad++;
      const nodes = v.nodes.slice(0, 5).map((n) => n.target.join(" ")).join(", ");
      const more = v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : "";
      fail(`${where}: axe: ${v.id} (${v.impact}): ${v.help} at ${nodes}${more}`);
    }
  }
  if (!bad) ok(`${where}: axe finds no serious or critical violation`);
}

// From the home page to the finding on "5 45 225", its place in the apparatus, and back.
async function walk(page) {
  await page.goto(fileUrl(site, "index.html"));
  await Promise.all([page.waitForURL((u) => u.pathname.endsWith(`/${print}`)), page.click(`a[href="${print}"]`)]);
  ok(`the home page links to ${print}`);

  const finding = page.locator(`[id="${findingId}"]`);
  if (!(await finding.count())) return fail(`${print} has no finding ${findingId}`);
  const text = await finding.innerText();
  if (!/(^|[^0-9])25 45 225([^0-9]|$)/.test(text)) fail(`the finding ${findingId} does not give "25 45 225": ${text}`);
  else ok(`the finding on 5 45 225 reads 25 45 225`);

  const apparatus = finding.locator('a[href^="work-musical-proportion.html#place-"]');
  if ((await apparatus.count()) !== 1) return fail(`the finding ${findingId} has ${await apparatus.count()} links into work-musical-proportion.html`);
  const linkText = await apparatus.innerText();
  if (!/the apparatus of musical-proportion, place \d+/.test(linkText)) fail(`the apparatus link reads "${linkText}"`);
  await Promise.all([page.waitForURL((u) => u.pathname.endsWith("/work-musical-proportion.html")), apparatus.click()]);
  const hash = new URL(page.url()).hash;
  if (!/^#place-\d+$/.test(hash)) return fail(`the apparatus link led to ${page.url()}, not work-musical-proportion.html#place-N`);
  const place = hash.slice(1);
  const target = await page.evaluate(() => document.querySelector(":target")?.id);
  if (target !== place) fail(`on work-musical-proportion.html${hash} the :target is ${target}, not ${place}`);
  const row = page.locator(`tr[id="${place}"]`);
  if (!(await row.count())) return fail(`work-musical-proportion.html has no row ${place}`);

  // The print's column: the siglum of the witness whose table is the print's musical-proportion.
  const cell = await page.evaluate(({ place, print, rowId }) => {
    const sigla = [...document.querySelectorAll("table:not(.apparatus) tbody tr")]
      .filter((tr) => tr.querySelector(`a[href="${print}#musical-proportion"]`))
      .map((tr) => tr.querySelector("th")?.textContent.trim());
    const apparatus = document.querySelector("table.apparatus") || document.getElementById(place)?.closest("table");
    const heads = [...apparatus.querySelectorAll("thead th")].map((th) => th.textContent.trim());
    const column = sigla.length === 1 ? heads.indexOf(sigla[0]) : -1;
    const cells = [...document.getElementById(place).children];
    const link = document.getElementById(place).querySelector(`a[href="${print}#${rowId}"]`);
    return {
      sigla, column,
      text: column >= 0 ? cells[column]?.innerText : null,
      linked: column >= 0 && !!cells[column]?.querySelector(`a[href="${print}#${rowId}"]`),
      link: !!link,
    };
  }, { place, print, rowId });
  if (cell.sigla.length !== 1 || cell.column < 0) {
    fail(`the witnesses of work-musical-proportion.html name the print's musical-proportion as ${JSON.stringify(cell.sigla)}, column ${cell.column}`);
  } else if (!cell.linked) {
    fail(`in ${place}, the column ${cell.sigla[0]} has no link back to ${print}#${rowId}: ${cell.text}`);
  } else if (!/page-0060:25\b/.test(cell.text)) {
    fail(`in ${place}, the reading of ${cell.sigla[0]} does not show page-0060:25: ${cell.text}`);
  } else {
    ok(`the apparatus link leads to ${hash}, the :target, whose column ${cell.sigla[0]} reads "${cell.text.replace(/\s+/g, " ").trim()}"`);
  }
  if (!cell.link) return fail(`the row ${place} has no link back to ${print}#${rowId}`);

  const back = row.locator(`a[href="${print}#${rowId}"]`);
  await Promise.all([page.waitForURL((u) => u.pathname.endsWith(`/${print}`)), back.click()]);
  const state = await page.evaluate(() => ({ id: document.querySelector(":target")?.id, text: document.querySelector(":target")?.innerText }));
  if (state.id !== rowId) fail(`back on ${print}, the :target is ${state.id}, not ${rowId} (${page.url()})`);
  else if (!/page-0060:25\b/.test(state.text)) fail(`back on ${print}, the row ${rowId} does not show page-0060:25`);
  else ok(`the link back leads to ${print}#${rowId}, the :target, showing page-0060:25`);
}

// From the stemma, every edge that rests on the tables: its first place of evidence, by
// a click, is the :target row of its work's apparatus, and a reading there leads, by a
// click, to the row of a book that prints it.
async function edges(page) {
  await page.goto(fileUrl(site, "stemma.html"));
  const ids = await page.$$eval("ol.edges > li", (lis) => lis.filter((li) => li.querySelector('ul.evidence a[href*="#place-"]')).map((li) => li.id));
  if (!ids.length) return fail("stemma.html: no edge links to a place of the apparatus");
  for (const id of ids) {
    await page.goto(`${fileUrl(site, "stemma.html")}#${id}`);
    const link = page.locator(`li[id="${id}"] ul.evidence a[href*="#place-"]`).first();
    const href = await link.getAttribute("href");
    const [file, place] = href.split("#");
    await Promise.all([page.waitForURL((u) => u.pathname.endsWith(`/${file}`) && u.hash === `#${place}`), link.click()]);
    const target = await page.evaluate(() => document.querySelector(":target")?.id);
    if (target !== place) {
      fail(`edge ${id}: ${href} leads to the :target ${target}`);
      continue;
    }
    const reading = page.locator(`tr[id="${place}"] td.reading a[href^="book-"]`).first();
    if (!(await reading.count())) {
      fail(`edge ${id}: the place ${href} links to no book's row`);
      continue;
    }
    const rowHref = await reading.getAttribute("href");
    const [book, rowId] = rowHref.split("#");
    await Promise.all([page.waitForURL((u) => u.pathname.endsWith(`/${book}`)), reading.click()]);
    const row = await page.evaluate(() => document.querySelector(":target")?.id);
    if (row !== rowId) fail(`edge ${id}: ${rowHref} leads to the :target ${row}`);
    else ok(`edge ${id}: ${href}, then ${rowHref}`);
  }
}

async function results(page) {
  return page.$$eval("#results li", (lis) => lis.map((li) => ({ text: li.innerText, href: li.querySelector("a")?.getAttribute("href") })));
}

async function search(page) {
  const whole = /(^|[^0-9])225([^0-9]|$)/;
  const check225 = async (how) => {
    await page.waitForSelector("#results li", { timeout: 10000 }).catch(() => {});
    const found = await results(page);
    const status = await page.textContent("#status");
    if (!found.length) return fail(`search ${how}: no results (status: "${status}")`);
    if (!found.some((r) => r.href === `${print}#${rowId}`)) fail(`search ${how}: no result links to ${print}#${rowId}`);
    const stray = found.filter((r) => !whole.test(r.text));
    if (stray.length) {
      fail(`search ${how}: ${stray.length} of ${found.length} results do not hold 225 as a whole number, e.g. ${stray.slice(0, 3).map((r) => `"${r.text}" (${r.href})`).join("; ")}`);
    } else {
      ok(`search ${how}: ${found.length} result(s), each holding 225, one of them ${print}#${rowId} (status: "${status}")`);
    }
  };

  await page.goto(fileUrl(site, "search.html"));
  await page.fill("#q", "225");
  await page.press("#q", "Enter");
  await check225('"225" typed and Enter');

  await page.fill("#q", "uittoria");
  await page.press("#q", "Enter");
  await page.waitForFunction(() => {
    const a = document.querySelector("#results li a");
    return (a && !/(^|[^0-9])225([^0-9]|$)/.test(a.textContent)) || /Nothing/.test(document.getElementById("status").textContent);
  }, null, { timeout: 10000 }).catch(() => {});
  const words = await results(page);
  if (!words.length) fail(`search "uittoria": no results (status: "${await page.textContent("#status")}")`);
  else if (!words.some((r) => (r.href || "").startsWith("book-barozzi-1572.html"))) fail(`search "uittoria": no result links into book-barozzi-1572.html: ${words.map((r) => r.href).join(", ")}`);
  else ok(`search "uittoria": ${words.length} result(s), one of them ${words.find((r) => r.href.startsWith("book-barozzi-1572.html")).href}`);

  await page.goto(`${fileUrl(site, "search.html")}?q=225`);
  await check225("search.html?q=225");
  // The page after a search, for axe.
}

// At each width: no sideways scroll of the page as a whole (wide tables scroll in
// their own div.scroll), and a screenshot of the window.
async function widths(browser) {
  for (const [width, height, name] of [[360, 740, "360"], [1280, 900, "desktop"]]) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    for (const [file, shot] of [["index.html", "home"], [`${print}#${rowId}`, "finding"]]) {
      await page.goto(fileUrl(site, file.split("#")[0]) + (file.includes("#") ? `#${file.split("#")[1]}` : ""));
      if (shot === "finding") {
        const target = await page.evaluate(() => document.querySelector(":target")?.id);
        if (target !== rowId) fail(`${name}: ${file}: the :target is ${target}`);
      }
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (width === 360 && wide > 1) {
        // What sticks out: the text (an unbroken word) past the window's edge, outside a div.scroll.
        const culprits = await page.evaluate(() => {
          const out = new Map();
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let n; (n = walker.nextNode());) {
            const e = n.parentElement;
            if (e.closest(".scroll")) continue;
            const range = document.createRange();
            range.selectNodeContents(n);
            const right = Math.max(0, ...[...range.getClientRects()].map((r) => r.right));
            if (right <= window.innerWidth + 1) continue;
            const word = n.textContent.split(/\s+/).sort((a, b) => b.length - a.length)[0].slice(0, 40);
            const where = `${e.tagName.toLowerCase()}${e.className ? "." + String(e.className).replace(/ /g, ".") : ""}` +
              `${e.closest("dl") && e.closest("dl").className ? " in dl." + e.closest("dl").className : ""}`;
            if (!out.has(where)) out.set(where, `${where} (right edge ${Math.round(right)} px, "${word}")`);
          }
          return [...out.values()].slice(0, 5);
        });
        fail(`360 px: ${file} scrolls sideways: ${wide} px wider than the window; sticking out: ${culprits.join("; ")}`);
      } else if (width === 360) {
        ok(`360 px: ${file} does not scroll sideways`);
      }
      await page.screenshot({ path: path.join(shots, `site-${shot}-${name}.png`) });
    }
    ok(`${name}: screenshots site-home-${name}.png, site-finding-${name}.png`);
    await context.close();
  }
}

// The site made from a title that is markup: shown as text, nothing run.
async function hostileSite(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const dialogs = [];
  page.on("dialog", (d) => {
    dialogs.push(`${d.type()} "${d.message()}"`);
    d.dismiss().catch(() => {});
  });
  const title = '<script>alert("title")</script>';
  for (const file of ["index.html", print]) {
    dialogs.length = 0;
    await page.goto(fileUrl(hostile, file));
    await page.waitForTimeout(300);
    const seen = await page.evaluate((title) => ({
      literal: document.body.innerText.includes(title),
      inline: document.querySelectorAll("script:not([src])").length,
      imgs: [...document.querySelectorAll("img")].filter((i) => i.getAttribute("src") === "x").length,
      handlers: [...document.querySelectorAll("*")].filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name))).length,
    }), title);
    const bad = [];
    if (dialogs.length) bad.push(`a script ran: ${dialogs.join(", ")}`);
    if (!seen.literal) bad.push(`the title does not show as text (${title})`);
    if (seen.inline) bad.push(`${seen.inline} inline scripts`);
    if (seen.imgs) bad.push(`${seen.imgs} img with src "x"`);
    if (seen.handlers) bad.push(`${seen.handlers} elements with an on* attribute`);
    if (bad.length) bad.forEach((b) => fail(`hostile site: ${file}: ${b}`));
    else ok(`hostile site: ${file} shows the title as text and runs nothing`);
  }
  await context.close();
}

(async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));

    await walk(page);
    await edges(page);
    await search(page);
    await axe(page, "search.html after a search");
    // The whole of each page, the book's too: its ~830 rows take axe about 10 s.
    for (const file of ["index.html", print, "work-musical-proportion.html", "stemma.html", "rules.html"]) {
      await page.goto(fileUrl(site, file));
      await axe(page, file);
    }
    if (errors.length) fail(`errors in the pages: ${errors.join("; ")}`);
    else ok("no script error in the pages");
    await context.close();

    await widths(browser);
    await hostileSite(browser);
  } finally {
    await browser.close();
  }
  if (failures) process.exit(1);
  console.log("browser: the site walks from a finding to its apparatus and back, searches, reads at 360 px, and shows a hostile title as text; axe finds nothing serious");
})().catch((e) => {
  console.log(`FAIL: ${e.stack || e}`);
  process.exit(1);
});
