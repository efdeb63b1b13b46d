// same.mjs MAZE OUT - the WebAssembly build gives what the C library gives:
// for each generator, seeds (one over 2^53) and braid, the bytes of the text,
// unicode, mask, blocks, perl, map and svg formats equal `maze generate`'s;
// other topologies' cells files equal; solvers' paths, costs and expansions
// equal `maze solve --json`'s, on mazes and on a Moving AI map with 4 and 8
// moves; the solved SVG picture equals `maze solve -f svg`'s; stats equal
// `maze stats --json`'s; a malformed map is refused with the line blamed.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [MAZE, OUT, DATA] = process.argv.slice(2);
const { load } = await import(join(OUT, 'maze.js'));
const lib = await load();
const tmp = mkdtempSync(join(process.env.T || tmpdir(), 'web-same-'));
let checks = 0;

function fail(msg) {
  console.error(`same: FAIL: ${msg}`);
  process.exit(1);
}
function native(args, input) {
  return execFileSync(MAZE, args, { input, maxBuffer: 1 << 28, stdio: ['pipe', 'pipe', 'pipe'] });
}
function sameBytes(what, wasm, nat) {
  const a = Buffer.from(wasm), b = Buffer.from(nat);
  checks++;
  if (a.equals(b)) return;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  fail(`${what}: wasm ${a.length} bytes, native ${b.length}; first difference at byte ${i}:\n` +
    `  wasm:   ${JSON.stringify(a.subarray(Math.max(0, i - 20), i + 40).toString())}\n` +
    `  native: ${JSON.stringify(b.subarray(Math.max(0, i - 20), i + 40).toString())}`);
}
function same(what, wasm, nat) {
  checks++;
  if (JSON.stringify(wasm) !== JSON.stringify(nat)) fail(`${what}: wasm ${JSON.stringify(wasm)}, native ${JSON.stringify(nat)}`);
}

const formats = ['text', 'unicode', 'mask', 'blocks', 'perl', 'map', 'svg'];
const seeds = ['1', '7', '12345678901234567890'];
let mazes = 0;
for (const g of lib.generators) {
  for (const seed of seeds) {
    for (const braid of [null, 0.5]) {
      if (braid !== null && seed === '7') continue;
      const w = 13, h = 9;
      const bias = g.name === 'growing-tree' ? 'oldest' : g.name === 'binary-tree' ? 'SW' : null;
      const args = ['generate', '-a', g.name, '-W', `${w}`, '-H', `${h}`, '-s', seed];
      if (bias) args.push('--bias', bias);
      if (braid !== null) args.push('--braid', `${braid}`);
      const m = lib.generate({ generator: g.name, width: w, height: h, seed: BigInt(seed), bias, braid });
      const what = `${args.join(' ')}`;
      for (const f of formats) {
        const bytes = f === 'svg' ? new TextEncoder().encode(m.render({ layers: [] })) : m.writeBytes(f);
        sameBytes(`${what} -f ${f}`, bytes, native([...args, '-f', f]));
      }
      sameBytes(`${what}: toMovingAI`, new TextEncoder().encode(m.toMovingAI()), native([...args, '-f', 'map']));
      // Solvers from corner to corner, and the solved picture.
      const file = join(tmp, 'm.txt');
      writeFileSync(file, m.write('text'));
      for (const solver of ['astar', 'bfs', 'dfs', 'bidir', 'wall-follower', 'tremaux', 'dead-end-filler']) {
        const r = lib.solve(m, { solver, from: [0, 0], to: [w - 1, h - 1] });
        let out;
        try {
          out = native(['solve', '-a', solver, '--json', '--from', '0,0', '--to', `${w - 1},${h - 1}`, file]);
        } catch (e) {
          out = e.stdout; // exit 1: no path found, the JSON still printed
        }
        const n = JSON.parse(out.toString());
        same(`${what}: solve ${solver}`, { found: r.found, moves: r.moves, cost: r.cost, expanded: r.expanded, path: r.points },
          n);
      }
      const r = lib.solve(m, { from: [0, 0], to: [w - 1, h - 1] });
      sameBytes(`${what}: solve -f svg`, m.render({ path: r.path, start: [0, 0], goal: [w - 1, h - 1] }),
        native(['solve', '-f', 'svg', '--from', '0,0', '--to', `${w - 1},${h - 1}`, file]));
      const s = lib.stats(m, { from: [0, 0], to: [w - 1, h - 1] });
      const ns = JSON.parse(native(['stats', '--json', '--from', '0,0', '--to', `${w - 1},${h - 1}`, file]).toString());
      same(`${what}: stats`, [s.cells, s.passages, s.perfect, s.components, s.loops, s.deadEnds, s.corridors, s.junctions,
        s.crossroads, s.diameter, [s.diameterAx, s.diameterAy], s.solutionMoves, s.solutionBranches, s.runs, s.branches,
        s.longestBranch],
      [ns.cells, ns.passages, ns.perfect, ns.components, ns.loops, ns.dead_ends, ns.corridors, ns.junctions,
        ns.crossroads, ns.diameter.moves, ns.diameter.from, ns.solution.moves, ns.solution.branches, ns.runs, ns.branches,
        ns.longest_branch]);
      m.free();
      mazes++;
    }
  }
}

