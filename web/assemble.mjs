// assemble.mjs SRC OUT - the second half of web/build.sh: from emscripten's
// maze-core.js makes OUT/maze-wasm.mjs (an ES module), copies the wrapper,
// writes package.json with the header's version, and inlines the module,
// the wrapper and the worker into OUT/index.html, one file needing nothing else.
import { readFileSync, writeFileSync, existsSync, copyFileSync } from 'node:fs';

const [src, out] = process.argv.slice(2);
const core = readFileSync(`${out}/maze-core.js`, 'utf8');
writeFileSync(`${out}/maze-wasm.mjs`, `${core}\nexport default createMazeModule;\n`);
copyFileSync(`${src}/web/maze.js`, `${out}/maze.js`);
copyFileSync(`${src}/web/README.md`, `${out}/README.md`);

const header = readFileSync(`${src}/include/maze.h`, 'utf8');
const version = header.match(/#define MAZE_VERSION_STRING "([^"]+)"/)[1];
const pkg = JSON.parse(readFileSync(`${src}/web/package.json`, 'utf8'));
pkg.version = version;
writeFileSync(`${out}/package.json`, `${JSON.stringify(pkg, null, 2)}\n`);

// The wrapper as a classic script (a worker made from a Blob cannot import
// from file://): its one import and its exports dropped.
const wrapper = readFileSync(`${src}/web/maze.js`, 'utf8')
  .replace(/^import .*$/m, '')
  .replace(/^export (?=(async )?function|class|const)/gm, '');
if (/^\s*(import|export)\b/m.test(wrapper)) throw new Error('maze.js: an import or export the page cannot drop');
if (existsSync(`${src}/web/index.html`)) {
  const worker = readFileSync(`${src}/web/worker.js`, 'utf8');
  const code = `${core}\n${wrapper}\n${worker}`.replace(/<\/(script)/gi, '<\\/$1');
  const page = readFileSync(`${src}/web/index.html`, 'utf8');
  const marker = '<script id="maze-worker" type="text/plain"></script>';
  if (!page.includes(marker)) throw new Error(`index.html: no ${marker}`);
  writeFileSync(`${out}/index.html`, page.replace(marker, () =>
    `<script id="maze-worker" type="text/plain">\n${code}\n</script>`));
}
