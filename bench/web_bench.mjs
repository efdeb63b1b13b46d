// web_bench.mjs - how close the WebAssembly build in the browser is to the
// native library: in headless Chromium, a page served from the web build
// solves every row of a Moving AI scenario (8 moves, octile, one searcher)
// with each algorithm, and generates a 1000 x 1000 dfs maze; side by side,
// in interleaved rounds (native, browser, native, browser, ...), `maze bench`
// on the same rows and bench/maze_bench's generation. Prints a table of the
// median times, the median ratio (browser / native) of the rounds, and the
// fastest round of each side with their ratio (what a busy machine leaves
// least disturbed).
//
//     MAZE_MOVINGAI_DIR=FOLDER MAZE=build/maze MAZE_BENCH=build/bench/maze_bench \
//         node bench/web_bench.mjs build/web [ROUNDS]
//
// The scenario is FOLDER/dao/den520d.map.scen unless MAZE_BENCH_SCEN names
// another; MAZE_BENCH_ALGOS the algorithms (default "astar jps");
// MAZE_BROWSER the browser (default chromium). A browser query's time is the
// whole searcher.solve() call without the path (the page's loop over the
// rows, timed as one span; the page is cross-origin isolated, so the clock
// has its finest resolution); `maze bench`'s is the library call alone.
// Exits 1 if a cost disagrees with the file. Figures, dated:
// docs/performance.md.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../web/test/browser.mjs';

const [out, roundsArg] = process.argv.slice(2);
if (!out) {
  console.error('usage: web_bench.mjs WEB_BUILD_DIR [ROUNDS] (MAZE_MOVINGAI_DIR, MAZE, MAZE_BENCH set)');
  process.exit(2);
}
const rounds = Number(roundsArg || 5);
const env = process.env;
const scen = env.MAZE_BENCH_SCEN || join(env.MAZE_MOVINGAI_DIR || '.', 'dao/den520d.map.scen');
const algos = (env.MAZE_BENCH_ALGOS || 'astar jps').split(/\s+/).filter(Boolean);
const MAZE = env.MAZE || 'maze', BENCH = env.MAZE_BENCH || 'maze_bench';
const browserBin = env.MAZE_BROWSER || 'chromium';

// The rows: map file, start, goal, optimal cost.
const rows = readFileSync(scen, 'utf8').split('\n').slice(1).filter((l) => l.trim()).map((l) => {
  const f = l.split('\t');
  return [Number(f[4]), Number(f[5]), Number(f[6]), Number(f[7]), Number(f[8])];
});
const mapName = readFileSync(scen, 'utf8').split('\n')[1].split('\t')[1].split('/').pop();
const mapText = readFileSync(join(dirname(scen), mapName), 'utf8');

function nativeQueries(algo) {
  const o = execFileSync(MAZE, ['bench', '--algo', algo, scen], { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  const m = /queries=(\d+) mismatches=(\d+) mean_us=([\d.]+)/.exec(o);
  if (!m || m[2] !== '0') throw new Error(`maze bench --algo ${algo}: ${o}`);
  return Number(m[3]);
}
function nativeGenerate() {
  const o = execFileSync(BENCH, ['generate', 'dfs', '1000', '1000', '1'], { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  return Number(/seconds=([\d.]+)/.exec(o)[1]) * 1000;
}

// The page: maze.js from the web build, and the timed loops.
const page = `<!doctype html><meta charset="utf-8"><title>web_bench</title><script type="module">
import { load } from './maze.js';
const lib = await load();
let map = null, searcher = null, rows = null;
window.bench = {
  setup(text, r) { map = lib.readMap(text); searcher = lib.searcher(map, { moves: 8 }); rows = r; return rows.length; },
  queries(solver) {
    let bad = 0;
    const t0 = performance.now();
    for (const [sx, sy, gx, gy, opt] of rows) {
      const r = searcher.solve({ solver, from: [sx, sy], to: [gx, gy], path: false });
      if (!(Math.abs(r.cost - opt) <= 1e-4 * Math.max(1, opt) || Math.abs(r.cost - opt) < 0.01)) bad++;
    }
    return { us: (performance.now() - t0) * 1000 / rows.length, bad };
  },
  generate() {
    const t0 = performance.now();
    const m = lib.generate({ generator: 'dfs', width: 1000, height: 1000, seed: 1 });
    const ms = performance.now() - t0;
    m.free();
    return ms;
  },
};
window.ready = true;
</script>`;
const server = createServer((req, res) => {
  const name = new URL(req.url, 'http://x').pathname.slice(1);
  const headers = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };
  if (name === 'bench.html') { res.writeHead(200, { ...headers, 'content-type': 'text/html' }).end(page); return; }
  if (name === 'maze.js' || name === 'maze-wasm.mjs') {
    res.writeHead(200, { ...headers, 'content-type': 'text/javascript' }).end(readFileSync(join(out, name)));
    return;
  }
  res.writeHead(404).end();
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const b = await launch(browserBin);
const median = (a) => { const s = a.slice().sort((x, y) => x - y); return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
let failed = false;
try {
  await b.goto(`http://127.0.0.1:${server.address().port}/bench.html`);
  await b.waitFor('window.ready', 60000);
  if (!(await b.eval('crossOriginIsolated'))) console.error('web_bench: the page is not cross-origin isolated: the clock is coarse');
  await b.eval(`bench.setup(${JSON.stringify(mapText)}, ${JSON.stringify(rows)})`);
  const cases = [...algos.map((a) => ({ name: `${a}, us a query`, native: () => nativeQueries(a), web: async () => {
    const r = await b.eval(`bench.queries(${JSON.stringify(a)})`);
    if (r.bad) { failed = true; console.error(`web_bench: ${a}: ${r.bad} costs disagree with ${scen}`); }
    return r.us;
  } })), { name: 'generate dfs 1000 x 1000, ms', native: nativeGenerate, web: () => b.eval('bench.generate()') }];
  // One warm-up run each, then the rounds, native and browser in turn.
  for (const c of cases) { c.native(); await c.web(); c.n = []; c.w = []; c.ratio = []; }
  for (let r = 0; r < rounds; r++) {
    for (const c of cases) {
      const n = c.native(), w = await c.web();
      c.n.push(n);
      c.w.push(w);
      c.ratio.push(w / n);
    }
  }
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(`${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${load}, ${rounds} rounds, ${rows.length} rows of ${scen.split('/').slice(-2).join('/')}, ${(await b.eval('navigator.userAgent')).match(/Chrome\/[\d.]+/)[0]}`);
  console.log('| case | native (median) | browser (median) | ratio (median of rounds) | fastest round each: native, browser, ratio | ratios of the rounds |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const c of cases) {
    const fn = Math.min(...c.n), fw = Math.min(...c.w);
    console.log(`| ${c.name} | ${median(c.n).toFixed(1)} | ${median(c.w).toFixed(1)} | ${median(c.ratio).toFixed(2)} | ` +
      `${fn.toFixed(1)}, ${fw.toFixed(1)}, ${(fw / fn).toFixed(2)} | ${c.ratio.map((x) => x.toFixed(2)).join(' ')} |`);
  }
} finally {
  await b.close();
  server.close();
}
process.exit(failed ? 1 : 0);
