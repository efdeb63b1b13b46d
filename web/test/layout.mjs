// layout.mjs BROWSER MAZE OUT - the page (OUT/index.html, from file://) on a
// phone (390 x 844, mobile) and a projector (1920 x 1080) in headless
// Chromium, and by the keyboard alone. On each screen: nothing wider than
// the window, the controls and the picture apart, the picture scaled up to
// use the room it has (on the phone above the controls, whole on the first
// screen, its walls, start and goal in the pixels of a screenshot), every
// control reachable: scrolled to, inside the window and the element under
// its own middle; each topology's size fields alone shown. The keyboard: Tab visits every control and the picture
// in order, the focused one ringed in the accent colour, Enter on Generate
// and Space on Solve do what a click does, the maze and path the `maze`
// command's for the same seed.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { launch, count, pixel } from './browser.mjs';

const [BROWSER, MAZE, OUT] = process.argv.slice(2);
const t0 = Date.now();
let checks = 0;
function check(ok, msg) {
  checks++;
  if (!ok) throw new Error(msg);
}
function same(what, got, want) {
  check(JSON.stringify(got) === JSON.stringify(want), `${what}: the page has ${JSON.stringify(got)}, maze ${JSON.stringify(want)}`);
}
const native = (args) => execFileSync(MAZE, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
function masksOf(text) {
  const [, ...rows] = text.trim().split('\n');
  return rows.join(' ').trim().split(/\s+/).map(Number);
}

// The controls a person uses: every visible input, select and button, and the picture.
const CONTROLS = `[...document.querySelectorAll('#controls input, #controls select, #controls button, #board')]
  .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')`;
const page = `file://${resolve(OUT, 'index.html')}`;
const b = await launch(BROWSER, { width: 1280, height: 1000 });
let opened = 0; // a new query each time: a change of the hash alone does not load the page
async function open(width, height, mobile, hash) {
  await b.cmd('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile });
  await b.goto(`${page}?${width}-${++opened}#${hash}`);
  try {
    await b.waitFor("Number(document.body.dataset.generated || 0) > 0 && !document.body.dataset.busy");
  } catch (e) {
    throw new Error(`${e.message}; the page says: ${await b.eval("document.getElementById('status').textContent")}`);
  }
  await b.eval('window.scrollTo(0, 0)');
}
const rect = (sel) => b.eval(`(() => { const r = document.querySelector(${JSON.stringify(sel)}).getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height, right: r.right, bottom: r.bottom }; })()`);

try {
  for (const [name, width, height, mobile] of [['phone', 390, 844, true], ['projector', 1920, 1080, false]]) {
    // A 20 x 20 maze (the page's default size), seed 3.
    await open(width, height, mobile, 'seed=3&animate=0');
    same(`${name}: the maze`, await b.eval('Array.from(mazePage.state.doc.masks)'), masksOf(native(['generate', '-s', '3', '-f', 'mask'])));
    const doc = await b.eval('[document.documentElement.scrollWidth, innerWidth, innerHeight]');
    check(doc[0] <= doc[1], `${name}: the page is ${doc[0]} pixels wide in a ${doc[1]} pixel window`);
    // Nothing in the controls wider than their column, the column apart from the picture.
    const form = await rect('#controls'), view = await rect('#view'), board = await rect('#board');
    const over = await b.eval(`(() => { const f = document.getElementById('controls').getBoundingClientRect();
      return [...document.querySelectorAll('#controls *')].filter((e) => e.getClientRects().length)
        .filter((e) => { const r = e.getBoundingClientRect(); return r.right > f.right + 0.5 || r.x < f.x - 0.5; })
        .map((e) => e.id || e.tagName.toLowerCase() + (e.className ? '.' + e.className : '')); })()`);
    same(`${name}: what reaches out of the controls' column`, over, []);
    const apart = form.right <= view.x || form.bottom <= view.y || view.bottom <= form.y;
    check(apart, `${name}: the controls ${JSON.stringify(form)} overlap the picture ${JSON.stringify(view)}`);
    check(board.right <= width && board.x >= 0, `${name}: the picture at ${board.x} to ${board.right} in a ${width} pixel window`);
    // The picture takes the room it has: the width of its column or most of the window's height.
    check(board.width >= 0.9 * view.width || board.height >= 0.7 * height,
      `${name}: a ${board.width} x ${board.height} picture in a ${view.width} pixel column of a ${height} pixel window`);
    if (mobile) {
      check(board.bottom <= height && board.y < form.y, `${name}: the picture (${board.y} to ${board.bottom}) should come whole before the controls (${form.y})`);
    } else {
      check(await b.eval('parseFloat(getComputedStyle(document.body).fontSize)') >= 18, `${name}: text too small for the back of a room`);
    }
    // The pixels of the first screen: the outer walls all round, the start and the goal.
    const shot = await b.screenshot();
    const g = await b.eval('(({ s, ox, oy, wall }) => ({ s, ox, oy, wall }))(mazePage.state.view)');
    const edge = (u) => Math.round(u * g.s) + (g.wall % 2 ? 0 : -0.5);
    let black = 0;
    for (let i = 0; i < 20; i++) {
      const mid = edge(i + 0.5);
      for (const [x, y] of [[mid, edge(0)], [mid, edge(20)], [edge(0), mid], [edge(20), mid]]) {
        if (pixel(shot, board.x + g.ox + x, board.y + g.oy + y) === '000000') black++;
      }
    }
    same(`${name}: black pixels on the outer walls' 80 cell sides`, black, 80);
    const cell = (g.s - 2 * Math.ceil(g.wall / 2)) ** 2;
    check(count(shot, '00a000', board) >= cell && count(shot, '0000ff', board) >= cell,
      `${name}: the start and goal (${count(shot, '00a000', board)}, ${count(shot, '0000ff', board)} pixels, ${cell} a cell) are not on the first screen`);
    // Every control: scrolled to, inside the window, the element under its middle.
    const unreachable = await b.eval(`${CONTROLS}.filter((e) => { e.scrollIntoView({ block: 'center', inline: 'nearest' });
      const r = e.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
      const inside = r.x >= 0 && r.right <= innerWidth && r.y >= 0 && r.bottom <= innerHeight;
      const hit = document.elementFromPoint(x, y);
      return !inside || !(hit === e || e.contains(hit) || (hit && hit.control === e) || (hit && hit.tagName === 'LABEL' && hit.contains(e)));
    }).map((e) => e.id || e.value)`);
    same(`${name}: controls out of reach`, unreachable, []);
  }

  // The size fields a topology takes, the others hidden.
  const shown = () => b.eval("['width', 'height', 'levels', 'rings'].filter((id) => document.getElementById(id).getClientRects().length)");
  same('the size fields of rect', await shown(), ['width', 'height']);
  for (const [topology, fields] of [['polar', ['rings']], ['3d', ['width', 'height', 'levels']], ['rect', ['width', 'height']]]) {
    await b.eval(`(() => { const e = document.getElementById('topology'); e.value = '${topology}'; e.dispatchEvent(new Event('change')); return 1; })()`);
    same(`the size fields of ${topology}`, await shown(), fields);
  }

  // The keyboard alone, on the projector's screen: Tab from the top visits
  // every control and the picture, each once, in the order of the page.
  await open(1920, 1080, false, 'seed=3&animate=0');
  const want = await b.eval(`${CONTROLS}.filter((e) => !e.disabled).map((e) => e.id || e.value)`);
  const visited = [];
  await b.eval('document.activeElement.blur()');
  for (let i = 0; i < want.length + 5; i++) {
    await b.key('Tab');
    const id = await b.eval('document.activeElement === document.body ? null : (document.activeElement.id || document.activeElement.value)');
    if (id === null || visited.includes(id)) break;
    visited.push(id);
  }
  same('the controls Tab visits', visited, want);
  // Focus shows: a ring of the accent colour round the focused button.
  await b.eval("document.getElementById('generate').focus({ focusVisible: true })");
  const gbox = await b.box('#generate');
  const ring = count(await b.screenshot(), '0050b0', { x: gbox.x - 6, y: gbox.y - 6, width: gbox.width + 12, height: gbox.height + 12 });
  check(ring >= 2 * (gbox.width + gbox.height), `${ring} accent pixels round the focused Generate button`);
  // Type a seed, Enter on Generate, Space on Solve: the maze and path `maze` gives.
  await b.eval("(() => { const e = document.getElementById('seed'); e.focus(); e.select(); return 1; })()");
  await b.cmd('Input.insertText', { text: '11' });
  await b.key('Tab');
  same('focus after the seed', await b.eval('document.activeElement.id'), 'reseed');
  let n = await b.eval('Number(document.body.dataset.generated)');
  await b.eval("document.getElementById('generate').focus()");
  await b.key('Enter');
  await b.waitFor(`Number(document.body.dataset.generated) > ${n} && !document.body.dataset.busy`);
  same('the maze Enter generated', await b.eval('Array.from(mazePage.state.doc.masks)'), masksOf(native(['generate', '-s', '11', '-f', 'mask'])));
  n = await b.eval('Number(document.body.dataset.solved || 0)');
  await b.eval("document.getElementById('solve').focus()");
  await b.key(' ');
  await b.waitFor(`Number(document.body.dataset.solved || 0) > ${n} && !document.body.dataset.busy`);
  const nat = JSON.parse(execFileSync(MAZE, ['solve', '-a', 'astar', '--json', '--from', '0,0', '--to', '19,19', '-'],
    { input: native(['generate', '-s', '11']) }).toString());
  same('astar after Space on Solve', await b.eval("document.querySelector('#race .panel').dataset.moves"), String(nat.moves));
  same('errors in the page', b.errors, []);
  console.log(`layout: ok: ${checks} checks in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
} catch (e) {
  console.error(`layout: FAIL: ${e.message}`);
  if (b.errors.length) console.error(`page errors: ${b.errors.join('\n')}`);
  process.exitCode = 1;
} finally {
  await b.close();
}
