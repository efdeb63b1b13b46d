// page.mjs BROWSER MAZE OUT DATA - the interactive page (OUT/index.html) in
// headless Chromium over its DevTools pipe, served by a static server here:
// generate, watch the carving, race solvers, download text, SVG, .map and
// PNG, replay, edit walls and map cells with the mouse and the keyboard,
// drag the goal, open a Moving AI .map by the file picker and by a drop and
// its .scen (a query chosen, then all of them), a heuristic and a weight
// chosen, refuse a malformed map,
// cancel a long run, refuse a size it cannot draw, on every other topology
// edit a wall by a click and by the keyboard and drag the start and goal,
// and file://. Each result is checked
// against the `maze` command on the same input (the maze's masks, each
// solver's found, moves, cost and expanded), the drawing by the pixels of
// screenshots, and the page makes no request but its own file.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, count, decodePNG, pixel } from './browser.mjs';

const [BROWSER, MAZE, OUT, DATA] = process.argv.slice(2);
const tmp = mkdtempSync(join(process.env.T || tmpdir(), 'web-page-'));
const t0 = Date.now();
let checks = 0;
function fail(msg) {
  throw new Error(msg);
}
function check(ok, msg) {
  checks++;
  if (!ok) fail(msg);
}
function same(what, got, want) {
  check(JSON.stringify(got) === JSON.stringify(want), `${what}: the page has ${JSON.stringify(got)}, maze ${JSON.stringify(want)}`);
}
function native(args) {
  try {
    return execFileSync(MAZE, args, { maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  } catch (e) {
    if (e.status === 1) return e.stdout.toString(); // solve: no path, the JSON still printed
    throw new Error(`maze ${args.join(' ')}: ${e.stderr}`);
  }
}
function masksOf(text) {
  const [head, ...rows] = text.trim().split('\n');
  const [w, h] = head.split(/\s+/).map(Number);
  const m = rows.join(' ').trim().split(/\s+/).map(Number);
  if (m.length !== w * h) fail(`mask: ${m.length} numbers for ${w} x ${h}`);
  return { w, h, m };
}
function maskText(w, h, m) {
  const rows = [];
  for (let y = 0; y < h; y++) rows.push(m.slice(y * w, (y + 1) * w).join(' '));
  return `${w} ${h}\n${rows.join('\n')}\n`;
}
// `maze solve --json` of a file, as the page's panels show a run.
function nativeSolve(file, solver, from, to, extra = []) {
  const r = JSON.parse(native(['solve', '-a', solver, '--json', '--from', from.join(','), '--to', to.join(','), ...extra, file]));
  return { found: r.found, moves: r.moves, cost: Number(r.cost.toFixed(6)), expanded: r.expanded };
}

// The static server: OUT's files, nothing else.
const server = createServer((req, res) => {
  const name = new URL(req.url, 'http://x').pathname.slice(1) || 'index.html';
  if (!/^[\w.-]+$/.test(name)) { res.writeHead(404).end(); return; }
  try {
    const body = readFileSync(join(OUT, name));
    res.writeHead(200, { 'content-type': name.endsWith('.html') ? 'text/html' : 'text/javascript' }).end(body);
  } catch (e) {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;

const b = await launch(BROWSER, { width: 1280, height: 1000 });
const status = () => b.eval("document.getElementById('status').textContent");
const counter = (k) => b.eval(`Number(document.body.dataset.${k} || 0)`);
// Polls for expression, as long as the page has a job running (a solve of
// every query of a map is slow on a loaded machine): up to JOB_MS in all,
// but IDLE_MS with no job running (a loaded machine may be slow to start
// the job an action asks for: a click, a file read before its solve).
const IDLE_MS = 60000, JOB_MS = Number(process.env.MAZE_WEB_JOB_MS || 300000);
async function until(expression) {
  const t0 = Date.now();
  let seen = t0; // the last time a job was running
  for (;;) {
    const [done, busy] = await b.eval(`[Boolean(${expression}), Boolean(document.body.dataset.busy)]`);
    if (done) return;
    const now = Date.now();
    if (busy) seen = now;
    if (now - seen > IDLE_MS || now - t0 > JOB_MS)
      fail(`waited ${now - t0} ms (${busy ? 'a job still running' : `no job running for ${now - seen} ms`}) for ${expression}; ` +
        `the page says: ${await status()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
// Waits for the page's counter k (generated, solved) to pass n, and no job running.
async function after(k, n) {
  await until(`Number(document.body.dataset.${k} || 0) > ${n} && !document.body.dataset.busy`);
}
async function setValue(id, value) {
  await b.eval(`(() => { const e = document.getElementById(${JSON.stringify(id)}); e.value = ${JSON.stringify(String(value))};
    e.dispatchEvent(new Event('change')); return 1; })()`);
}
async function chooseSolvers(names) {
  await b.eval(`(() => { for (const i of document.querySelectorAll('#solvers input')) i.checked = ${JSON.stringify(names)}.includes(i.value); return 1; })()`);
}
// Each panel's result: { solver: { found, moves, cost, expanded } }.
async function panels() {
  return b.eval(`Object.fromEntries([...document.querySelectorAll('#race .panel')].map((p) => [p.dataset.solver,
    p.dataset.error ? { error: p.dataset.error } : { found: p.dataset.found === '1', moves: Number(p.dataset.moves),
    cost: Number(Number(p.dataset.cost).toFixed(6)), expanded: Number(p.dataset.expanded) }]))`);
}
// The board's geometry in page pixels: a maze unit's size and where (0, 0) is.
async function board() {
  const box = await b.box('#board');
  const d = await b.eval("(({ s, ox, oy, wall }) => ({ s, ox, oy, wall }))(mazePage.state.view)");
  return { ...d, x: box.x, y: box.y, at: (ux, uy) => [box.x + d.ox + ux * d.s, box.y + d.oy + uy * d.s] };
}
async function solveAndCompare(what, file, solvers, from, to, extra = []) {
  const got = await panels();
  for (const s of solvers) same(`${what}: ${s}`, got[s], nativeSolve(file, s, from, to, extra));
  return got;
}

try {
  // 1. Generate from the page's address: the maze `maze generate` makes, drawn wall by wall.
  const gen = ['-a', 'kruskal', '-W', '15', '-H', '10', '-s', '5', '--braid', '0.3'];
  await b.goto(`${origin}/index.html#generator=kruskal&width=15&height=10&seed=5&braid=0.3&animate=0`);
  await after('generated', 0);
  const want = masksOf(native(['generate', ...gen, '-f', 'mask']));
  same('the generated masks', await b.eval('Array.from(mazePage.state.doc.masks)'), want.m);
  check(/kruskal rect 15 x 10, seed 5, braid 0.3: 150 cells/.test(await status()), `status: ${await status()}`);
  let g = await board();
  let shot = await b.screenshot();
  // The middle of each wall: black where the C maze has the wall, white where it opens.
  for (let y = 0; y < want.h; y++) {
    for (let x = 0; x < want.w; x++) {
      const m = want.m[y * want.w + x];
      for (const [bit, ux, uy] of [[1, x + 0.5, y], [8, x, y + 0.5], [2, x + 1, y + 0.5], [4, x + 0.5, y + 1]]) {
        const [px, py] = g.at(ux, uy);
        const colour = pixel(shot, px + (g.wall % 2 ? 0 : -0.5), py + (g.wall % 2 ? 0 : -0.5));
        check(colour === (m & bit ? 'ffffff' : '000000'), `cell ${x},${y} side ${bit}: pixel ${colour} at ${px},${py}`);
      }
    }
  }
  writeFileSync(join(tmp, 'k.txt'), native(['generate', ...gen]));

  // 2. A race of four solvers, clicked; each panel equals `maze solve --json`.
  const race = ['astar', 'bfs', 'dfs', 'wall-follower'];
  await chooseSolvers(race);
  let n = await counter('solved');
  await b.clickOn('#solve');
  await after('solved', n);
  const first = await solveAndCompare('race', join(tmp, 'k.txt'), race, [0, 0], [14, 9]);
  check(first.astar.found && first.astar.moves >= 23, `astar: ${JSON.stringify(first.astar)}`);

  // The downloads: the text and SVG with astar's path as `maze solve` writes
  // them, the .map as `maze generate` does, a PNG of the board's size.
  const dl = join(tmp, 'downloads');
  mkdirSync(dl);
  await b.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dl });
  const downloaded = async (button, name) => {
    await b.clickOn(button);
    const file = join(dl, name), t = Date.now();
    while (!existsSync(file) || !statSync(file).size) {
      if (Date.now() - t > 20000) fail(`${button}: no ${name} downloaded (${readdirSync(dl).join(' ')})`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const bytes = readFileSync(file);
    rmSync(file);
    return bytes;
  };
  const ends = ['--from', '0,0', '--to', '14,9', join(tmp, 'k.txt')];
  same('the downloaded text', (await downloaded('#dl-text', 'maze.txt')).toString(), native(['solve', '-f', 'text', ...ends]));
  same('the downloaded SVG', (await downloaded('#dl-svg', 'maze.svg')).toString(), native(['solve', '-f', 'svg', ...ends]));
  same('the downloaded .map', (await downloaded('#dl-map', 'maze.map')).toString(), native(['generate', ...gen, '-f', 'map']));
  const png = decodePNG(await downloaded('#dl-png', 'maze.png'));
  same('the downloaded PNG size', [png.width, png.height], await b.eval("[document.getElementById('board').width, document.getElementById('board').height]"));

  // 3. The replay: at the end the path is drawn in each panel, at the start nothing.
  await b.clickOn('#end');
  const panelBox = await b.box('#race .panel[data-solver=astar] canvas');
  const pv = await b.eval('(({ s, wall }) => ({ s, wall }))(mazePage.state.runs[0].view)');
  const inner = pv.s - 2 * Math.ceil(pv.wall / 2);
  shot = await b.screenshot();
  const red = count(shot, 'ff0000', panelBox);
  check(red >= (first.astar.moves - 1) * inner * inner, `${red} path pixels in the astar panel at the end for ${first.astar.moves} moves`);
  check(count(shot, 'a0d0ff', panelBox) > 0, 'no expanded cells drawn in the astar panel');
  check(count(shot, 'ff0000', await b.box('#board')) >= (first.astar.moves - 1) * 4, 'no path on the board');
  await b.clickOn('#restart');
  for (let i = 0; i < 5; i++) await b.clickOn('#step');
  same('steps after Restart and five Steps', await b.eval('Number(document.body.dataset.step)'), 5);
  shot = await b.screenshot();
  same('path pixels in the astar panel after five steps', count(shot, 'ff0000', await b.box('#race .panel[data-solver=astar] canvas')), 0);

  // 4. Edit: close the wall between two cells of astar's path (a click on
  // it); the solvers run again and equal `maze solve` on the edited maze.
  const path = await b.eval('Array.from(mazePage.state.runs[0].path)');
  const k = Math.floor(path.length / 2), a = path[k], c = path[k + 1];
  const [ax, ay, cx, cy] = [a % 15, Math.floor(a / 15), c % 15, Math.floor(c / 15)];
  g = await board();
  n = await counter('solved');
  await b.click(...g.at((ax + cx + 1) / 2, (ay + cy + 1) / 2));
  await after('solved', n);
  const dir = cx > ax ? [2, 8] : cx < ax ? [8, 2] : cy > ay ? [4, 1] : [1, 4];
  const edited = want.m.slice();
  edited[a] &= ~dir[0];
  edited[c] &= ~dir[1];
  same('the masks after the click', await b.eval('Array.from(mazePage.state.doc.masks)'), edited);
  writeFileSync(join(tmp, 'e.mask'), maskText(15, 10, edited));
  const second = await solveAndCompare('after the edit', join(tmp, 'e.mask'), race, [0, 0], [14, 9]);
  check(JSON.stringify(second.astar) !== JSON.stringify(first.astar), `closing a wall on the path left astar's result as it was: ${JSON.stringify(second.astar)}`);
  shot = await b.screenshot();
  const [wx, wy] = g.at((ax + cx + 1) / 2, (ay + cy + 1) / 2);
  same('the closed wall on the board', pixel(shot, wx + (g.wall % 2 ? 0 : -0.5), wy + (g.wall % 2 ? 0 : -0.5)), '000000');

  // 5. Drag the goal to (7,5); the keyboard moves the start to (2,1).
  n = await counter('solved');
  await b.drag(...g.at(14.5, 9.5), ...g.at(7.5, 5.5));
  await after('solved', n);
  same('the goal field after the drag', await b.eval("document.getElementById('to').value"), '7,5');
  await solveAndCompare('after dragging the goal', join(tmp, 'e.mask'), race, [0, 0], [7, 5]);
  await b.eval("document.getElementById('board').focus()");
  n = await counter('solved');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 's']) await b.key(key);
  await after('solved', n);
  same('the start field after arrows and S', await b.eval("document.getElementById('from').value"), '2,1');
  await solveAndCompare('after the keyboard moved the start', join(tmp, 'e.mask'), race, [2, 1], [7, 5]);

  // 6. The carving replayed: walls come down as the generator's events say.
  await setValue('generator', 'dfs');
  await setValue('seed', '9');
  await setValue('braid', '');
  await b.eval("document.getElementById('animate').checked = true");
  n = await counter('generated');
  await b.clickOn('#generate');
  await until('mazePage.state.gen');
  const boardBox = await b.box('#board');
  const early = count(await b.screenshot(), '000000', boardBox);
  await after('generated', n);
  const late = count(await b.screenshot(), '000000', boardBox);
  check(early > late && late > 0, `walls while carving (${early} black pixels) should outnumber the finished maze's (${late})`);
  same('the carved maze', await b.eval('Array.from(mazePage.state.doc.masks)'),
    masksOf(native(['generate', '-a', 'dfs', '-W', '15', '-H', '10', '-s', '9', '-f', 'mask'])).m);

  // 7. A Moving AI map by the file picker; 8-move astar and jps equal
  // `maze solve --moves 8` and the scenario's optimal cost.
  const mapFile = join(DATA, 'movingai/dao/arena.map');
  const { root } = await b.cmd('DOM.getDocument');
  const { nodeId } = await b.cmd('DOM.querySelector', { nodeId: root.nodeId, selector: '#map-file' });
  await b.cmd('DOM.setFileInputFiles', { nodeId, files: [mapFile] });
  await until("/arena.map: a 49 x 49 block map/.test(document.getElementById('status').textContent) && !document.body.dataset.busy");
  const scen = readFileSync(`${mapFile}.scen`, 'utf8').trim().split('\n').pop().split('\t');
  const [sx, sy, gx, gy] = scen.slice(4, 8).map(Number), optimal = Number(scen[8]);
  await setValue('from', `${sx},${sy}`);
  await setValue('to', `${gx},${gy}`);
  await chooseSolvers(['astar', 'jps']);
  same('moves on a map', await b.eval("document.getElementById('moves').value"), '8');
  n = await counter('solved');
  await b.clickOn('#solve');
  await after('solved', n);
  const onMap = await solveAndCompare('arena.map', mapFile, ['astar', 'jps'], [sx, sy], [gx, gy], ['--moves', '8']);
  check(Math.abs(onMap.jps.cost - optimal) < 1e-3, `jps cost ${onMap.jps.cost}, the scenario's optimal ${optimal}`);
  // A heuristic and a weight chosen: astar with the euclidean heuristic and
  // weighted-astar at weight 3 equal `maze solve --heuristic euclidean --weight 3`.
  await setValue('heuristic', 'euclidean');
  await setValue('weight', '3');
  await chooseSolvers(['astar', 'weighted-astar']);
  n = await counter('solved');
  await b.clickOn('#solve');
  await after('solved', n);
  const weighted = await solveAndCompare('euclidean, weight 3', mapFile, ['astar', 'weighted-astar'], [sx, sy], [gx, gy],
    ['--moves', '8', '--heuristic', 'euclidean', '--weight', '3']);
  check(weighted.astar.expanded !== onMap.astar.expanded && weighted['weighted-astar'].cost <= 3 * optimal + 1e-3,
    `euclidean astar expanded ${weighted.astar.expanded} (octile ${onMap.astar.expanded}), weighted-astar cost ${weighted['weighted-astar'].cost}`);
  await setValue('heuristic', 'default');
  await setValue('weight', '2');
  // theta's any-angle path: its figures `maze solve`'s, and drawn as the PNG
  // and SVG draw it, straight lines between the centres of its corners, so
  // the middle of each long segment is red (cells alone would leave it white)
  await chooseSolvers(['theta']);
  n = await counter('solved');
  await b.clickOn('#solve');
  await after('solved', n);
  await solveAndCompare('theta on arena.map', mapFile, ['theta'], [sx, sy], [gx, gy], ['--moves', '8']);
  const corners = (await b.eval('Array.from(mazePage.state.runs[0].path)')).map((c) => [c % 49, Math.floor(c / 49)]);
  g = await board();
  shot = await b.screenshot();
  const middles = corners.slice(1).flatMap(([x, y], k) => {
    const [px, py] = corners[k];
    return Math.hypot(x - px, y - py) >= 3 ? [pixel(shot, ...g.at((x + px) / 2 + 0.5, (y + py) / 2 + 0.5))] : [];
  });
  check(middles.length >= 1 && middles.every((c) => c === 'ff0000'),
    `theta's segments (corners ${JSON.stringify(corners)}) are not drawn as lines: their middles are ${middles.join(' ')}`);
  // all-shortest's marks (the cells of every shortest path) in the legend's
  // gold, named there, in its panel at the end of the replay, on the open
  // map where many paths are shortest
  same('the legend', await b.eval("[...document.querySelectorAll('#legend span')].map((s) => [s.dataset.colour, s.textContent])"
    + ".filter(([c]) => c === '#ffd700')"), [['#ffd700', 'on a shortest path (all-shortest)']]);
  await setValue('moves', '4'); // all-shortest counts moves, 4 of them
  await chooseSolvers(['all-shortest']);
  n = await counter('solved');
  await b.clickOn('#solve');
  await after('solved', n);
  await b.clickOn('#end');
  const marked = count(await b.screenshot(), 'ffd700', await b.box('#race .panel canvas'));
  check(marked > 0, `all-shortest's panel shows no cell on a shortest path (${marked} gold pixels) at the end`);
  await setValue('moves', '8');
  await chooseSolvers(['astar', 'jps']);
  n = await counter('solved');
  await b.clickOn('#solve');
  await after('solved', n);
  // Block a cell of the path with a click: the .map the page writes has
  // that one cell blocked, and `maze solve` on it equals the panels.
  const mpath = await b.eval('Array.from(mazePage.state.runs[0].path)');
  const blk = mpath[Math.floor(mpath.length / 2)], [bx, by] = [blk % 49, Math.floor(blk / 49)];
  g = await board();
  n = await counter('solved');
  await b.click(...g.at(bx + 0.5, by + 0.5));
  await after('solved', n);
  const mapText = await b.eval("mazePage.exportText('map')");
  const before = readFileSync(mapFile, 'utf8').split('\n'), now = mapText.split('\n');
  const diff = now.flatMap((l, i) => [...l].flatMap((ch, x) => (ch !== (before[i] || '')[x] ? [[x, i - 4, ch]] : [])));
  same('the map after a click on its path', diff, [[bx, by, '@']]);
  writeFileSync(join(tmp, 'e.map'), mapText);
  const blocked = await solveAndCompare('the edited map', join(tmp, 'e.map'), ['astar', 'jps'], [sx, sy], [gx, gy], ['--moves', '8']);
  check(blocked.astar.cost > onMap.astar.cost, `blocking a path cell left the cost at ${blocked.astar.cost}`);
  // Heat map: every open cell the start reaches shaded, only the others left white.
  await b.eval("document.getElementById('heat').click()");
  await until('mazePage.state.heat && !document.body.dataset.busy');
  const unreached = await b.eval('(({ doc, heat }) => heat.filter((h, c) => doc.open[c] && !isFinite(h)).length)(mazePage.state)');
  shot = await b.screenshot();
  same('white pixels on the heat map', count(shot, 'ffffff', await b.box('#board')), unreached * g.s * g.s);
  await b.eval("document.getElementById('heat').click()");

  // The scenario of the map (its .map dropped on the page): a query chosen from
  // it, then every query, as `maze bench` runs them.
  // (dropped on the picture this time)
  await b.dropFiles('#board', [mapFile]);
  await until("/arena.map: a 49 x 49 block map/.test(document.getElementById('status').textContent) && !document.body.dataset.busy");
  same('the dropped map', await b.eval("mazePage.exportText('map')"), readFileSync(mapFile, 'utf8'));
  const scenRows = readFileSync(`${mapFile}.scen`, 'utf8').trim().split('\n').slice(1);
  // The count before the file goes in: the page reads it and solves its first
  // query on its own, which on an idle machine is done before a count after.
  n = await counter('solved');
  await b.cmd('DOM.setFileInputFiles', { nodeId, files: [`${mapFile}.scen`] });
  await until("!document.getElementById('scen-box').hidden");
  await after('solved', n);
  same('the queries offered', await b.eval("document.getElementById('query').options.length"), scenRows.length);
  const q = scenRows[7].split('\t');
  n = await counter('solved');
  await setValue('query', '7');
  await after('solved', n);
  same('the ends of query 8', [await b.eval("document.getElementById('from').value"), await b.eval("document.getElementById('to').value")],
    [`${q[4]},${q[5]}`, `${q[6]},${q[7]}`]);
  const picked = await solveAndCompare('query 8', mapFile, ['astar', 'jps'], [q[4], q[5]], [q[6], q[7]], ['--moves', '8']);
  check(Math.abs(picked.jps.cost - Number(q[8])) < 1e-3, `query 8: jps cost ${picked.jps.cost}, the file's ${q[8]}`);
  await b.clickOn('#run-all');
  await until("document.getElementById('queries') && !document.body.dataset.busy");
  for (const solver of ['astar', 'jps']) {
    const row = await b.eval(`[...document.querySelectorAll('#queries tr[data-solver="${solver}"] td')].map((td) => td.textContent)`);
    const nb = /queries=(\d+) mismatches=(\d+) mean_us=[\d.]+ median_us=[\d.]+ mean_expanded=([\d.]+)/.exec(native(['bench', '--algo', solver, `${mapFile}.scen`]));
    same(`every query, ${solver}: queries, mismatches, mean expanded`, [row[1], row[2], row[4]], [nb[1], nb[2], Number(nb[3]).toFixed(1)]);
  }
  n = await counter('solved');
  await b.clickOn('#solve');
  await after('solved', n);
  const beforeCancel = await panels();

  // 8. A malformed map: a message on the page naming the line maze names.
  writeFileSync(join(tmp, 'bad.map'), 'type octile\nheight 2\nwidth 3\nmap\n..\n...\n');
  await b.cmd('DOM.setFileInputFiles', { nodeId, files: [join(tmp, 'bad.map')] });
  await until("document.getElementById('status').classList.contains('error')");
  let nat = '';
  try {
    execFileSync(MAZE, ['solve', join(tmp, 'bad.map')], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    nat = e.stderr.toString();
  }
  const line = /:(\d+): /.exec(nat)[1];
  check(new RegExp(`^bad\\.map: .*line ${line}: row 0 has 2 characters, expected 3`).test(await status()), `bad map: the page says '${await status()}', maze '${nat.trim()}'`);

  // 9. Cancel a long run: the page stays usable with the map it had.
  await setValue('generator', 'aldous-broder');
  await setValue('width', '1500');
  await setValue('height', '1500');
  await b.eval("document.getElementById('animate').checked = false");
  await b.clickOn('#generate');
  await until("document.body.dataset.busy && !document.getElementById('cancel').disabled");
  await b.clickOn('#cancel');
  await until("document.getElementById('status').textContent === 'Cancelled.' && !document.body.dataset.busy");
  n = await counter('solved');
  await b.clickOn('#solve');
  await after('solved', n);
  same('after Cancel', await panels(), beforeCancel);

  // 10. A size the page cannot draw: a message, no run.
  await setValue('width', '5000');
  await setValue('height', '5000');
  await b.clickOn('#generate');
  await until("document.getElementById('status').classList.contains('error')");
  check(/25,000,000 cells are more than this page draws/.test(await status()), `too large: ${await status()}`);

  // 11. The other topologies, each as `maze generate --topology` writes it:
  // a wall clicked open or shut, the keyboard's cursor moved and a wall
  // toggled with Shift+arrow (3d: PageUp a level), the start and goal
  // dragged, and astar and bfs equal `maze solve` on the edited cells file.
  const cellsOf = (text) => {
    const hex = text.split('\n').filter((l) => /^[0-9a-f]+$/.test(l)).join('');
    return hex;
  };
  const sidesDiff = (a, b, n) => {
    const k = a.length / n, x = a.match(new RegExp(`.{${k}}`, 'g')), y = b.match(new RegExp(`.{${k}}`, 'g'));
    return x.flatMap((v, c) => (v !== y[c] ? [[c, parseInt(v, 16) ^ parseInt(y[c], 16)]] : []));
  };
  const single = (bits) => bits > 0 && (bits & (bits - 1)) === 0;
  for (const [topo, size] of [['hex', { width: 9, height: 7 }], ['triangle', { width: 9, height: 7 }], ['polar', { rings: 6 }],
    ['3d', { width: 5, height: 4, levels: 3 }], ['upsilon', { width: 6, height: 6 }],
    ['hexagon', { rings: 5 }]]) {
    const hash = Object.entries(size).map(([k, v]) => `${k}=${v}`).join('&');
    const flags = Object.entries(size).flatMap(([k, v]) => [{ width: '-W', height: '-H', levels: '-L', rings: '--rings' }[k], String(v)]);
    await b.goto(`${origin}/index.html?${topo}#topology=${topo}&${hash}&seed=4&animate=0`);
    await after('generated', 0);
    const made = native(['generate', '--topology', topo, ...flags, '-s', '4']);
    same(`the ${topo} maze`, await b.eval("mazePage.exportText('cells')"), made);
    const cells = await b.eval('mazePage.state.doc.cellTotal');
    const text = async () => cellsOf(await b.eval("mazePage.exportText('cells')"));
    // A click beside the middle of a wall of the middle cell (a side to an enabled neighbour, in its level).
    const w = await b.eval(`(() => { const d = mazePage.state.doc, c = Math.floor(d.cellTotal / 2);
      for (let s = 0; s < 8; s++) {
        const e = (c * 8 + s) * 10, E = Array.from(d.edges.slice(e, e + 10)), nb = d.neighbours[c * 8 + s];
        if (Number.isNaN(E[0])) break;
        if (E[0] === 2 || nb < 0 || !d.enabled[nb]) continue;
        const [x, y] = E[0] === 0 ? [(E[1] + E[3]) / 2, (E[2] + E[4]) / 2] : [E[5] + E[7] * Math.cos((E[8] + E[9]) / 2), E[6] + E[7] * Math.sin((E[8] + E[9]) / 2)];
        return { c, s, nb, x, y, cx: d.centres[2 * c], cy: d.centres[2 * c + 1], open: d.openSides[c] >> s & 1 };
      } })()`);
    g = await board();
    const before = await text();
    await b.click(...g.at(w.x + (w.cx - w.x) * 0.08, w.y + (w.cy - w.y) * 0.08));
    await until(`(mazePage.state.doc.openSides[${w.c}] >> ${w.s} & 1) !== ${w.open} && !document.body.dataset.busy`);
    let diff = sidesDiff(before, await text(), cells);
    check(diff.length === 2 && diff.some(([c, bits]) => c === w.c && bits === 1 << w.s) && diff.some(([c, bits]) => c === w.nb && single(bits)),
      `${topo}: a click on side ${w.s} of cell ${w.c} changed ${JSON.stringify(diff)}`);
    const wallColour = pixel(await b.screenshot(), ...g.at(w.x, w.y));
    same(`${topo}: the wall clicked ${w.open ? 'shut' : 'open'} on the board`, wallColour, w.open ? '000000' : 'ffffff');
    // The keyboard: from the start (cell 0) right, then down, each to a neighbour that way; Shift+right its wall.
    await b.eval("document.getElementById('board').focus()");
    const cursor = () => b.eval('mazePage.state.cursor[0]');
    const centre = (c) => b.eval(`[mazePage.state.doc.centres[${2 * c}], mazePage.state.doc.centres[${2 * c + 1}]]`);
    const neighbours = (c) => b.eval(`Array.from(mazePage.state.doc.neighbours.slice(${8 * c}, ${8 * c + 8}))`);
    for (const [key, axis] of [['ArrowRight', 0], ['ArrowDown', 1]]) {
      const from = await cursor();
      await b.key(key);
      const to = await cursor(), [p, q] = [await centre(from), await centre(to)];
      check((await neighbours(from)).includes(to) && q[axis] - p[axis] > 0.3 * Math.hypot(q[0] - p[0], q[1] - p[1]),
        `${topo}: ${key} took the cursor from cell ${from} (${p}) to ${to} (${q})`);
    }
    // The cursor's ring round its cell, and nowhere else.
    g = await board();
    const [rx, ry] = g.at(...(await centre(await cursor()))), shotNow = await b.screenshot();
    const around = { x: rx - 0.6 * g.s, y: ry - 0.6 * g.s, width: 1.2 * g.s, height: 1.2 * g.s };
    const ring = count(shotNow, 'ff8000', around);
    check(ring >= 10 && ring === count(shotNow, 'ff8000', { x: g.x, y: g.y, width: 4000, height: 4000 }),
      `${topo}: ${ring} pixels of the keyboard's cursor round cell ${await cursor()}, ${count(shotNow, 'ff8000')} in all`);
    const at = await cursor(), was = await text();
    await b.key('ArrowRight', 8);
    await until('!document.body.dataset.busy');
    diff = sidesDiff(was, await text(), cells);
    check(diff.length === 2 && diff.some(([c, bits]) => c === at && single(bits)) && await cursor() === at,
      `${topo}: Shift+ArrowRight at cell ${at} changed ${JSON.stringify(diff)}`);
    if (topo === '3d') {
      // PageUp: the same square a level up (cell + W*H), PageDown back.
      await b.key('PageUp');
      same('3d: the cursor after PageUp', await cursor(), at + 20);
      await b.key('PageDown');
      same('3d: the cursor after PageDown', await cursor(), at);
    }
    await b.key('s');
    same(`${topo}: the start after S`, await b.eval("document.getElementById('from').value"), String(at));
    // Drag the start to the middle cell, the goal to the cell a third of the way.
    const goal = Math.floor(cells / 3), [sx0, sy0] = await centre(at), [gx0, gy0] = await centre(await b.eval('mazePage.state.goal[0]'));
    await b.drag(...g.at(sx0, sy0), ...g.at(w.cx, w.cy));
    await b.drag(...g.at(gx0, gy0), ...g.at(...(await centre(goal))));
    same(`${topo}: the ends dragged`, [await b.eval("document.getElementById('from').value"), await b.eval("document.getElementById('to').value")], [String(w.c), String(goal)]);
    await chooseSolvers(['astar', 'bfs']);
    n = await counter('solved');
    await b.clickOn('#solve');
    await after('solved', n);
    writeFileSync(join(tmp, `${topo}.cells`), await b.eval("mazePage.exportText('cells')"));
    const got = await solveAndCompare(`the edited ${topo} maze`, join(tmp, `${topo}.cells`), ['astar', 'bfs'], [w.c, 0], [goal, 0]);
    // (Shutting a wall of a perfect maze may leave the goal out of reach: the command's answer is the check.)
    check(got.astar.expanded > 0 && got.bfs.expanded > 0, `${topo}: ${JSON.stringify(got)}`);
    if (topo === 'polar') {
      // The carving of a round maze: more wall pixels while it is carved than at the end, the maze `maze` makes.
      await b.eval("document.getElementById('animate').checked = true");
      n = await counter('generated');
      await b.clickOn('#generate');
      await until('mazePage.state.gen');
      const polarBox = await b.box('#board');
      const carving = count(await b.screenshot(), '000000', polarBox);
      await after('generated', n);
      const carved = count(await b.screenshot(), '000000', polarBox);
      check(carving > carved && carved > 0, `polar: walls while carving (${carving} black pixels) should outnumber the finished maze's (${carved})`);
      same('the carved polar maze', await b.eval("mazePage.exportText('cells')"), made);
    }
  }

  // 11b. A weave maze, as `maze generate --topology weave` makes it, drawn as maze draws it: at a
  // crossing under a corridor north-south, that corridor's walls unbroken and the walls of the one
  // below (west-east) only outside them.
  {
    await b.goto(`${origin}/index.html?weave#topology=weave&width=12&height=9&seed=4&animate=0`);
    await after('generated', 0);
    same('the weave maze', await b.eval("mazePage.exportText('cells')"), native(['generate', '--topology', 'weave', '-W', '12', '-H', '9', '-s', '4']));
    const c = await b.eval(`(() => { const o = mazePage.state.doc.openSides;
      for (let c = 1; c < o.length; c++) if (c % 12 && o[c - 1] >> 3 & 1) return c; return -1; })()`);
    check(c > 0, 'the weave maze has no crossing west-east');
    g = await board();
    const shot = await b.screenshot(), x = c % 12, y = Math.floor(c / 12);
    const at = (u, v) => pixel(shot, ...g.at(x + u, y + v).map(Math.round));
    same('weave: the walls above the crossing', [at(0.2, 0.5), at(0.8, 0.5), at(0.2, 0.05), at(0.8, 0.95)], ['000000', '000000', '000000', '000000']);
    same('weave: the walls below it, outside those', [at(0.07, 0.2), at(0.93, 0.8), at(0.5, 0.2), at(0.5, 0.8)], ['000000', '000000', 'ffffff', 'ffffff']);
  }

  // 12. No request but the page itself (and the worker's blob).
  check(b.requests.every((u) => u.startsWith(`${origin}/index.html`) || u.startsWith('blob:')), `requests: ${b.requests.join(' ')}`);

  // 13. From file://: the default maze is `maze generate`'s.
  await b.goto(`file://${join(OUT, 'index.html')}`);
  await after('generated', 0);
  same('the maze from file://', await b.eval('Array.from(mazePage.state.doc.masks)'), masksOf(native(['generate', '-f', 'mask'])).m);
  check(b.requests.every((u) => u.startsWith('file://') || u.startsWith('blob:')), `requests from file://: ${b.requests.join(' ')}`);
  same('errors in the page', b.errors, []);
  console.log(`page: ok: ${checks} checks in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
} catch (e) {
  console.error(`page: FAIL: ${e.message}`);
  if (b.errors.length) console.error(`page errors: ${b.errors.join('\n')}`);
  process.exitCode = 1;
} finally {
  await b.close();
  server.close();
}
