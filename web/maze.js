// maze.js - libmaze in JavaScript: the WebAssembly build of the library behind
// an ES module with the API in JS idiom (objects, options, typed arrays,
// exceptions). `const lib = await load()`, then lib.generate, lib.solve, ...
import createMazeModule from './maze-wasm.mjs';

const STATUS = {
  0: 'OK', [-1]: 'ENOMEM', [-2]: 'EINVAL', [-3]: 'ERANGE', [-4]: 'ETOOBIG', [-5]: 'EFORMAT',
  [-6]: 'EIO', [-7]: 'ENOTFOUND', [-8]: 'EUNSUPPORTED', [-9]: 'ECANCELLED',
};
const EVENT_KINDS = ['', 'carve', 'wall', 'visit', 'frontier', 'backtrack', 'path', 'set', 'chamber', 'mark'];
const HEURISTICS = ['default', 'manhattan', 'octile', 'euclidean', 'chebyshev', 'zero'];
const LAYERS = { path: 1, markers: 2, expanded: 4, heat: 8, outline: 16, gaps: 32 };
// The order web_stats fills (maze_wasm.c).
const STAT_FIELDS = ['width', 'height', 'cells', 'passages', 'components', 'loops', 'perfect', 'deadEnds',
  'deadEndPercent', 'isolated', 'corridors', 'junctions', 'crossroads', 'diameter', 'diameterExact',
  'diameterAx', 'diameterAy', 'diameterBx', 'diameterBy', 'solutionAsked', 'solutionFound', 'solutionMoves',
  'solutionBranches', 'runs', 'meanRun', 'branches', 'longestBranch', 'meanBranch', 'sx', 'sy', 'gx', 'gy'];
const BOOL_STATS = new Set(['perfect', 'diameterExact', 'solutionAsked', 'solutionFound']);

// A failed call: `code` the library's status (negative), `status` its name
// ('EFORMAT', ...), `line` the input line a reader blamed (0: none).
export class MazeError extends Error {
  constructor(code, message, line = 0) {
    super(message);
    this.name = 'MazeError';
    this.code = code;
    this.status = STATUS[code] || 'EUNKNOWN';
    this.line = line;
  }
}

// Loads the module; resolves to the library. Options: `wasmBinary` (the
// module's bytes, when the embedded copy is not wanted).
export async function load(options = {}) {
  const M = await createMazeModule(options);
  return new Library(M);
}

class Library {
  constructor(M) {
    this.M = M;
    this.version = M.UTF8ToString(M._maze_version());
    this.generators = table(M, 0);
    this.solvers = table(M, 1);
    this.topologies = table(M, 2);
    this.formats = table(M, 3);
    this.heuristics = HEURISTICS.slice();
    // Out-parameters: up to 3 + 10 * MAZE_MAX_SIDES doubles (cellGeometry).
    this.scratch = M._malloc(128 * 8);
    const live = new FinalizationRegistry((f) => f());
    this.track = (obj, free) => live.register(obj, free, obj);
    this.untrack = (obj) => live.unregister(obj);
  }

  // Generates a maze. Options: width, height (default 20), topology
  // ('rect'), levels (3d, default 2), rings (polar, default 10), generator
  // ('dfs'), bias, seed (number, bigint or decimal string; default 1), braid
  // (0..1, none by default), onStep(event) called for each event (return
  // true to stop: a MazeError ECANCELLED). The same options give the same
  // maze as `maze generate`.
  generate(o = {}) {
    const M = this.M;
    const topology = o.topology || 'rect';
    const t = this.topologies.find((e) => e.name === topology);
    if (!t) throw new MazeError(-7, `unknown topology '${topology}'`);
    const w = t.flags & 1 ? int(o.width ?? 20, 'width') : 0;
    const h = t.flags & 2 ? int(o.height ?? 20, 'height') : 0;
    const levels = t.flags & 4 ? int(o.levels ?? 2, 'levels') : 0;
    const rings = t.flags & 8 ? int(o.rings ?? 10, 'rings') : 0;
    const [lo, hi] = seedWords(o.seed ?? 1);
    const braid = o.braid === undefined || o.braid === null ? -1 : Number(o.braid);
    if (braid !== -1 && !(braid >= 0 && braid <= 1)) throw new MazeError(-2, `braid must be from 0 to 1, got ${o.braid}`);
    const st = this.withStrings([topology, o.generator || 'dfs', o.bias || null], ([tp, gp, bp]) =>
      this.listening(o.onStep, (listen) => M._web_generate(this.scratch, tp, w, h, levels, rings, gp, bp, lo, hi, braid, listen)));
    this.check(st, `generate ${o.generator || 'dfs'}`);
    return new Maze(this, M.HEAPU32[this.scratch >> 2]);
  }

