// scripts/web_pictures.mjs - screenshots of the interactive page for the
// documentation: docs/pictures/web-race.png (a braided maze, four solvers
// raced, the replay at its end) and docs/pictures/web-map.png (the Moving AI
// map dao/arena with its heat map, astar and jps on 8 moves), taken in
// headless Chromium from the built page.
// Usage: node scripts/web_pictures.mjs [WEB_BUILD_DIR] (default build/web;
// `cmake --build build --target web` makes it), MAZE_BROWSER the browser
// (default chromium).
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../web/test/browser.mjs';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.argv[2] || join(src, 'build/web'));
const b = await launch(process.env.MAZE_BROWSER || 'chromium', { width: 1280, height: 900 });
async function shot(name) {
  await b.eval('window.scrollTo(0, 0)');
  const { data } = await b.cmd('Page.captureScreenshot', { format: 'png' });
  writeFileSync(join(src, 'docs/pictures', name), Buffer.from(data, 'base64'));
  console.log(`docs/pictures/${name}`);
}
const idle = "!document.body.dataset.busy && !mazePage.state.gen";
try {
  await b.goto(`file://${out}/index.html#generator=kruskal&width=24&height=14&seed=5&braid=0.3&animate=0`);
  await b.waitFor(`document.body.dataset.generated && ${idle}`);
  await b.eval(`(() => { for (const i of document.querySelectorAll('#solvers input')) i.checked = ['astar', 'bfs', 'dfs', 'wall-follower'].includes(i.value); return 1; })()`);
  await b.eval('mazePage.solve(false)');
  await b.waitFor(`document.body.dataset.solved && ${idle}`);
  await shot('web-race.png');
  const map = join(src, 'tests/data/movingai/dao/arena.map');
  const { root } = await b.cmd('DOM.getDocument');
  const { nodeId } = await b.cmd('DOM.querySelector', { nodeId: root.nodeId, selector: '#map-file' });
  await b.cmd('DOM.setFileInputFiles', { nodeId, files: [map] });
  await b.waitFor(`/arena.map/.test(document.getElementById('status').textContent) && ${idle}`);
  await b.eval(`(() => { for (const i of document.querySelectorAll('#solvers input')) i.checked = ['astar', 'jps'].includes(i.value);
    document.getElementById('heat').checked = true; return 1; })()`);
  const n = await b.eval('Number(document.body.dataset.solved)');
  await b.eval('mazePage.solve(false)');
  await b.waitFor(`Number(document.body.dataset.solved) > ${n} && mazePage.state.heat && ${idle}`);
  await shot('web-map.png');
} finally {
  await b.close();
}