// Other topologies: the cells file of each generator that runs there.
for (const t of lib.topologies.filter((e) => e.name !== 'rect')) {
  for (const g of lib.generators.filter((e) => e.flags & 16)) {
    for (const seed of ['3', '18446744073709551615']) {
      const o = { topology: t.name, generator: g.name, width: 6, height: 5, levels: 2, rings: 4, seed, braid: 0.25 };
      const args = ['generate', '--topology', t.name, '-a', g.name, '-s', seed, '--braid', '0.25'];
      if (t.flags & 1) args.push('-W', '6');
      if (t.flags & 2) args.push('-H', '5');
      if (t.flags & 4) args.push('-L', '2');
      if (t.flags & 8) args.push('--rings', '4');
      const m = lib.generate(o);
      sameBytes(args.join(' '), m.writeBytes('cells'), native([...args, '-f', 'cells']));
      if (m.topology !== t.name) fail(`topology ${m.topology}, want ${t.name}`);
      m.free();
      mazes++;
    }
  }
}

// A Moving AI map: read back as written, and every solver that fits on 4 and
// 8 moves between open cells far apart.
const mapFile = join(DATA, 'movingai/dao/arena.map');
const mapText = readFileSync(mapFile, 'utf8');
const map = lib.readMap(mapText);
sameBytes('arena.map written back', new TextEncoder().encode(map.toMovingAI()), native(['render', '-f', 'map', mapFile]));
const open = map.open();
const cells = [];
for (let i = 0; i < open.length; i++) if (open[i]) cells.push([i % map.width, Math.floor(i / map.width)]);
const pairs = [[cells[0], cells[cells.length - 1]], [cells[17], cells[Math.floor(cells.length / 2)]]];
for (const moves of [4, 8]) {
  const se = lib.searcher(map, { moves });
  for (const solver of lib.solvers.map((e) => e.name).filter((n) => se.fits(n))) {
    for (const [a, b] of pairs) {
      const r = se.solve({ solver, from: a, to: b });
      let out;
      try {
        out = native(['solve', '-a', solver, '--moves', `${moves}`, '--json', '--from', `${a}`, '--to', `${b}`, mapFile]);
      } catch (e) {
        out = e.stdout;
      }
      const n = JSON.parse(out.toString());
      const want = { found: r.found, moves: r.moves, cost: Number(r.cost.toPrecision(10)), expanded: r.expanded, path: r.points };
      // an any-angle path (MAZE_SOLVER_ANY_ANGLE): the command adds its points, the cells' centres
      if (lib.solvers.find((e) => e.name === solver).flags & 256) want.points = r.points.map(([x, y]) => [x + 0.5, y + 0.5]);
      same(`arena ${moves} moves ${solver} ${a} -> ${b}`, want, n);
    }
  }
  se.free();
}

