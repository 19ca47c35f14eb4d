// The page: asks the server for the game, its positions and its sowings,
// and draws them with BoardView. The move list is the page's only state;
// every position is the engine's answer for a prefix of it.
"use strict";

const $ = (id) => document.getElementById(id);
const state = {
  version: null,
  layout: null,
  board: null,
  moves: [],   // every move of the line being shown
  cursor: 0,   // how many of them are played on the board
  legal: [],
  position: null,
  busy: false,
  size: null,  // the board size asked for (`2x8`); null: the view's own
};
// Measured for the browser test: the first draw, and each animation frame.
window.sowStats = { firstDraw: null, frames: [] };
window.sowLayout = () => state.layout;

// Asks the server, on the board size chosen on the page, if any.
async function api(path) {
  const sized = state.size ? `${path}${path.includes("?") ? "&" : "?"}size=${encodeURIComponent(state.size)}` : path;
  const response = await fetch(sized, { headers: { Accept: "application/json" } });
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || response.statusText);
  return body;
}

function setStatus(text, isError) {
  $("status").textContent = text;
  $("status").classList.toggle("error", !!isError);
}

function setBusy(busy) {
  state.busy = busy;
  document.body.dataset.busy = busy ? "true" : "false";
}

const movesQuery = (moves) => `api/position?moves=${encodeURIComponent(moves.join(" "))}`;

// Whose move it is, or how the game ended, in words.
function describe(position) {
  const parts = [];
  if (position.move) parts.push(`${position.player} played ${position.move}`);
  if (position.endless) parts.push("that sowing never ends");
  if (position.lap_capped) parts.push("that sowing was stopped at the lap cap, not proved endless");
  if (position.captured) parts.push(`captured ${position.captured}`);
  if (position.fired.length) parts.push(`fired ${position.fired.join(", ")}`);
  if (position.passed) parts.push(`${position.passed} passes`);
  const told = parts.length ? ` (${parts.join("; ")})` : "";
  const r = position.result;
  if (r) {
    const who = r.winner ? `${cap(r.winner)} wins` : "a draw";
    return `Game over: ${who}, ${r.scores.join("–")} (${r.reason})${told}`;
  }
  if (position.lots_pending) return `The recount waits for lots${told}`;
  if (position.waits_at) {
    const hole = position.waits_at;
    return `${cap(position.to_move)} chooses: stop in ${hole}, or sow on from it (click ${hole})${told}`;
  }
  if (position.layouts) {
    return `${cap(position.to_move)} lays the board out: ${position.layouts.join(" or ")} (click one)${told}`;
  }
  if (position.offer) {
    const { rule, at } = position.offer;
    return `${cap(position.to_move)} may fire rule ${rule} in ${at}: yes or no${told}`;
  }
  if (position.sow_back_choices) {
    const holes = position.sow_back_choices.map((c) => c.split("=")[0]).join(" or ");
    return `${cap(position.to_move)} chooses where the captured seeds are sown back: from ${holes} (click one)${told}`;
  }
  if (position.dropping) {
    const { hand, into } = position.dropping;
    return `${cap(position.to_move)} drops seeds into ${into}, ${hand} in hand (click ${into}, then how many)${told}`;
  }
  if (position.takes_left) {
    const n = position.takes_left;
    return `${cap(position.to_move)} chooses ${n === 1 ? "a hole" : `${n} holes`} to take (click one)${told}`;
  }
  if (position.chooses) {
    return `${cap(position.to_move)} chooses a hole for ${position.chooses} (click one)${told}`;
  }
  if (position.may_swap) {
    return `${cap(position.to_move)} to move, or to swap sides (the pie rule: click swap)${told}`;
  }
  if (position.in_hand) {
    // South's hand first, as everywhere else (the JSON's keys come sorted).
    const hands = ["south", "north"].map((p) => `${p} ${position.in_hand[p] ?? 0}`).join(", ");
    return `${cap(position.to_move)} to place (in hand: ${hands})${told}`;
  }
  return `${cap(position.to_move)} to move${told}`;
}

const cap = (word) => word.charAt(0).toUpperCase() + word.slice(1);

function showPosition(answer) {
  state.position = answer.position;
  state.legal = answer.legal;
  state.board.setPosition(answer.position, answer.legal);
  document.body.dataset.toMove = answer.position.to_move || "";
  setStatus(describe(answer.position));
  $("moves").value = state.moves.slice(0, state.cursor).join(" ");
  $("undo").disabled = state.cursor === 0;
  $("first").disabled = state.cursor === 0;
  $("redo").disabled = state.cursor >= state.moves.length;
  $("last").disabled = state.cursor >= state.moves.length;
  $("show-track").onchange();
  showChoices(answer.legal.filter((m) => !m.hole));
}