  // Reads a Moving AI .map (string or bytes) into a GridMap. Options:
  // maxCells (default the library's 1e8). A malformed file throws a
  // MazeError EFORMAT whose message and line say where.
  readMap(data, o = {}) {
    const doc = this.readDoc(data, 1, o);
    return doc.map;
  }

  // Reads any format the library reads (text, mask, blocks, perl, map,
  // cells), the content telling which: { maze } or { map }, and the start
  // and goal marks found ({ start: [x, y], goal: [x, y] } or null).
  read(data, o = {}) {
    return this.readDoc(data, 0, o);
  }

  readDoc(data, moving, o) {
    const M = this.M;
    const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data);
    const p = M._malloc(bytes.length + 1);
    M.HEAPU8.set(bytes, p);
    const s = this.scratch;
    const msg = M._malloc(160);
    try {
      const st = M._web_read(p, bytes.length, moving, o.maxCells || 0, s, s + 8, s + 32, msg);
      if (st) {
        const line = M.HEAP32[(s + 32) >> 2];
        const text = M.UTF8ToString(msg);
        throw new MazeError(st, `${this.strerror(st)}${line ? ` at line ${line}` : ''}${text ? `: ${text}` : ''}`, line);
      }
      const e = Array.from(M.HEAP32.subarray((s + 8) >> 2, (s + 8 >> 2) + 6));
      const mz = M.HEAPU32[s >> 2], mp = M.HEAPU32[(s + 4) >> 2];
      return {
        maze: mz ? new Maze(this, mz) : null,
        map: mp ? new GridMap(this, mp) : null,
        start: e[0] ? [e[2], e[3]] : null,
        goal: e[1] ? [e[4], e[5]] : null,
      };
    } finally {
      M._free(p);
      M._free(msg);
    }
  }

  // A block map from one byte a cell (nonzero open), width x height.
  mapFromOpen(width, height, open) {
    const M = this.M;
    const n = width * height;
    if (!(open && open.length === n)) throw new MazeError(-2, `mapFromOpen: ${n} cells expected`);
    const p = M._malloc(n || 1);
    M.HEAPU8.set(open, p);
    const st = M._maze_map_from_open(this.scratch, width, height, p, 0);
    M._free(p);
    this.check(st, 'mapFromOpen');
    return new GridMap(this, M.HEAPU32[this.scratch >> 2]);
  }

  // Solves a maze or map (see Searcher.solve for the options and result).
  // One-off: the graph is built and freed again; make a searcher to run many
  // queries on one graph.
  solve(target, o = {}) {
    const s = this.searcher(target, o);
    try {
      return s.solve(o);
    } finally {
      s.free();
    }
  }

  // The step events of generate(o) as an async iterator, with the maze
  // (or the error) in .result, a promise:
  //   const it = lib.generateSteps({ width: 9, height: 6 });
  //   for await (const ev of it) draw(ev);
  //   const m = await it.result;
  // The library's call runs whole at the first next() or look at .result
  // (its events kept, compactly), then they are handed out one at a time;
  // leaving the loop early drops the rest.
  generateSteps(o = {}) {
    return stepIterator((onStep) => this.generate({ ...o, onStep }));
  }

  // The step events of solve(target, o) as generateSteps gives them; .result
  // is solve's result.
  solveSteps(target, o = {}) {
    return stepIterator((onStep) => this.solve(target, { ...o, onStep }));
  }

  // A graph of a maze (4 moves) or map (moves 4 or 8) and a search context
  // on it, for many queries.
  searcher(target, o = {}) {
    return new Searcher(this, target, o.moves || 4);
  }

  // The figures `maze stats` prints, of a maze (or of a map's 4-connected
  // open cells). Options: from, to ([x, y]; without them no solution part).
  stats(target, o = {}) {
    const M = this.M;
    let m = target, tmp = null;
    if (target instanceof GridMap) {
      const st = M._maze_from_map_cells(this.scratch, target.ptr, 0);
      this.check(st, 'stats');
      tmp = M.HEAPU32[this.scratch >> 2];
      m = { ptr: tmp };
    }
    const out = M._malloc(33 * 8);
    try {
      const [sx, sy] = o.from || [-1, -1];
      const [gx, gy] = o.to || [-1, -1];
      this.check(M._web_stats(m.ptr, sx, sy, gx, gy, out), 'stats');
      const v = M.HEAPF64.subarray(out >> 3, (out >> 3) + STAT_FIELDS.length);
      const r = {};
      STAT_FIELDS.forEach((k, i) => { r[k] = BOOL_STATS.has(k) ? !!v[i] : v[i]; });
      return r;
    } finally {
      M._free(out);
      if (tmp) M._maze_destroy(tmp);
    }
  }

  strerror(st) {
    return this.M.UTF8ToString(this.M._maze_strerror(st));
  }

  check(st, what) {
    if (st) throw new MazeError(st, `${what}: ${this.strerror(st)}`);
  }

  // Runs f with the strings copied into the module (null stays NULL).
  withStrings(strs, f) {
    const M = this.M;
    const ps = strs.map((s) => {
      if (s === null || s === undefined) return 0;
      const n = M.lengthBytesUTF8(s) + 1;
      const p = M._malloc(n);
      M.stringToUTF8(s, p, n);
      return p;
    });
    try {
      return f(ps);
    } finally {
      ps.forEach((p) => p && M._free(p));
    }
  }

  // Runs f(listen) with onStep receiving the library's events.
  listening(onStep, f) {
    const M = this.M;
    if (!onStep) return f(0);
    M.mazeStep = (kind, x, y, x2, y2, g) => onStep({ kind: EVENT_KINDS[kind], x, y, x2, y2, g });
    try {
      return f(1);
    } finally {
      M.mazeStep = null;
    }
  }

  // Runs f with Module.mazeOut collecting what the library writes; the bytes.
  collect(f, what) {
    const M = this.M;
    M.mazeOut = [];
    let chunks;
    try {
      this.check(f(), what);
    } finally {
      chunks = M.mazeOut;
      M.mazeOut = null;
    }
    let n = 0;
    for (const c of chunks) n += c.length;
    const bytes = new Uint8Array(n);
    n = 0;
    for (const c of chunks) { bytes.set(c, n); n += c.length; }
    return bytes;
  }

  // Runs f with an overlay's path copied into the module.
  withOverlay(o, f) {
    const M = this.M;
    const path = o.path || [];
    const p = path.length ? M._malloc(path.length * 4) : 0;
    if (p) M.HEAPU32.set(path, p >> 2);
    const ends = (o.start ? 1 : 0) | (o.goal ? 2 : 0);
    const [sx, sy] = o.start || [0, 0];
    const [gx, gy] = o.goal || [0, 0];
    try {
      return f(ends, sx, sy, gx, gy, p, path.length);
    } finally {
      if (p) M._free(p);
    }
  }
}

