// sow view's page in a real browser: Debian's headless Chromium, driven
// through the DevTools protocol by playwright-core. Opens Kalah's board,
// plays c1, follows the file as it is edited on disk (and broken), and
// replays the P001 fixture's finding to its endless sowing, draws the
// study's charts, and offers a turn's choice in a special hole. Screenshots go
// to target/browser-test/; the first draw and animation frame times are
// printed, not asserted.
import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import assert from "node:assert/strict";

const root = path.resolve(import.meta.dirname, "../..");
const sow = process.env.SOW_BIN || path.join(root, "target/debug/sow");
const out = path.join(root, "target/browser-test");
fs.mkdirSync(out, { recursive: true });
const servers = [];

// Starts `sow view FILE` and resolves to the URL it prints (with
// `keyed`, the keyed URL it prints after it, which any address serves).
function view(file, keyed = false) {
  const child = spawn(sow, ["view", file], { stdio: ["ignore", "pipe", "inherit"] });
  servers.push(child);
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`sow view exited with ${code}`)));
    createInterface({ input: child.stdout }).once("line", (line) => {
      const urls = line.match(/http:\/\/127\.0\.0\.1:\d+\/(k\/[0-9a-f]+\/)?/g) ?? [];
      const url = keyed ? urls.find((u) => u.includes("/k/")) : urls[0];
      url ? resolve(url) : reject(new Error(`no URL in ${line}`));
    });
  });
}

const count = (page, site) => page.getAttribute(site, "data-count").then(Number);
const idle = (page) => page.waitForSelector('body[data-busy="false"]');
const shot = (page, name) => page.screenshot({ path: path.join(out, `${name}.png`) });

async function kalah(browser) {
  const file = path.join(out, "kalah.sow.toml");
  const text = fs.readFileSync(path.join(root, "examples/kalah.sow.toml"), "utf8");
  fs.writeFileSync(file, text);
  const url = await view(file);
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForSelector('#hole-c1[data-count="4"]');
  await idle(page);
  // The first load of a browser just started is one figure; five more
  // loads of the same board say what a designer meets, on a machine that
  // may be busy.
  const cold = await page.evaluate(() => window.sowStats.firstDraw);
  const draws = [];
  for (let i = 0; i < 5; i++) {
    const again = await browser.newPage();
    await again.goto(url);
    await again.waitForSelector('#hole-c1[data-count="4"]');
    draws.push(await again.evaluate(() => window.sowStats.firstDraw));
    await again.close();
  }
  draws.sort((a, b) => a - b);
  const ms = (t) => t.toFixed(1);
  console.log(
    `first draw: ${ms(cold)} ms after the request in a browser just started; ` +
      `then a median of ${ms(draws[2])} ms over five loads (${ms(draws[0])} to ${ms(draws[4])})`,
  );
  assert.match(await page.textContent("#status"), /South to move/);
  assert.equal(await page.locator(".hole.legal").count(), 6);
  // The rules in words beside the board; pointing at the capture marks
  // the holes where it may fire: each player's own six.
  assert.match(await page.textContent("#rules"), /starts with four seeds/);
  const capture = page.locator("#rules .marks-holes").filter({ hasText: /opposite/ });
  assert.equal(await capture.count(), 1);
  await capture.hover();
  assert.equal(await page.locator(".hole.region-south").count(), 6);
  assert.equal(await page.locator("#hole-a1.region-south").count(), 1);
  assert.equal(await page.locator("#hole-a2.region-north").count(), 1);
  await shot(page, "kalah-rules");
  await page.hover("#title");
  assert.equal(await page.locator(".hole.region-south, .hole.region-north").count(), 0);
  await shot(page, "kalah-start");

  // c1's four seeds: d1, e1, f1 and the store, which moves again.
  await page.$eval("#speed", (el) => { el.value = "85"; });
  await page.click("#hole-c1");
  await page.waitForSelector('#hole-c1[data-count="0"]');
  await idle(page);
  assert.equal(await count(page, "#hole-d1"), 5);
  assert.equal(await count(page, "#hole-f1"), 5);
  assert.equal(await count(page, "#store-south"), 1);
  assert.equal(await count(page, "#hole-a2"), 4);
  assert.match(await page.textContent("#status"), /South to move/);
  assert.equal(await page.inputValue("#moves"), "c1");
  assert.equal(await page.locator(".hole.legal").count(), 5, "c1 is empty now");
  const frames = await page.evaluate(() => window.sowStats.frames);
  assert.equal(frames.length, 4, "a frame a seed");
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const scripts = frames.map((f) => f.script);
  console.log(
    `animation: ${frames.length} frames, drawing a seed ${mean(scripts).toFixed(2)} ms ` +
      `(at most ${Math.max(...scripts).toFixed(2)} ms); frame to frame ` +
      `${mean(frames.map((f) => f.frame)).toFixed(1)} ms`,
  );
  await shot(page, "kalah-c1");

  // Undo and redo.
  await page.click("#undo");
  await page.waitForSelector('#hole-c1[data-count="4"]');
  await idle(page);
  await page.click("#redo");
  await page.waitForSelector('#hole-c1[data-count="0"]');
  await idle(page);

  // Five seeds a hole on disk: the page reloads the rules and keeps c1,
  // which now reaches f2 past the store, so North moves.
  fs.writeFileSync(file, text.replace("seeds = 4", "seeds = 5"));
  await page.waitForSelector('#hole-f2[data-count="6"]', { timeout: 10000 });
  await idle(page);
  assert.equal(await count(page, "#hole-c1"), 0);
  assert.equal(await count(page, "#hole-d1"), 6);
  assert.match(await page.textContent("#status"), /North to move/);
  assert.equal(await page.inputValue("#moves"), "c1");
  await shot(page, "kalah-five-seeds");

  // A file that no longer checks shows its diagnostics instead.
  fs.writeFileSync(file, text.replace("seeds = 4", "seeds = \"four\""));
  await page.waitForSelector("#diagnostics pre", { timeout: 10000 });
  assert.equal(await page.isVisible("#board"), false);
  assert.equal(await page.isVisible("#undo"), false, "nothing to step through");
  assert.match(await page.textContent("#status"), /^1 diagnostic$/);
  await shot(page, "kalah-broken");
  fs.writeFileSync(file, text);
  await page.waitForSelector("#board", { state: "visible", timeout: 10000 });
  await page.waitForSelector('#hole-d1[data-count="5"]', { timeout: 10000 });
  await idle(page);
  assert.equal(await page.isVisible("#diagnostics"), false);
  await page.close();
}

