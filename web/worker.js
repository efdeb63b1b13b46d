// worker.js - the page's Web Worker: holds the library (maze.js over the
// WebAssembly module, inlined before this file into index.html's worker
// script) and the maze or map being edited, and answers the page's messages
// { id, op, ... } with { id, ok, ... } or { id, error }. Long runs happen here;
// the page's cancel button ends this worker and starts another from its copy.
/* global load */

// Events kept for a replay: five numbers an event (kind, x, y, x2, y2), at
// most this many events a run (beyond: the run's result without its replay).
const MAX_EVENTS = 2000000;
const KINDS = { carve: 1, wall: 2, visit: 3, frontier: 4, backtrack: 5, path: 6, mark: 9 };
// Other topologies' geometry goes to the page up to this many cells.
const MAX_GEOMETRY_CELLS = 200000;

let lib = null;
let doc = null; // { maze } or { map }

// Records events into a growing Int32Array; over MAX_EVENTS it stops
// keeping them (the run goes on).
function recorder() {
  const r = { buf: new Int32Array(5 * 4096), n: 0, over: false };
  r.step = (e) => {
    if (r.over) return false;
    if (r.n === MAX_EVENTS) { r.over = true; return false; }
    if (5 * (r.n + 1) > r.buf.length) {
      const b = new Int32Array(r.buf.length * 2);
      b.set(r.buf);
      r.buf = b;
    }
    r.buf.set([KINDS[e.kind] || 0, e.x, e.y, e.x2, e.y2], 5 * r.n++);
    return false;
  };
  r.result = () => (r.over ? null : r.buf.slice(0, 5 * r.n));
  return r;
}

function freeDoc() {
  if (doc && doc.maze) doc.maze.free();
  if (doc && doc.map) doc.map.free();
  doc = null;
}

// What the page draws: the kind, size and cells of the document.
function describe(extra = {}) {
  const d = { ...extra };
  if (doc.map) {
    const m = doc.map;
    Object.assign(d, { kind: 'map', topology: 'rect', width: m.width, height: m.height, open: m.open() });
    return d;
  }
  const m = doc.maze;
  Object.assign(d, { kind: 'maze', topology: m.topology, width: m.width, height: m.height, cellTotal: m.cellTotal });
  if (d.topology === 'rect') {
    d.masks = m.masks();
    return d;
  }
  if (m.cellTotal > MAX_GEOMETRY_CELLS) throw new Error(`a ${d.topology} maze of more than ${MAX_GEOMETRY_CELLS} cells is not drawn on the page`);
  const n = m.cellTotal, M = lib.M;
  d.extent = m.extent();
  d.openSides = m.openSides();
  d.enabled = new Uint8Array(n);
  d.centres = new Float64Array(2 * n);
  d.edges = new Float64Array(n * 8 * 10).fill(NaN);
  d.neighbours = new Int32Array(n * 8).fill(-1);
  for (let c = 0; c < n; c++) {
    d.enabled[c] = M._maze_cell_is_enabled(m.ptr, c);
    const g = m.cellGeometry(c);
    d.centres[2 * c] = g.cx;
    d.centres[2 * c + 1] = g.cy;
    g.edges.forEach((e, s) => {
      d.edges.set([e.kind, e.x0, e.y0, e.x1, e.y1, e.cx, e.cy, e.r, e.a0, e.a1], (c * 8 + s) * 10);
      d.neighbours[c * 8 + s] = M._maze_cell_neighbor(m.ptr, c, s);
    });
  }
  return d;
}

function transfers(d) {
  return ['masks', 'open', 'openSides', 'enabled', 'centres', 'edges', 'neighbours', 'events', 'distances']
    .filter((k) => d[k] && d[k].buffer).map((k) => d[k].buffer);
}

