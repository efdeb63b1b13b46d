// scripts/web_pictures.mjs - screenshots of the interactive page for the
// documentation: docs/pictures/web-race.png (a braided maze, four solvers
// raced, the replay at its end), docs/pictures/web-map.png (the Moving AI
// map dao/arena with its heat map, astar and jps on 8 moves) and
// docs/pictures/web-phone.png (a polar maze solved on a 390 x 844 phone),
// taken in headless Chromium from the built page. Each PNG carries a tEXt
// chunk "source" with the SHA-256 of web/index.html it was taken from, which
// tests/cli/web_pictures.sh holds to the page in the tree: after a change
// to the page, run this again.
// Usage: node scripts/web_pictures.mjs [WEB_BUILD_DIR] (default build/web;
// `cmake --build build --target web` makes it), MAZE_BROWSER the browser
// (default chromium).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../web/test/browser.mjs';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.argv[2] || join(src, 'build/web'));
const source = `web/index.html sha256 ${createHash('sha256').update(readFileSync(join(src, 'web/index.html'))).digest('hex')}`;

// The PNG with a tEXt chunk (keyword "source") after its IHDR.
function crc32(buf) {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
function withSource(png) {
  const body = Buffer.concat([Buffer.from('tEXt'), Buffer.from('source\0'), Buffer.from(source)]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  const ihdrEnd = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
}

const b = await launch(process.env.MAZE_BROWSER || 'chromium', { width: 1280, height: 900 });
async function shot(name) {
  await b.eval('window.scrollTo(0, 0)');
  const { data } = await b.cmd('Page.captureScreenshot', { format: 'png' });
  writeFileSync(join(src, 'docs/pictures', name), withSource(Buffer.from(data, 'base64')));
  console.log(`docs/pictures/${name}`);
}
const idle = "!document.body.dataset.busy && !mazePage.state.gen";
const solvers = (names) => b.eval(`(() => { for (const i of document.querySelectorAll('#solvers input')) i.checked = ${JSON.stringify(names)}.includes(i.value); return 1; })()`);
try {
  await b.goto(`file://${out}/index.html#generator=kruskal&width=24&height=14&seed=5&braid=0.3&animate=0`);
  await b.waitFor(`document.body.dataset.generated && ${idle}`);
  await solvers(['astar', 'bfs', 'dfs', 'wall-follower']);
  await b.eval('mazePage.solve(false)');
  await b.waitFor(`document.body.dataset.solved && ${idle}`);
  await shot('web-race.png');
  const map = join(src, 'tests/data/movingai/dao/arena.map');
  const { root } = await b.cmd('DOM.getDocument');
  const { nodeId } = await b.cmd('DOM.querySelector', { nodeId: root.nodeId, selector: '#map-file' });
  await b.cmd('DOM.setFileInputFiles', { nodeId, files: [map] });
  await b.waitFor(`/arena.map/.test(document.getElementById('status').textContent) && ${idle}`);
  await solvers(['astar', 'jps']);
  await b.eval("document.getElementById('heat').checked = true");
  const n = await b.eval('Number(document.body.dataset.solved)');
  await b.eval('mazePage.solve(false)');
  await b.waitFor(`Number(document.body.dataset.solved) > ${n} && mazePage.state.heat && ${idle}`);
  await shot('web-map.png');
  await b.cmd('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
  await b.goto(`file://${out}/index.html?phone#topology=polar&rings=8&seed=3&animate=0`);
  await b.waitFor(`document.body.dataset.generated && ${idle}`);
  await solvers(['astar']);
  await b.eval('mazePage.solve(false)');
  await b.waitFor(`document.body.dataset.solved && ${idle}`);
  await shot('web-phone.png');
} finally {
  await b.close();
}