// An async iterator over the events `run(onStep)` gives, run at the first
// next() or the first look at .result: a promise of what run returned
// (rejected with what it threw, as every next() is then).
function stepIterator(run) {
  let kinds = new Uint8Array(1024), nums = new Int32Array(4 * 1024), gs = new Float64Array(1024);
  let n = 0, i = 0, ran = false, settle;
  const result = new Promise((resolve, reject) => { settle = { resolve, reject }; });
  result.catch(() => {}); // a caller that only iterates sees the error there
  const record = (e) => {
    if (n === kinds.length) {
      const k = new Uint8Array(2 * n), x = new Int32Array(8 * n), g = new Float64Array(2 * n);
      k.set(kinds); x.set(nums); g.set(gs);
      kinds = k; nums = x; gs = g;
    }
    kinds[n] = EVENT_KINDS.indexOf(e.kind);
    nums.set([e.x, e.y, e.x2, e.y2], 4 * n);
    gs[n++] = e.g;
    return false;
  };
  let failure = null;
  const start = () => {
    if (ran) return;
    ran = true;
    try {
      settle.resolve(run(record));
    } catch (e) {
      failure = e;
      settle.reject(e);
    }
  };
  const it = {
    // Asking for the result runs the call too.
    get result() {
      start();
      return result;
    },
    async next() {
      start();
      if (failure) throw failure;
      if (i >= n) return { done: true, value: undefined };
      const k = i++;
      return { done: false, value: { kind: EVENT_KINDS[kinds[k]], x: nums[4 * k], y: nums[4 * k + 1], x2: nums[4 * k + 2],
        y2: nums[4 * k + 3], g: gs[k] } };
    },
    async return() {
      i = n;
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() { return this; },
  };
  return it;
}

function table(M, which) {
  const r = [];
  for (let i = 0; ; i++) {
    const n = M._web_table_name(which, i);
    if (!n) break;
    r.push({ name: M.UTF8ToString(n), summary: M.UTF8ToString(M._web_table_summary(which, i)), flags: M._web_table_flags(which, i) });
  }
  return r;
}

function int(v, what) {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 0x7fffffff) throw new MazeError(-3, `${what} must be a whole number from 1, got '${v}'`);
  return n;
}