// A new page of `sow view FILE` (relative to the root), once it offers
// a move (`legal`: where, a hole by default).
async function open(browser, file, legal = ".hole.legal") {
  const url = await view(path.join(root, file));
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForSelector(legal);
  await idle(page);
  return page;
}

async function endless(browser) {
  const page = await open(browser, "tests/fixtures/P001-endless-sowing.sow.toml");
  await page.click("#load-findings");
  const replay = page.locator('#findings li[data-code="P001"] button');
  await replay.waitFor({ timeout: 90000 });
  await replay.click();
  await page.waitForFunction(() => /never ends/.test(document.getElementById("status").textContent));
  await idle(page);
  const moves = (await page.inputValue("#moves")).split(" ");
  assert.ok(moves.length >= 1, "the finding's moves are listed");
  await shot(page, "p001-cycle");
  // Step back to the start and forth to the cycle again.
  await page.click("#first");
  await page.waitForFunction(() => document.getElementById("moves").value === "");
  await idle(page);
  await page.click("#last");
  await page.waitForFunction(() => /never ends/.test(document.getElementById("status").textContent));
  await idle(page);
  assert.equal(await page.inputValue("#moves"), moves.join(" "));
  await page.close();
}

// The study's charts: 300 of Kalah's random games from the sample seed,
// every game in the length histogram, both players' shares, each rule and
// each reason a game ended by a bar.
async function study(browser) {
  const page = await open(browser, "examples/kalah.sow.toml");
  await page.fill("#study-games", "300");
  await page.click("#load-study");
  await page.waitForSelector("#study-ends svg");
  const sum = (selector, attr) => page.$$eval(selector,
    (bars, a) => bars.reduce((n, b) => n + Number(b.getAttribute(a)), 0), attr);
  assert.equal(await sum("#study-lengths rect.bar", "data-games"), 300, "every game a length");
  assert.equal(await sum("#study-wins rect.bar", "data-value"), 300, "every game a result");
  assert.ok(await sum("#study-wins rect.bar.south", "data-value") > 0);
  assert.ok(await sum("#study-wins rect.bar.north", "data-value") > 0);
  const rules = await page.$$eval("#study-rules rect.bar", (bars) => bars.length);
  assert.equal(rules, 2, "extra-turn and capture-opposite");
  assert.ok(await sum("#study-ends rect.bar", "data-value") > 0);
  assert.match(await page.textContent("#study-note"), /^Kalah: 300 random games, seed 1$/);
  await shot(page, "kalah-study");
  await page.close();
}