const ops = {
  async init() {
    lib = await load();
    return { version: lib.version, generators: lib.generators, solvers: lib.solvers, topologies: lib.topologies,
      heuristics: lib.heuristics };
  },

  // { options (lib.generate's), record }: the maze and, when recorded,
  // the generator's events.
  generate(msg) {
    const rec = msg.record ? recorder() : null;
    const m = lib.generate({ ...msg.options, onStep: rec ? rec.step : undefined });
    freeDoc();
    doc = { maze: m };
    return describe({ events: rec ? rec.result() : null });
  },

  // { text, moving }: a Moving AI .map (moving) or any format read() takes.
  read(msg) {
    const r = msg.moving ? { map: lib.readMap(msg.text) } : lib.read(msg.text);
    freeDoc();
    doc = r.maze ? { maze: r.maze } : { map: r.map };
    return describe({ start: r.start || null, goal: r.goal || null });
  },

  // { kind, width, height, masks | open | text }: the page's copy back
  // into a worker started after a cancel.
  restore(msg) {
    freeDoc();
    if (msg.kind === 'map') {
      doc = { map: lib.mapFromOpen(msg.width, msg.height, msg.open) };
    } else if (msg.masks) {
      const rows = [];
      for (let y = 0; y < msg.height; y++) rows.push(Array.from(msg.masks.subarray(y * msg.width, (y + 1) * msg.width)).join(' '));
      doc = { maze: lib.read(`${msg.width} ${msg.height}\n${rows.join('\n')}\n`).maze };
    } else {
      doc = { maze: lib.read(msg.text).maze };
    }
    return describe();
  },

  // The wall maze as its block map ((2W+1) x (2H+1)), for 8-move solvers.
  toMap() {
    if (!doc.maze) throw new Error('this is already a block map');
    const map = doc.maze.toMap();
    freeDoc();
    doc = { map };
    return describe();
  },

  // { x, y, dir, open } on a rect maze, { cell, side, open } on another
  // topology, { x, y, open } on a map: one edit.
  edit(msg) {
    const M = lib.M;
    if (doc.map) {
      doc.map.set(msg.x, msg.y, msg.open ? '.' : '@');
    } else if (msg.dir) {
      doc.maze.setPassage(msg.x, msg.y, msg.dir, msg.open);
    } else {
      lib.check(M._maze_cell_set_open(doc.maze.ptr, msg.cell, msg.side, msg.open ? 1 : 0), 'edit');
    }
    return {};
  },

  // { runs: [{ solver, heuristic, weight }], from, to, moves, record }: each
  // run's result (or its error) and events.
  solve(msg) {
    const target = doc.maze || doc.map;
    const s = lib.searcher(target, { moves: doc.map ? msg.moves : 4 });
    try {
      return {
        runs: msg.runs.map((run) => {
          if (!s.fits(run.solver)) return { solver: run.solver, error: `${run.solver} does not take this graph (its moves or costs)` };
          const rec = msg.record ? recorder() : null;
          try {
            // The result and time without events, as `maze solve` gives them
            // (with events a solver may skip a shortcut: jps's free line);
            // then the search again for its replay.
            const t0 = performance.now();
            const r = s.solve({ ...run, from: msg.from, to: msg.to });
            const ms = performance.now() - t0;
            if (rec) {
              s.solve({ ...run, from: msg.from, to: msg.to, onStep: rec.step, path: false });
              // The path as events after the search's (as `maze animate` replays it).
              r.points.forEach(([x, y]) => rec.step({ kind: 'path', x, y, x2: x, y2: y }));
            }
            return { solver: run.solver, found: r.found, moves: r.moves, cost: r.cost, expanded: r.expanded, path: r.path,
              ms, events: rec ? rec.result() : null };
          } catch (e) {
            return { solver: run.solver, error: e.message };
          }
        }),
      };
    } finally {
      s.free();
    }
  },

  // { runs, rows: [[sx, sy, gx, gy, optimal]], moves }: each run on every
  // row, its mismatches against the optimal costs (within 1e-4 relative,
  // 0.01 for costs given to 2 decimals, as `maze bench` checks them), mean
  // microseconds and expansions a query.
  queries(msg) {
    const s = lib.searcher(doc.maze || doc.map, { moves: doc.map ? msg.moves : 4 });
    try {
      return {
        results: msg.runs.map((run) => {
          if (!s.fits(run.solver)) return { solver: run.solver, error: `${run.solver} does not take this graph (its moves or costs)` };
          let mismatches = 0, expanded = 0;
          const t0 = performance.now();
          for (const [sx, sy, gx, gy, opt] of msg.rows) {
            const r = s.solve({ ...run, from: [sx, sy], to: [gx, gy], path: false });
            const diff = Math.abs(r.cost - opt), twoDecimals = Math.abs(opt * 100 - Math.round(opt * 100)) < 1e-6;
            const ok = run.solver === 'weighted-astar' ? r.cost <= (run.weight || 2) * opt + 1e-6 : diff <= 1e-4 * Math.max(1, opt) || (twoDecimals && diff <= 0.01);
            if (!r.found || !ok) mismatches++;
            expanded += r.expanded;
          }
          const ms = performance.now() - t0, n = msg.rows.length;
          return { solver: run.solver, queries: n, mismatches, meanUs: ms * 1000 / n, meanExpanded: expanded / n };
        }),
      };
    } finally {
      s.free();
    }
  },

  // { from, moves }: the least cost from `from` to every cell.
  heat(msg) {
    const s = lib.searcher(doc.maze || doc.map, { moves: doc.map ? msg.moves : 4 });
    try {
      return { distances: s.distances(msg.from) };
    } finally {
      s.free();
    }
  },

  // { format: 'text' | 'cells' | 'svg' | 'map', path, start, goal }: the file.
  export(msg) {
    const target = doc.maze || doc.map;
    const o = { path: msg.path || [], start: msg.start, goal: msg.goal };
    if (msg.format === 'svg') return { data: target.render(o) };
    if (msg.format === 'map') return { data: target.toMovingAI() };
    return { data: target.write(msg.format, o) };
  },
};

onmessage = async (ev) => {
  const msg = ev.data;
  try {
    if (msg.op !== 'init' && msg.op !== 'generate' && msg.op !== 'read' && msg.op !== 'restore' && !doc) throw new Error('no maze yet');
    const r = await ops[msg.op](msg);
    postMessage({ id: msg.id, ok: true, ...r }, transfers(r).concat((r.runs || []).flatMap((x) => (x.events ? [x.events.buffer] : []))));
  } catch (e) {
    postMessage({ id: msg.id, error: e && e.message ? e.message : String(e) });
  }
};
