// The board drawn as SVG from the server's layout, and updated from its
// positions. Nothing here knows the rules: counts, owners and legal moves
// all come from the API.
"use strict";

const SVG = "http://www.w3.org/2000/svg";
// Seeds drawn as dots up to this many; a number beyond.
const MAX_DOTS = 12;

function el(name, attrs, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

// Where each site's centre is, by name, and the sizes drawn with: the
// server's geometry (src/show/geometry.rs), which `sow preview --format
// svg` draws with too, so the page and the picture are one board.
function geometry(layout) {
  const g = layout.geometry;
  return { width: g.width, height: g.height, at: g.at, storeHeights: g.store_heights, ...g.sizes };
}

// Seeds as dots: one in the middle, a ring, or two rings.
function dotPlaces(n) {
  if (n === 1) return [[0, 0]];
  const ring = (count, r, turn) =>
    Array.from({ length: count }, (_, i) => {
      const a = turn + (2 * Math.PI * i) / count;
      return [r * Math.cos(a), r * Math.sin(a)];
    });
  if (n <= 6) return ring(n, 10, -Math.PI / 2);
  return ring(4, 6, Math.PI / 4).concat(ring(n - 4, 16, -Math.PI / 2));
}

class BoardView {
  constructor(svg, layout, onHole) {
    this.svg = svg;
    this.layout = layout;
    this.geo = geometry(layout);
    this.onHole = onHole;
    this.sites = {};
    this.draw();
  }

  draw() {
    const { svg, layout, geo } = this;
    svg.textContent = "";
    svg.setAttribute("viewBox", `0 0 ${geo.width} ${geo.height}`);
    const defs = el("defs", {}, svg);
    const marker = el("marker", { id: "arrow", viewBox: "0 0 10 10", refX: 9, refY: 5,
      markerWidth: 6, markerHeight: 6, orient: "auto-start-reverse" }, defs);
    el("path", { d: "M0,0 L10,5 L0,10 z", fill: "#2d6a4f" }, marker);
    el("rect", { class: "frame", x: geo.pad / 2, y: geo.pad / 2 + geo.side, rx: 24,
      width: geo.width - geo.pad, height: geo.height - geo.pad - 2 * geo.side }, svg);
    const north = el("text", { class: "side", id: "side-north", x: geo.width / 2, y: geo.pad + 4 }, svg);
    north.textContent = "North";
    const south = el("text", { class: "side", id: "side-south", x: geo.width / 2, y: geo.height - 6 }, svg);
    south.textContent = "South";
    // Every player's store: South's and North's, and where more play,
    // theirs beside them on the two sides.
    for (const name of Object.keys(geo.storeHeights)) this.drawStore(name.replace(/-store$/, ""));
    for (const hole of layout.holes) this.drawHole(hole);
    this.tracks = el("g", { id: "tracks" }, svg);
    this.drawTracks();
  }

  drawStore(player) {
    const { x, y } = this.geo.at[`${player}-store`];
    const { store_width: storeW } = this.geo;
    const g = el("g", { class: `store ${player}`, id: `store-${player}`, "data-count": 0 }, this.svg);
    const h = this.geo.storeHeights[`${player}-store`];
    el("rect", { class: "pit", x: x - storeW / 2 + 8, y: y - h / 2, width: storeW - 16,
      height: h, rx: 26 }, g);
    const label = el("text", { class: "name", x, y: y - h / 2 + 14 }, g);
    // Where more than two play, each store says whose it is.
    const many = Object.keys(this.geo.storeHeights).length > 2;
    label.textContent = many ? player : this.layout.stores ? "store" : "taken";
    g.seeds = el("g", {}, g);
    g.count = el("text", { class: "big", x, y: y + 7 }, g);
    g.at = { x, y };
    // A store is clicked where the rules sow it as a move (`from = "own-store"`).
    g.addEventListener("click", () => this.onHole(`${player}-store`));
    this.sites[`${player}-store`] = g;
  }

  drawHole(hole) {
    const { x, y } = this.geo.at[hole.name];
    const radius = this.geo.radius;
    const classes = ["hole", hole.owner || "unowned"];
    if (hole.neutral) classes.push("neutral");
    if (hole.off_track) classes.push("off-track");
    const g = el("g", { class: classes.join(" "), id: `hole-${hole.name}`,
      "data-hole": hole.name, "data-count": 0 }, this.svg);
    el("circle", { class: "pit", cx: x, cy: y, r: radius }, g);
    g.claim = el("circle", { class: "claim", cx: x, cy: y, r: radius + 4, visibility: "hidden" }, g);
    const name = el("text", { class: "name", x, y: y - radius - 3 }, g);
    name.textContent = hole.name;
    const title = el("title", {}, g);
    const marks = [hole.owner ? `${hole.owner}'s` : "nobody's"];
    if (hole.neutral) marks.push("neutral");
    if (hole.off_track) marks.push("off the track");
    g.titleText = `${hole.name}: ${marks.join(", ")}`;
    title.textContent = g.titleText;
    g.title = title;
    g.seeds = el("g", {}, g);
    g.count = el("text", { class: "count", x, y: y + radius + 12 }, g);
    g.count.style.fill = "#3b2f22";
    g.big = el("text", { class: "big", x, y: y + 7 }, g);
    g.at = { x, y };
    g.addEventListener("click", () => this.onHole(hole.name));
    this.sites[hole.name] = g;
  }

  // Where the stores follow the way sown (`store_follows_way`), once the
  // players sow against the track each store comes after the other end
  // of its player's row: the two stores are drawn at each other's places,
  // and the tracks drawn are the ones against.
  followWay(position) {
    const against = this.layout.tracks_against && position.ways &&
      Object.keys(position.ways).length > 0 &&
      Object.values(position.ways).every((way) => way === "against");
    if (Boolean(against) === Boolean(this.against)) return;
    this.against = Boolean(against);
    const at = this.geo.at;
    [at["south-store"], at["north-store"]] = [at["north-store"], at["south-store"]];
    for (const player of ["north", "south"]) {
      this.sites[`${player}-store`].remove();
      this.drawStore(player);
      // Under the track arrows, as at first.
      this.svg.insertBefore(this.sites[`${player}-store`], this.tracks);
    }
    this.drawTracks(this.trackPlayer);
  }

  // Each player's sowing order as arrows from site to site.
  drawTracks(player) {
    this.trackPlayer = player;
    this.tracks.textContent = "";
    const tracks = this.against ? this.layout.tracks_against : this.layout.tracks;
    const track = tracks[player === "north" ? 1 : 0];
    for (let i = 0; i < track.length; i++) {
      const a = this.geo.at[track[i]], b = this.geo.at[track[(i + 1) % track.length]];
      if (!a || !b) continue;
      const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy) || 1;
      const cut = this.geo.radius + 2;
      el("line", { class: "track", x1: a.x + (dx / len) * cut, y1: a.y + (dy / len) * cut,
        x2: b.x - (dx / len) * cut, y2: b.y - (dy / len) * cut }, this.tracks);
    }
  }

  showTrack(player, shown) {
    this.drawTracks(player);
    this.tracks.style.display = shown ? "" : "none";
  }

  // Seeds of one site: dots up to MAX_DOTS, a number beyond.
  setCount(name, n) {
    const g = this.sites[name];
    if (!g) return;
    g.setAttribute("data-count", n);
    g.seeds.textContent = "";
    g.count.textContent = String(n);
    if (name.endsWith("-store")) return;
    g.big.textContent = n > MAX_DOTS ? String(n) : "";
    if (n > MAX_DOTS) return;
    for (const [dx, dy] of dotPlaces(n)) {
      el("circle", { class: "seed", cx: g.at.x + dx, cy: g.at.y + dy, r: 4.5 }, g.seeds);
    }
  }

  // A position from the API: counts, owners, claims, holes out of play.
  setPosition(position, legal) {
    this.followWay(position);
    for (const [name, n] of Object.entries(position.holes)) this.setCount(name, n);
    for (const [player, n] of Object.entries(position.stores)) this.setCount(`${player}-store`, n);
    const playable = new Set(legal.filter((m) => m.hole).map((m) => m.hole));
    for (const player of Object.keys(position.stores)) {
      this.sites[`${player}-store`]?.classList.toggle("legal", playable.has(`${player}-store`));
    }
    const outOfPlay = new Set(position.out_of_play || []);
    for (const hole of this.layout.holes) {
      const g = this.sites[hole.name];
      const owner = position.owners[hole.name] || null;
      g.classList.remove("south", "north", "third", "fourth", "fifth", "unowned", "sown");
      g.classList.add(owner || "unowned");
      g.classList.toggle("legal", playable.has(hole.name));
      g.classList.toggle("out-of-play", outOfPlay.has(hole.name));
      const claimer = position.claimed[hole.name];
      g.claim.setAttribute("visibility", claimer ? "visible" : "hidden");
      g.claim.setAttribute("class", `claim ${claimer || ""}`);
      g.setAttribute("data-claimed", claimer || "");
      // A special hole keeping its status (a nyumba, a misoro chosen).
      const special = (position.special || {})[hole.name] || "";
      g.classList.toggle("special", !!special);
      g.setAttribute("data-special", special);
      const extra = [];
      if (claimer) extra.push(`claimed by ${claimer}`);
      if (special) extra.push(special);
      if (outOfPlay.has(hole.name)) extra.push("out of play");
      g.title.textContent = [g.titleText, ...extra].join(", ");
    }
    for (const player of ["south", "north"]) {
      const side = document.getElementById(`side-${player}`);
      side.classList.toggle("to-move", position.to_move === player);
    }
  }

  markSown(name, on) {
    const g = this.sites[name];
    if (g && g.classList) g.classList.toggle("sown", on);
  }

  highlightRegion(region) {
    for (const hole of this.layout.holes) {
      const g = this.sites[hole.name];
      g.classList.toggle("region-south", !!region && region.holes[0].includes(hole.name));
      g.classList.toggle("region-north", !!region && region.holes[1].includes(hole.name));
    }
  }
}

window.BoardView = BoardView;