// A hole sown either way asks which (O An Quan), and a relay sowing can be
// watched a lap at a time (Ayoayo: c1 sows five laps).
async function choices(browser) {
  let page = await browser.newPage();
  await page.goto(await view(path.join(root, "examples/o-an-quan.sow.toml")));
  await page.waitForSelector(".hole.legal");
  await idle(page);
  await page.click("#hole-a1");
  await page.waitForSelector('#choices button[data-move="a1-"]');
  assert.equal(await page.locator("#choices button").count(), 2, "a1+ and a1-");
  await page.click('#choices button[data-move="a1-"]');
  await page.waitForFunction(() => document.getElementById("moves").value === "a1-");
  await idle(page);
  await page.close();

  page = await browser.newPage();
  await page.goto(await view(path.join(root, "examples/ayoayo.sow.toml")));
  await page.waitForSelector(".hole.legal");
  await idle(page);
  await page.check("#by-lap");
  await page.$eval("#speed", (el) => { el.value = "100"; });
  await page.click("#hole-c1");
  for (let lap = 1; lap < 5; lap++) {
    await page.waitForSelector("#next-lap", { state: "visible" });
    assert.match(await page.textContent("#lap"), new RegExp(`^lap ${lap} of 5`));
    await page.click("#next-lap");
  }
  await idle(page);
  assert.match(await page.textContent("#lap"), /^lap 5 of 5/);
  assert.equal(await page.inputValue("#moves"), "c1");
  await page.close();
}

// A turn that waits in its special hole: the status says so, and the
// hole offers its two plies, sowing on and `stop`.
async function turnChoice(browser) {
  const page = await open(browser, "tests/browser/nyumba-choice.sow.toml");
  await page.$eval("#speed", (el) => { el.value = "100"; });
  await page.click("#hole-d1");
  await page.waitForFunction(() => /South chooses: stop in b2/.test(document.getElementById("status").textContent));
  await idle(page);
  assert.equal(await count(page, "#hole-b2"), 4);
  await page.click("#hole-b2");
  await page.waitForSelector('#choices button[data-move="stop"]');
  assert.equal(await page.locator("#choices button").count(), 2, "b2 and stop");
  await shot(page, "turn-choice");
  await page.click('#choices button[data-move="stop"]');
  await page.waitForFunction(() => document.getElementById("moves").value === "d1 stop");
  await idle(page);
  assert.match(await page.textContent("#status"), /North to move/);
  assert.equal(await count(page, "#hole-b2"), 4);
  // Back to the choice, and sow on: b2's four seeds go a2, a1, b1, c1.
  await page.click("#undo");
  await page.waitForFunction(() => /South chooses/.test(document.getElementById("status").textContent));
  await idle(page);
  await page.click("#hole-b2");
  await page.click('#choices button[data-move="b2"]');
  await page.waitForFunction(() => document.getElementById("moves").value === "d1 b2");
  await idle(page);
  assert.equal(await count(page, "#hole-b2"), 0);
  assert.equal(await count(page, "#hole-a2"), 1);
  assert.equal(await count(page, "#hole-c1"), 1);
  assert.match(await page.textContent("#status"), /North to move/);
  await page.close();
  servers.pop().kill();
}

