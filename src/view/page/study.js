// The study: `sow simulate`'s figures for many random games, drawn as
// plain SVG charts (game lengths, win shares, how often each rule fired,
// why games ended). The numbers are the server's (/api/study); this file
// only draws them. Uses `el` and `SVG` from board.js.
"use strict";

const CHART_W = 300, BAR_H = 16, LABEL_W = 120;

const percent = (n, of) => (of ? (100 * n) / of : 0);

// A chart: a heading, then an SVG of `height` drawn by `draw(svg)`.
function chart(box, id, heading, height, draw) {
  const figure = document.createElement("figure");
  figure.id = id;
  const caption = document.createElement("figcaption");
  caption.textContent = heading;
  figure.appendChild(caption);
  const svg = el("svg", { viewBox: `0 0 ${CHART_W} ${height}`, width: CHART_W, height,
    role: "img", "aria-label": heading }, figure);
  draw(svg);
  box.appendChild(figure);
}

// Game lengths: a bar for each span of plies, as tall as its games.
function lengthChart(box, study) {
  const spans = study.lengths;
  const most = Math.max(1, ...spans.map((s) => s.games));
  const plotH = 100, barW = CHART_W / Math.max(1, spans.length);
  chart(box, "study-lengths", `Game length (plies), mean ${study.mean_plies.toFixed(1)}`,
    plotH + 18, (svg) => {
      spans.forEach((s, i) => {
        const h = (plotH * s.games) / most;
        const bar = el("rect", { class: "bar", x: i * barW + 1, y: plotH - h,
          width: Math.max(1, barW - 2), height: h, "data-games": s.games }, svg);
        el("title", {}, bar).textContent = `${s.from}–${s.to} plies: ${s.games} games`;
      });
      const first = el("text", { class: "axis", x: 0, y: plotH + 14 }, svg);
      first.textContent = "0";
      const last = el("text", { class: "axis end", x: CHART_W, y: plotH + 14 }, svg);
      last.textContent = String(spans.length ? spans[spans.length - 1].to : 0);
    });
}

// Labelled horizontal bars, each `value` out of `whole`.
function barChart(box, id, heading, rows, whole) {
  chart(box, id, heading, Math.max(1, rows.length) * (BAR_H + 4), (svg) => {
    rows.forEach((row, i) => {
      const y = i * (BAR_H + 4);
      const label = el("text", { class: "label", x: 0, y: y + BAR_H - 4 }, svg);
      label.textContent = row.label;
      const share = percent(row.value, whole);
      const w = ((CHART_W - LABEL_W - 50) * share) / 100;
      const bar = el("rect", { class: `bar ${row.kind || ""}`, x: LABEL_W, y, width: w,
        height: BAR_H, "data-value": row.value }, svg);
      el("title", {}, bar).textContent = `${row.label}: ${row.value} of ${whole}`;
      const value = el("text", { class: "value", x: LABEL_W + w + 4, y: y + BAR_H - 4 }, svg);
      value.textContent = `${share.toFixed(1)}%`;
    });
  });
}

function drawStudy(box, study) {
  box.textContent = "";
  const r = study.report;
  const games = r.games;
  const note = document.createElement("p");
  note.id = "study-note";
  note.textContent = `${study.game}: ${games} random games, seed ${study.seed}` +
    (games < study.asked ? ` (of ${study.asked}: the time ran out)` : "");
  box.appendChild(note);
  lengthChart(box, study);
  barChart(box, "study-wins", "Results", [
    { label: "South wins", value: r.wins.south, kind: "south" },
    { label: "North wins", value: r.wins.north, kind: "north" },
    { label: "draws", value: r.draws },
    { label: "capped", value: r.capped },
  ], games);
  const fired = Object.entries(r.fired_games).map(([label, value]) => ({ label, value }));
  barChart(box, "study-rules", "Games in which each rule fired", fired, games);
  const reasons = Object.entries(r.end_reasons).map(([label, value]) => ({ label, value }));
  barChart(box, "study-ends", "Why games ended", reasons, games);
}

window.drawStudy = drawStudy;