// Step events: a generator's and a solver's, by callback and by async
// iterator, equal the events `maze animate` writes into its page (which
// appends the path as events joined to the cell before).
function animateEvents(args) {
  const file = join(tmp, 'anim.html');
  native(['animate', ...args, '-o', file]);
  return JSON.parse(/const EV=(\[[^\]]*\])/.exec(readFileSync(file, 'utf8'))[1]);
}
const flat = (evs) => evs.flatMap((e) => [['', 'carve', 'wall', 'visit', 'frontier', 'backtrack', 'path', 'set', 'chamber'].indexOf(e.kind), e.x, e.y, e.x2, e.y2]);
for (const gen of ['dfs', 'kruskal', 'division']) {
  const o = { generator: gen, width: 12, height: 8, seed: 3 };
  const byCallback = [];
  lib.generate({ ...o, onStep: (e) => { byCallback.push(e); } }).free();
  const it = lib.generateSteps(o), byIterator = [];
  for await (const e of it) byIterator.push(e);
  const m = await it.result;
  same(`generate ${gen}: events by iterator and by callback`, byIterator, byCallback);
  same(`generate ${gen}: events`, flat(byIterator), animateEvents(['generate', '-a', gen, '-W', '12', '-H', '8', '-s', '3']));
  sameBytes(`generateSteps ${gen}: the maze`, m.writeBytes('text'), native(['generate', '-a', gen, '-W', '12', '-H', '8', '-s', '3']));
  m.free();
}
{
  const m = lib.generate({ width: 12, height: 8, seed: 3 });
  for (const solver of ['astar', 'bfs', 'dfs', 'tremaux']) {
    const it = lib.solveSteps(m, { solver, from: [0, 0], to: [11, 7] }), evs = [];
    for await (const e of it) evs.push(e);
    const r = await it.result;
    const pathEvents = r.points.map(([x, y], k) => ({ kind: 'path', x, y, x2: r.points[Math.max(0, k - 1)][0], y2: r.points[Math.max(0, k - 1)][1] }));
    same(`solve ${solver}: events and path`, flat([...evs, ...pathEvents]),
      animateEvents(['solve', '-a', solver, '-W', '12', '-H', '8', '-s', '3', '--from', '0,0', '--to', '11,7']));
    let seen = 0;
    for await (const e of lib.solveSteps(m, { solver, from: [0, 0], to: [11, 7] })) { if (e && ++seen === 3) break; }
    same(`solve ${solver}: leaving the loop after 3 events`, seen, 3);
  }
  const bad = lib.solveSteps(m, { solver: 'no-such', from: [0, 0], to: [11, 7] });
  try {
    for await (const e of bad) fail(`an event from an unknown solver: ${JSON.stringify(e)}`);
    fail('solveSteps with an unknown solver did not throw');
  } catch (e) {
    if (e.status !== 'ENOTFOUND') fail(`solveSteps with an unknown solver: ${e}`);
  }
  await bad.result.then(() => fail('the result of an unknown solver resolved'), (e) => { if (e.status !== 'ENOTFOUND') fail(`result: ${e}`); });
  m.free();
}

// Bad input: the reader's message and line, as the command reports them.
try {
  lib.readMap('type octile\nheight 2\nwidth 2\nmap\n..\n.x\n');
  fail('a map with a bad character was read');
} catch (e) {
  if (e.name !== 'MazeError' || e.status !== 'EFORMAT' || e.line !== 6 || !/0x78/.test(e.message)) fail(`bad map: ${e}`);
}
try {
  lib.generate({ width: 0 });
  fail('width 0 was accepted');
} catch (e) {
  if (e.status !== 'ERANGE') fail(`width 0: ${e}`);
}
console.log(`same: ok: ${mazes} mazes and a map, ${checks} comparisons with ${MAZE}`);