// A capture whose seeds the mover chooses where to sow back: the status
// names the places, and a click on the hole the first seed falls into
// plays that choice.
async function sowBackChoice(browser) {
  const page = await open(browser, "tests/browser/back-choice.sow.toml");
  await page.$eval("#speed", (el) => { el.value = "100"; });
  for (const hole of ["c1", "c3", "c1", "c3", "c1", "a4", "c2", "a4"]) {
    await page.click(`#hole-${hole}`);
    await idle(page);
  }
  await page.click("#hole-c1");
  await page.click('#choices button[data-move="c1+"]');
  await page.waitForFunction(() => /South chooses where the captured seeds are sown back: from d2 or a2/.test(document.getElementById("status").textContent));
  await idle(page);
  assert.equal(await count(page, "#hole-c2"), 2);
  await shot(page, "sow-back-choice");
  await page.click("#hole-a2");
  await page.waitForFunction(() => document.getElementById("moves").value.endsWith("c1+ a2=-"));
  await idle(page);
  assert.equal(await count(page, "#hole-a2"), 1);
  assert.equal(await count(page, "#hole-b2"), 1);
  assert.match(await page.textContent("#status"), /North to move/);
  await page.close();
  servers.pop().kill();
}

// A rule the mover may decline: the page offers `yes` and `no` as buttons.
async function optionalRule(browser) {
  const page = await open(browser, "tests/browser/optional-rule.sow.toml");
  await page.$eval("#speed", (el) => { el.value = "100"; });
  await page.click("#hole-a1");
  await page.waitForFunction(() => /South may fire rule capture-across in c1: yes or no/.test(document.getElementById("status").textContent));
  await idle(page);
  assert.equal(await count(page, "#hole-c1"), 3);
  await shot(page, "optional-rule");
  await page.click('#choices button[data-move="yes"]');
  await page.waitForFunction(() => document.getElementById("moves").value.endsWith("a1 yes"));
  await idle(page);
  assert.equal(await count(page, "#hole-c1"), 2);
  assert.equal(await count(page, "#hole-c2"), 0);
  assert.match(await page.textContent("#status"), /North to move/);
  await page.close();
  servers.pop().kill();
}

// A file of several sizes: the page offers them, and plays the one chosen.
async function sizes(browser) {
  const page = await open(browser, "examples/leyla-gobale.sow.toml");
  assert.equal(await page.isVisible("#sizes"), true, "the size is offered");
  assert.equal(await page.locator("#board .hole").count(), 12);
  await page.selectOption("#size", "2x8");
  await page.waitForSelector("#hole-h1");
  await idle(page);
  assert.equal(await page.locator("#board .hole").count(), 16);
  assert.match(await page.textContent("#status"), /South to move/);
  await shot(page, "leyla-gobale-2x8");
  await page.close();
  servers.pop().kill();
}

// A board of six rows: every hole drawn, rows 1 to 6 from the bottom up,
// and a move played by clicking: d1's six seeds go round South's
// serpentine to the empty b3, which takes the three holes across it.
async function sixRows(browser) {
  const page = await open(browser, "tests/browser/six-rows.sow.toml");
  assert.equal(await page.locator("#board .hole").count(), 24);
  const { rows, columns } = await page.evaluate(() => window.sowLayout());
  assert.deepEqual([rows, columns], [6, 4]);
  const y = async (id) => (await page.locator(id).boundingBox()).y;
  assert.ok((await y("#hole-a1")) > (await y("#hole-a3")), "row 1 below row 3");
  assert.ok((await y("#hole-a4")) > (await y("#hole-a6")), "row 4 below row 6");
  await page.$eval("#speed", (el) => { el.value = "100"; });
  await page.click("#hole-d1");
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "d1");
  await idle(page);
  for (const hole of ["#hole-b3", "#hole-b4", "#hole-b5", "#hole-b6", "#hole-d1"]) {
    assert.equal(await count(page, hole), 0, hole);
  }
  assert.equal(await count(page, "#hole-a3"), 2);
  assert.match(await page.textContent("#status"), /North to move/);
  await shot(page, "six-rows");
  await page.close();
  servers.pop().kill();
}