// A 64-bit seed as two 32-bit words (low, high).
function seedWords(seed) {
  let b;
  try {
    b = BigInt(typeof seed === 'string' ? seed.trim() : seed);
  } catch (e) {
    throw new MazeError(-2, `seed must be a whole number, got '${seed}'`);
  }
  if (b < 0n || b >= 1n << 64n) throw new MazeError(-3, `seed must be from 0 to 2^64-1, got '${seed}'`);
  return [Number(b & 0xffffffffn), Number(b >> 32n)];
}

const decoder = new TextDecoder();

// What Maze and GridMap share: writing in a format and drawing.
class Grid {
  constructor(lib, ptr, free) {
    this.lib = lib;
    this.ptr = ptr;
    this.freeFn = free;
    lib.track(this, () => free(ptr));
  }

  // Frees the library's object (also done when it is garbage collected).
  free() {
    if (!this.ptr) return;
    this.lib.untrack(this);
    this.freeFn(this.ptr);
    this.ptr = 0;
  }

  alive() {
    if (!this.ptr) throw new MazeError(-2, 'the object was freed');
    return this.ptr;
  }

  // The bytes of `format` (a name of lib.formats: 'text', 'mask', 'map',
  // 'cells', ...). Options: path (cell indices), start, goal ([x, y]) and,
  // for wall mazes, gaps (openings in the outer wall at start and goal).
  writeBytes(format, o = {}) {
    const lib = this.lib, M = lib.M, isMap = this instanceof GridMap;
    const ptr = this.alive();
    return lib.withStrings([format], ([fp]) => lib.withOverlay(o, (...ov) =>
      lib.collect(() => M._web_write(isMap ? 0 : ptr, isMap ? ptr : 0, fp, o.gaps ? 1 : 0, ...ov), `write ${format}`)));
  }

  // The same as a string.
  write(format, o = {}) {
    return decoder.decode(this.writeBytes(format, o));
  }

  // A Moving AI .map: the map itself, or a wall maze's block grid.
  toMovingAI() {
    const lib = this.lib, isMap = this instanceof GridMap, ptr = this.alive();
    return decoder.decode(lib.collect(() => lib.M._web_write_movingai(isMap ? 0 : ptr, isMap ? ptr : 0), 'write map'));
  }

  // A picture: an SVG string (format 'svg', the default), as `maze render`
  // draws it. Options: cell, wall, margin (pixels), layers (names: 'path',
  // 'markers', 'expanded', 'heat', 'outline', 'gaps'; default path and
  // markers), path, start, goal, expanded (one byte a cell, nonzero drawn).
  render(o = {}) {
    const lib = this.lib, M = lib.M, isMap = this instanceof GridMap, ptr = this.alive();
    const format = o.format || 'svg';
    let layers = -1;
    if (o.layers) {
      layers = 0;
      for (const l of o.layers) {
        if (!(l in LAYERS)) throw new MazeError(-2, `unknown layer '${l}'`);
        layers |= LAYERS[l];
      }
    }
    const ex = o.expanded ? M._malloc(o.expanded.length || 1) : 0;
    if (ex) M.HEAPU8.set(o.expanded, ex);
    try {
      const bytes = lib.withStrings([format], ([fp]) => lib.withOverlay(o, (...ov) =>
        lib.collect(() => M._web_draw(isMap ? 0 : ptr, isMap ? ptr : 0, fp, o.cell ?? -1, o.wall ?? -1, o.margin ?? -1,
          layers, ex, ...ov), `render ${format}`)));
      return format === 'svg' ? decoder.decode(bytes) : bytes;
    } finally {
      if (ex) M._free(ex);
    }
  }
}