// Moves of no hole (lots, a gathered ply) and a hole's several moves (a
// way, a placement) are buttons.
function showChoices(choices) {
  const box = $("choices");
  box.textContent = "";
  box.hidden = choices.length === 0;
  for (const m of choices) {
    const b = document.createElement("button");
    b.textContent = m.name;
    b.dataset.move = m.name;
    b.onclick = () => play(m.name);
    box.appendChild(b);
  }
}

function onHole(name) {
  if (state.busy) return;
  const moves = state.legal.filter((m) => m.hole === name);
  if (moves.length === 1) play(moves[0].name);
  else if (moves.length > 1) showChoices(moves);
}

// Plays a new move after the cursor, dropping the moves that followed.
function play(name) {
  state.moves = state.moves.slice(0, state.cursor).concat([name]);
  goTo(state.cursor + 1, true);
}

// Shows the position after `cursor` moves, animating the last one.
async function goTo(cursor, animate) {
  if (state.busy) return;
  setBusy(true);
  try {
    const before = state.position;
    const answer = await api(movesQuery(state.moves.slice(0, cursor)));
    if (answer.error) {
      state.moves = state.moves.slice(0, state.cursor);
      setStatus(answer.error, true);
      return;
    }
    state.cursor = cursor;
    $("lap").textContent = "";
    if (animate && before) await sow(before, answer.laps);
    showPosition(answer);
  } catch (e) {
    setStatus(String(e.message || e), true);
  } finally {
    setBusy(false);
  }
}

// Seed by seed and lap by lap, from the counts before the move; the
// engine's position after it then replaces what was drawn.
function delay() {
  const speed = Number($("speed").value) / 100;
  return Math.round(500 * (1 - speed) ** 2);
}

const nextFrame = () => new Promise((done) => requestAnimationFrame(done));
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function sow(before, laps) {
  const counts = { ...before.holes };
  for (const [p, n] of Object.entries(before.stores)) counts[`${p}-store`] = n;
  const seeds = laps.reduce((n, lap) => n + lap.sown.length, 0);
  if (seeds > 3000) return; // too long to watch: show where it ends
  let lapNo = 0;
  for (const lap of laps) {
    lapNo += 1;
    $("lap").textContent = `lap ${lapNo} of ${laps.length}: ${lap.lifted} from ${lap.from}`;
    counts[lap.from] = Math.max(0, (counts[lap.from] || 0) - lap.lifted);
    state.board.setCount(lap.from, counts[lap.from]);
    for (const site of lap.sown) {
      const wait = delay();
      if (wait > 0) await sleep(wait);
      const frameStart = performance.now();
      await nextFrame();
      const t0 = performance.now();
      counts[site] = (counts[site] || 0) + 1;
      state.board.setCount(site, counts[site]);
      state.board.markSown(site, true);
      window.sowStats.frames.push({ script: performance.now() - t0, frame: t0 - frameStart });
    }
    if (lap.fires) $("lap").textContent += ` — ${lap.fires}`;
    if ($("by-lap").checked && lapNo < laps.length) await nextLapClick();
  }
}

function nextLapClick() {
  const button = $("next-lap");
  button.hidden = false;
  return new Promise((done) => {
    button.onclick = () => {
      button.hidden = true;
      done();
    };
  });
}

// Loads the file's game: the board, or its diagnostics when it does not
// check; the moves that still apply are kept.
async function load() {
  // With no moves kept, the start position is asked for beside the game:
  // one round trip to the first draw, not two. (A file that changed in
  // between shows a new version, which the next poll loads.)
  const start = state.moves.length ? null : api(movesQuery([])).catch(() => null);
  const game = await api("api/game");
  state.version = game.version;
  $("file").textContent = game.file;
  showSizes(game.sizes || [], game.size);
  if (!game.playable) {
    showDiagnostics(game.diagnostics);
    return;
  }
  $("diagnostics").hidden = true;
  $("steps").hidden = false;
  $("board").style.display = "";
  state.layout = game.layout;
  $("title").textContent = game.layout.name;
  document.title = `${game.layout.name} — sow view`;
  state.board = new BoardView($("board"), game.layout, onHole);
  showRegions(game.layout.regions);
  showRules(game.description || []);
  if (state.moves.length) {
    const kept = await api(movesQuery(state.moves));
    state.moves = kept.moves;
    state.cursor = Math.min(state.cursor, kept.applied);
  }
  state.position = null;
  $("lap").textContent = "";
  const answer = (start && (await start)) || (await api(movesQuery(state.moves.slice(0, state.cursor))));
  showPosition(answer);
  if (window.sowStats.firstDraw === null) window.sowStats.firstDraw = performance.now();
}

// The sizes the file is played on, when it has more than one: choosing
// one plays the file on it, from the start.
function showSizes(sizes, shown) {
  $("sizes").hidden = sizes.length < 2;
  const select = $("size");
  if (select.options.length !== sizes.length || [...select.options].some((o, i) => o.value !== sizes[i])) {
    select.textContent = "";
    for (const size of sizes) {
      const option = document.createElement("option");
      option.value = size;
      option.textContent = size.replace("x", "×");
      select.appendChild(option);
    }
  }
  if (shown) select.value = shown;
}