// Five players (Pic's game of five): a row of heaps each, the turn going
// round them by clicking; the board draws South's and North's stores and
// the status line tells what the others have taken.
async function fivePlayers(browser) {
  const page = await open(browser, "examples/pic-five-players.sow.toml");
  assert.equal(await page.locator("#board .hole").count(), 15);
  await page.$eval("#speed", (el) => { el.value = "100"; });
  // South's a1 (12) round to a5; North's a2 (13) round to b1.
  await page.click("#hole-a1");
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "a1");
  await idle(page);
  assert.match(await page.textContent("#status"), /North to move/);
  // Every player's store is drawn: the third's and fifth's above South's,
  // the fourth's below North's.
  for (const p of ["south", "north", "third", "fourth", "fifth"]) {
    assert.equal(await count(page, `#store-${p}`), 0);
  }
  await page.click("#hole-a2");
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "a1 a2");
  await idle(page);
  assert.match(await page.textContent("#status"), /Third to move/);
  assert.equal(await count(page, "#hole-a5"), 14);
  assert.equal(await count(page, "#hole-b1"), 14);
  await shot(page, "five-players");
  await page.close();
  servers.pop().kill();
}

// The pie rule: after South's first turn (c1 into the store, then b1)
// North is offered `swap` beside their moves, a button; the swap turns
// the board half round and South moves.
async function pie(browser) {
  const kalah = fs.readFileSync(path.join(root, "examples/kalah.sow.toml"), "utf8");
  const file = path.join(out, "kalah-pie.sow.toml");
  fs.writeFileSync(file, kalah.replace("[moves]\n", "[moves]\npie = true\n"));
  const page = await open(browser, path.relative(root, file));
  await page.$eval("#speed", (el) => { el.value = "100"; });
  assert.equal(await page.isVisible('#choices button[data-move="swap"]'), false);
  await page.click("#hole-c1");
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "c1");
  await idle(page);
  await page.click("#hole-b1");
  await page.waitForSelector('#choices button[data-move="swap"]');
  await idle(page);
  assert.match(await page.textContent("#status"), /North to move, or to swap sides/);
  await page.click('#choices button[data-move="swap"]');
  await page.waitForFunction(() => document.getElementById("moves").value.endsWith("b1 swap"));
  await idle(page);
  // South's row 4 0 1 6 6 6 is North's now, turned: a2–f2 6 6 6 1 0 4.
  assert.equal(await count(page, "#hole-a2"), 6);
  assert.equal(await count(page, "#hole-e2"), 0);
  assert.equal(await count(page, "#hole-b1"), 4);
  assert.match(await page.textContent("#status"), /South to move/);
  assert.equal(await page.isVisible('#choices button[data-move="swap"]'), false);
  await shot(page, "kalah-pie");
  await page.close();
  servers.pop().kill();
}

// A carry (English Wari's opening: a hole's counters into the next hole,
// not sown) is played by clicking the hole it lifts: a1's four go into
// b1, and North's first turn is a carry too.
async function carry(browser) {
  const page = await open(browser, "examples/english-wari.sow.toml");
  await page.$eval("#speed", (el) => { el.value = "100"; });
  await page.click("#hole-a1");
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "a1>b1");
  await idle(page);
  assert.equal(await count(page, "#hole-a1"), 0);
  assert.equal(await count(page, "#hole-b1"), 8);
  assert.equal(await count(page, "#hole-c1"), 4);
  await page.click("#hole-f2");
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "a1>b1 f2>e2");
  await idle(page);
  assert.equal(await count(page, "#hole-e2"), 8);
  assert.match(await page.textContent("#status"), /South to move/);
  await shot(page, "english-wari-carry");
  await page.close();
  servers.pop().kill();
}

// Seeds entered from the store as a move (`[moves] enter`): a hole with
// seeds is both a sowing and an entry, so a click offers both as
// buttons; b1* puts one of South's two stored seeds into b1.
async function entry(browser) {
  const page = await open(browser, "tests/browser/entry.sow.toml");
  await page.$eval("#speed", (el) => { el.value = "100"; });
  await page.click("#hole-b1");
  await page.waitForSelector('#choices button[data-move="b1*"]');
  assert.ok(await page.isVisible('#choices button[data-move="b1"]'));
  await page.click('#choices button[data-move="b1*"]');
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "b1*");
  await idle(page);
  assert.equal(await count(page, "#hole-b1"), 2);
  assert.equal(await count(page, "#store-south"), 1);
  assert.match(await page.textContent("#status"), /North to move/);
  await shot(page, "entry");
  await page.close();
  servers.pop().kill();
}