// A wall maze (any topology).
export class Maze extends Grid {
  constructor(lib, ptr) {
    super(lib, ptr, (p) => lib.M._maze_destroy(p));
  }

  get width() { return this.lib.M._maze_width(this.alive()); }
  get height() { return this.lib.M._maze_height(this.alive()); }
  // The number of cells, enabled or not (cell indices run below it).
  get cellTotal() { return Number(this.lib.M._maze_cell_total(this.alive())); }
  // The topology's name ('rect', 'hex', ...): its table entry's first field.
  get topology() {
    const M = this.lib.M;
    return M.UTF8ToString(M.HEAPU32[M._maze_topology_of(this.alive()) >> 2]);
  }

  // The mask format's 4-bit cells, one byte a cell (y*W+x): MAZE_N 1, E 2,
  // S 4, W 8 set where the cell opens that way.
  masks() {
    const M = this.lib.M, ptr = this.alive();
    const n = this.width * this.height;
    const p = M._malloc(n || 1);
    M._maze_to_masks(ptr, p);
    const r = M.HEAPU8.slice(p, p + n);
    M._free(p);
    return r;
  }

  // The open sides of every cell as bits (any topology), one byte a cell.
  openSides() {
    const M = this.lib.M, ptr = this.alive();
    const n = this.cellTotal;
    const r = new Uint8Array(n);
    for (let c = 0; c < n; c++) r[c] = M._maze_cell_open_sides(ptr, c);
    return r;
  }

  // Opens (open true) or closes the wall on side `dir` ('N', 'E', 'S', 'W')
  // of cell (x, y).
  setPassage(x, y, dir, open) {
    const d = { N: 1, E: 2, S: 4, W: 8 }[dir] || dir;
    this.lib.check(this.lib.M._maze_set_passage(this.alive(), x, y, d, open ? 1 : 0), 'setPassage');
  }

  // Enables or disables cell (x, y) (disabling closes its walls).
  setEnabled(x, y, enabled) {
    this.lib.check(this.lib.M._maze_set_cell_enabled(this.alive(), x, y, enabled ? 1 : 0), 'setEnabled');
  }

  enabled(x, y) { return !!this.lib.M._maze_cell_enabled(this.alive(), x, y); }

  // The geometry of cell c: { cx, cy, edges: [{ kind, x0, y0, x1, y1, cx, cy, r, a0, a1 }] }.
  cellGeometry(c) {
    const M = this.lib.M, out = this.lib.scratch;
    this.lib.check(M._web_cell_geometry(this.alive(), c, out), 'cellGeometry');
    const v = M.HEAPF64.subarray(out >> 3, (out >> 3) + 3 + 80);
    const edges = [];
    for (let s = 0; s < v[2]; s++) {
      const e = v.subarray(3 + 10 * s);
      edges.push({ kind: e[0], x0: e[1], y0: e[2], x1: e[3], y1: e[4], cx: e[5], cy: e[6], r: e[7], a0: e[8], a1: e[9] });
    }
    return { cx: v[0], cy: v[1], edges };
  }

  // The box every cell lies in: [width, height] in maze units.
  extent() {
    const M = this.lib.M, s = this.lib.scratch;
    this.lib.check(M._maze_extent(this.alive(), s, s + 8), 'extent');
    return [M.HEAPF64[s >> 3], M.HEAPF64[(s >> 3) + 1]];
  }

  // The block map of this maze ((2W+1) x (2H+1)).
  toMap() {
    const M = this.lib.M;
    this.lib.check(M._maze_map_from_maze(this.lib.scratch, this.alive(), 0), 'toMap');
    return new GridMap(this.lib, M.HEAPU32[this.lib.scratch >> 2]);
  }
}

// A block map: cells open or blocked (Moving AI .map files).
export class GridMap extends Grid {
  constructor(lib, ptr) {
    super(lib, ptr, (p) => lib.M._maze_map_destroy(p));
  }

  get width() { return this.lib.M._maze_map_width(this.alive()); }
  get height() { return this.lib.M._maze_map_height(this.alive()); }