function showDiagnostics(diagnostics) {
  $("board").style.display = "none";
  const box = $("diagnostics");
  box.hidden = false;
  box.textContent = "";
  const head = document.createElement("p");
  head.className = "error";
  head.textContent = "The file does not check; mend it and the board comes back.";
  box.appendChild(head);
  for (const d of diagnostics) {
    const pre = document.createElement("pre");
    pre.dataset.code = d.code;
    pre.textContent = `${d.severity}[${d.code}] line ${d.range.start_line}: ${d.message}` +
      (d.help ? `\nhelp: ${d.help}` : "");
    box.appendChild(pre);
  }
  $("steps").hidden = true;
  const n = diagnostics.length;
  setStatus(`${n} diagnostic${n === 1 ? "" : "s"}`, true);
}

function showRegions(regions) {
  const list = $("regions");
  list.textContent = regions.length ? "" : "none";
  for (const region of regions) {
    const li = document.createElement("li");
    li.textContent = region.name;
    li.onmouseenter = () => state.board.highlightRegion(region);
    li.onmouseleave = () => state.board.highlightRegion(null);
    list.appendChild(li);
  }
}

// The rules in words, part by part (`sow describe`); pointing at a
// landing rule's words marks the holes where it may fire.
function showRules(parts) {
  const box = $("rules");
  box.textContent = "";
  for (const part of parts) {
    const section = document.createElement("section");
    section.className = "rule-part";
    section.dataset.table = part.table;
    const head = document.createElement("h3");
    head.textContent = part.title;
    const words = document.createElement("p");
    words.textContent = part.text;
    section.append(head, words);
    if (part.holes && part.holes.some((holes) => holes.length)) {
      section.classList.add("marks-holes");
      section.onmouseenter = () => state.board.highlightRegion({ holes: part.holes });
      section.onmouseleave = () => state.board.highlightRegion(null);
    }
    box.appendChild(section);
  }
}

// A line of moves to step through: a sample game or a finding's.
function loadLine(moves, cursor) {
  state.moves = moves.split(" ").filter((m) => m);
  state.position = null;
  goTo(Math.min(cursor, state.moves.length), false);
}

async function loadFindings() {
  const list = $("findings");
  list.textContent = "playing sample games…";
  try {
    const found = await api("api/findings");
    list.textContent = found.findings.length ? "" : "none";
    for (const f of found.findings) {
      const li = document.createElement("li");
      li.dataset.code = f.code;
      li.textContent = `${f.code} ${f.name}: ${f.message} `;
      if (f.moves) {
        const b = document.createElement("button");
        b.textContent = "replay";
        b.onclick = () => loadLine(f.moves, Infinity);
        li.appendChild(b);
      }
      list.appendChild(li);
    }
  } catch (e) {
    list.textContent = String(e.message || e);
  }
}

// Follows the file on disk.
async function poll() {
  try {
    const { version } = await api("api/version");
    if (version !== state.version && !state.busy) await load();
  } catch (e) {
    setStatus(String(e.message || e), true);
  }
}

function wire() {
  $("undo").onclick = () => goTo(state.cursor - 1, false);
  $("redo").onclick = () => goTo(state.cursor + 1, true);
  $("first").onclick = () => goTo(0, false);
  $("last").onclick = () => goTo(state.moves.length, false);
  $("copy").onclick = () => navigator.clipboard?.writeText($("moves").value);
  $("load-sample").onclick = async () => {
    try {
      const sample = await api(`api/sample?seed=${encodeURIComponent($("seed").value)}`);
      loadLine(sample.moves, 0);
    } catch (e) {
      setStatus(String(e.message || e), true);
    }
  };
  $("load-findings").onclick = loadFindings;
  // The study plays the sample game's seed: the same games sow simulate
  // --seed plays.
  $("load-study").onclick = async () => {
    const games = encodeURIComponent($("study-games").value);
    const seed = encodeURIComponent($("seed").value);
    $("load-study").disabled = true;
    try {
      window.drawStudy($("study"), await api(`api/study?games=${games}&seed=${seed}`));
    } catch (e) {
      setStatus(String(e.message || e), true);
    } finally {
      $("load-study").disabled = false;
    }
  };
  $("size").onchange = async () => {
    state.size = $("size").value;
    state.moves = [];
    state.cursor = 0;
    $("findings").textContent = "";
    try {
      await load();
    } catch (e) {
      setStatus(String(e.message || e), true);
    }
  };
  $("show-track").onchange = () => {
    if (state.board) state.board.showTrack(state.position?.to_move || "south", $("show-track").checked);
  };
}

wire();
load()
  .catch((e) => setStatus(String(e.message || e), true))
  .finally(() => {
    setBusy(false);
    setInterval(poll, 500);
  });