// A store sown as a move (`from = "own-store"`): South's store of 13 is
// the only move, drawn as one; a click sows it from d2 round the holes,
// passing both stores, and then North's store is the move.
async function storeSowing(browser) {
  const page = await open(browser, "tests/browser/store-sowing.sow.toml", ".store.legal");
  await page.$eval("#speed", (el) => { el.value = "100"; });
  assert.equal(await page.locator(".hole.legal").count(), 0);
  assert.equal(await page.locator("#store-south.legal").count(), 1);
  await page.click("#store-south");
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "south-store");
  await idle(page);
  assert.equal(await count(page, "#store-south"), 0);
  assert.equal(await count(page, "#hole-d2"), 6);
  assert.equal(await count(page, "#hole-b1"), 5);
  assert.equal(await page.locator("#store-north.legal").count(), 1);
  await shot(page, "store-sowing");
  await page.close();
  servers.pop().kill();
}

// Drops the mover chooses (Ti's first turns): a click on a1 lifts its
// four; the hole the next drop falls into is the one ringed, and a click
// on it offers each count as a button (or drops the last seed), until the
// hand is empty.
async function chosenDrops(browser) {
  const page = await open(browser, "examples/ti.sow.toml");
  await page.$eval("#speed", (el) => { el.value = "100"; });
  await page.click("#hole-a1");
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "a1");
  await idle(page);
  assert.equal(await count(page, "#hole-a1"), 0);
  assert.match(await page.textContent("#status"), /South drops seeds into b1, 4 in hand/);
  assert.equal(await page.locator(".hole.legal").count(), 1);
  await page.click("#hole-b1");
  assert.equal(await page.locator("#choices button").count(), 4);
  await page.click('#choices button[data-move="drop=3"]');
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "a1 drop=3");
  await idle(page);
  assert.equal(await count(page, "#hole-b1"), 7);
  // One seed left: the click drops it.
  await page.click("#hole-c1");
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "a1 drop=3 drop=1");
  await idle(page);
  assert.equal(await count(page, "#hole-c1"), 5);
  assert.match(await page.textContent("#status"), /North to move/);
  await shot(page, "chosen-drops");
  await page.close();
  servers.pop().kill();
}

// A gift (`[moves] enter` with `opponent_stuck`): a1's seed takes North's
// last one across, North passes, and South, beside its sowings, may give a
// seed from its store into a hole of North's: a click on c2 plays `c2*`.
async function gift(browser) {
  const page = await open(browser, "tests/browser/gift.sow.toml");
  await page.$eval("#speed", (el) => { el.value = "100"; });
  assert.equal(await page.locator("#hole-c2.legal").count(), 0);
  await page.click("#hole-a1");
  await page.waitForSelector("#hole-c2.legal");
  await idle(page);
  assert.equal(await count(page, "#store-south"), 3);
  assert.match(await page.textContent("#status"), /South to move/);
  await page.click("#hole-c2");
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "a1 c2*");
  await idle(page);
  assert.equal(await count(page, "#hole-c2"), 1);
  assert.equal(await count(page, "#store-south"), 2);
  assert.match(await page.textContent("#status"), /North to move/);
  await shot(page, "gift");
  await page.close();
  servers.pop().kill();
}