  // One byte a cell (y*W+x): 1 open, 0 blocked.
  open() {
    const M = this.lib.M, ptr = this.alive();
    const n = this.width * this.height;
    const p = M._malloc(n || 1);
    M._maze_map_to_open(ptr, p);
    const r = M.HEAPU8.slice(p, p + n);
    M._free(p);
    return r;
  }

  isOpen(x, y) { return !!this.lib.M._maze_map_open(this.alive(), x, y); }

  // Sets a cell's terrain character ('.' open, '@' blocked, ...).
  set(x, y, terrain) {
    this.lib.check(this.lib.M._maze_map_set(this.alive(), x, y, terrain.charCodeAt(0)), 'set');
  }
}

// A graph and a search context on it: many queries, memory kept between them.
export class Searcher {
  constructor(lib, target, moves) {
    const M = lib.M;
    this.lib = lib;
    this.target = target;
    const st = target instanceof GridMap ? M._maze_graph_from_map(lib.scratch, target.alive(), moves, 0)
      : M._maze_graph_from_maze(lib.scratch, target.alive(), 0);
    lib.check(st, 'graph');
    this.graph = M.HEAPU32[lib.scratch >> 2];
    const st2 = M._maze_search_create(lib.scratch, this.graph, 0);
    if (st2) {
      M._maze_graph_destroy(this.graph);
      lib.check(st2, 'search');
    }
    this.search = M.HEAPU32[lib.scratch >> 2];
    this.width = M._maze_graph_width(this.graph);
    this.out = M._malloc(5 * 8);
  }

  free() {
    const M = this.lib.M;
    if (!this.search) return;
    M._maze_search_destroy(this.search);
    M._maze_graph_destroy(this.graph);
    M._free(this.out);
    this.search = this.graph = 0;
  }

  // Whether solver `name` takes this graph (its moves and costs).
  fits(name) {
    return !!this.lib.withStrings([name], ([np]) => this.lib.M._web_solver_fits(np, this.graph));
  }

  // Runs a solver. Options: solver ('astar'), from, to ([x, y]; on another
  // topology than rect [cell, 0]), heuristic (a name of lib.heuristics),
  // weight (weighted-astar), seed (random-mouse's walk; default 1, as maze
  // solve's -s), maxSteps (random-mouse's bound; 0: the library's), onStep(event) (return true to stop), path
  // (false: leave the path out, for timing). Result: { found, path
  // (Uint32Array of cell indices), points ([x, y] pairs), moves, cost,
  // expanded }.
  solve(o = {}) {
    const lib = this.lib, M = lib.M;
    if (!this.search) throw new MazeError(-2, 'the searcher was freed');
    const h = HEURISTICS.indexOf(o.heuristic || 'default');
    if (h < 0) throw new MazeError(-2, `unknown heuristic '${o.heuristic}'`);
    const [sx, sy] = o.from || [0, 0];
    const [gx, gy] = o.to || [0, 0];
    const solver = o.solver || 'astar';
    const st = lib.withStrings([solver], ([np]) => lib.listening(o.onStep, (listen) =>
      M._web_solve(this.search, np, sx, sy, gx, gy, h, o.weight || 0, Number(o.seed ?? 1), Number(o.maxSteps || 0),
        listen, this.out)));
    lib.check(st, `solve ${solver}`);
    const v = M.HEAPF64.subarray(this.out >> 3, (this.out >> 3) + 5);
    const r = { found: !!v[0], moves: v[1] ? v[1] - 1 : 0, cost: v[3], expanded: v[4] };
    if (o.path !== false) {
      r.path = M.HEAPU32.slice(v[2] / 4, v[2] / 4 + v[1]);
      r.points = Array.from(r.path, (c) => [c % this.width, Math.floor(c / this.width)]);
    }
    return r;
  }

  // A Dijkstra map from `from`: Float64Array of the least cost to every
  // cell (Infinity where none), for a heat map.
  distances(from) {
    const M = this.lib.M;
    const n = this.width * M._maze_graph_height(this.graph);
    const p = M._malloc(n * 8);
    try {
      this.lib.check(M._maze_search_distances(this.search, from[0], from[1], p), 'distances');
      return M.HEAPF64.slice(p >> 3, (p >> 3) + n);
    } finally {
      M._free(p);
    }
  }
}