// A board one player lays out (`[placement] order = "first-alone"`, in
// opposite pairs): each click on a hole of South's puts a seed there and
// one in the hole across; once South's hand of six is laid, North may
// swap sides, a button, and the board turns half round.
async function layoutByOne(browser) {
  const page = await open(browser, "tests/browser/layout-by-one.sow.toml");
  await page.$eval("#speed", (el) => { el.value = "100"; });
  assert.match(await page.textContent("#status"), /South to place \(in hand: south 6, north 0\)/);
  for (const [hole, moves] of [["a1", "a1*"], ["a1", "a1* a1*"], ["b1", "a1* a1* b1*"]]) {
    await page.click(`#hole-${hole}`);
    await page.waitForFunction((m) => document.getElementById("moves").value.trim() === m, moves);
    await idle(page);
  }
  assert.equal(await count(page, "#hole-a1"), 2);
  assert.equal(await count(page, "#hole-a2"), 2);
  assert.equal(await count(page, "#hole-b2"), 1);
  await page.waitForSelector('#choices button[data-move="swap"]');
  assert.match(await page.textContent("#status"), /North to move, or to swap sides/);
  await page.click('#choices button[data-move="swap"]');
  await page.waitForFunction(() => document.getElementById("moves").value.endsWith("b1* swap"));
  await idle(page);
  // South's row reads what North's did, turned: c2, b2, a2 hold 0, 1, 2.
  assert.equal(await count(page, "#hole-a1"), 0);
  assert.equal(await count(page, "#hole-c1"), 2);
  assert.match(await page.textContent("#status"), /South to move/);
  await shot(page, "layout-by-one");
  await page.close();
  servers.pop().kill();
}

// A hole the mover chooses to take after a capture (`capture_chosen`):
// c1's seed falls into the empty d1 and takes d2 across; the status asks
// for a hole, and a click on b2 plays `b2x`.
async function chosenTake(browser) {
  const page = await open(browser, "tests/browser/chosen-take.sow.toml");
  await page.$eval("#speed", (el) => { el.value = "100"; });
  await page.click("#hole-c1");
  await page.waitForFunction(() => /South chooses a hole to take/.test(document.getElementById("status").textContent));
  await idle(page);
  assert.equal(await page.locator("#hole-a2.legal").count(), 1);
  assert.equal(await page.locator("#hole-d2.legal").count(), 0);
  await page.click("#hole-b2");
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "c1 b2x");
  await idle(page);
  assert.equal(await count(page, "#hole-b2"), 0);
  assert.equal(await count(page, "#store-south"), 4);
  assert.match(await page.textContent("#status"), /North to move/);
  await shot(page, "chosen-take");
  await page.close();
  servers.pop().kill();
}

// Holes the players choose for a special status (Misoro Tsoro's misoro):
// the status asks for one, and each click on a hole of the chooser's
// outer row plays `misoro=…`, South and North in turn.
async function holeChoice(browser) {
  const page = await open(browser, "examples/misoro-tsoro.sow.toml");
  await page.$eval("#speed", (el) => { el.value = "100"; });
  assert.match(await page.textContent("#status"), /South chooses a hole for misoro/);
  assert.equal(await page.locator("#hole-a2.legal").count(), 0);
  await page.click("#hole-b1");
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "misoro=b1");
  await idle(page);
  assert.match(await page.textContent("#status"), /North chooses a hole for misoro/);
  await page.click("#hole-g4");
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "misoro=b1 misoro=g4");
  await idle(page);
  // The holes chosen are drawn as special holes, the others not.
  assert.equal(await page.getAttribute("#hole-b1", "data-special"), "misoro");
  assert.equal(await page.getAttribute("#hole-g4", "data-special"), "misoro");
  assert.equal(await page.getAttribute("#hole-a1", "data-special"), "");
  await shot(page, "hole-choice");
  await page.close();
  servers.pop().kill();
}

// A set opening (Tuz): South's first ply names one of two layouts, each a
// button; `opening=tuz` lays the board out and claims f2.
async function setOpening(browser) {
  const url = await view(path.join(root, "examples/tuz.sow.toml"));
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForSelector('#choices button[data-move="opening=tuz"]');
  await idle(page);
  assert.ok(await page.isVisible('#choices button[data-move="opening=no-tuz"]'));
  assert.match(await page.textContent("#status"), /South lays the board out: opening=tuz or opening=no-tuz/);
  await page.$eval("#speed", (el) => { el.value = "100"; });
  await page.click('#choices button[data-move="opening=tuz"]');
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "opening=tuz");
  await idle(page);
  assert.equal(await count(page, "#hole-a1"), 3);
  assert.equal(await count(page, "#hole-b1"), 5);
  assert.equal(await count(page, "#hole-a2"), 5);
  assert.match(await page.textContent("#status"), /North to move/);
  await shot(page, "set-opening");
  await page.close();
  servers.pop().kill();
}

// Stores that follow the way (Chonka): once the first move chooses to
// sow against the track, each store comes after the other end of its
// player's row, and the page draws them there.
async function storesFollowTheWay(browser) {
  const page = await open(browser, "examples/chonka.sow.toml");
  const x = async (id) => (await page.locator(id).boundingBox()).x;
  assert.ok((await x("#store-south")) > (await x("#store-north")), "South's store at the right");
  await page.$eval("#speed", (el) => { el.value = "100"; });
  await page.click("#hole-c1");
  await page.click('#choices button[data-move="c1-"]');
  await page.waitForFunction(() => document.getElementById("moves").value.trim() === "c1-");
  await idle(page);
  assert.ok((await x("#store-south")) < (await x("#store-north")), "South's store at the left");
  await shot(page, "chonka-against");
  await page.close();
  servers.pop().kill();
}

// Through a forwarded port (a remote VS Code window's webview, `ssh -L`)
// the page comes by another name than 127.0.0.1: here `forwarded.test`,
// which the browser resolves to 127.0.0.1 (`--host-resolver-rules`). The
// keyed URL plays there; the plain one is refused, as a rebound name is.
async function forwarded(browser) {
  const keyed = await view(path.join(root, "examples/kalah.sow.toml"), true);
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(keyed.replace("127.0.0.1", "forwarded.test"));
  await page.waitForSelector('#hole-c1[data-count="4"]');
  await idle(page);
  await page.click("#hole-c1");
  await page.waitForSelector('#hole-d1[data-count="5"]', { timeout: 10000 });
  await idle(page);
  assert.equal(await count(page, "#hole-c1"), 0);
  assert.deepEqual(errors, []);
  await shot(page, "kalah-forwarded");
  const plain = keyed.replace(/k\/[0-9a-f]+\/$/, "").replace("127.0.0.1", "forwarded.test");
  const refused = await page.goto(plain);
  assert.equal(refused?.status(), 403, "the plain URL by another name");
  await page.close();
  servers.pop().kill();
  console.log("the keyed URL plays through another name");
}

// Every example draws: a hole a site of the board, some legal move, and
// no error on the page.
async function examples(browser) {
  const folder = path.join(root, "examples");
  fs.mkdirSync(path.join(out, "examples"), { recursive: true });
  for (const name of fs.readdirSync(folder).filter((f) => f.endsWith(".sow.toml")).sort()) {
    const url = await view(path.join(folder, name));
    const page = await browser.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(url);
    await page.waitForSelector(".hole");
    await idle(page);
    const { rows, columns } = await page.evaluate(() => window.sowLayout());
    assert.equal(await page.locator(".hole").count(), rows * columns, name);
    assert.ok(
      (await page.locator(".hole.legal").count()) + (await page.locator("#choices button").count()) > 0,
      `${name}: a first move to play`,
    );
    assert.doesNotMatch(await page.textContent("#status"), /error/i, name);
    assert.deepEqual(errors, [], name);
    await shot(page, `examples/${name.replace(".sow.toml", "")}`);
    await page.close();
    servers.pop().kill();
  }
  console.log("every example draws");
}

const profile = fs.mkdtempSync(path.join(os.tmpdir(), "sow-chromium-"));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  viewport: { width: 1200, height: 800 },
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    // A name other than 127.0.0.1 for the server, as a forwarded port has.
    "--host-resolver-rules=MAP forwarded.test 127.0.0.1",
  ],
});
let failed = false;
try {
  await kalah(browser);
  await endless(browser);
  await study(browser);
  await choices(browser);
  await turnChoice(browser);
  await sowBackChoice(browser);
  await optionalRule(browser);
  await sizes(browser);
  await fivePlayers(browser);
  await sixRows(browser);
  await pie(browser);
  await carry(browser);
  await entry(browser);
  await gift(browser);
  await storeSowing(browser);
  await chosenDrops(browser);
  await layoutByOne(browser);
  await chosenTake(browser);
  await setOpening(browser);
  await holeChoice(browser);
  await storesFollowTheWay(browser);
  await forwarded(browser);
  await examples(browser);
  console.log(`browser test: ok (screenshots in ${path.relative(root, out)})`);
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  await browser.close();
  for (const child of servers) child.kill();
  fs.rmSync(profile, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
