// browser.mjs - headless Chromium driven over its DevTools pipe
// (--remote-debugging-pipe: JSON messages ending in a NUL byte on fds 3 and 4),
// with no npm package: open a page, evaluate, click, type, drop files,
// screenshot; and a
// PNG decoder (node:zlib) for the screenshots' pixels. Used by page.mjs and
// bench/web_bench.mjs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

// Starts Chromium; resolves to a Browser once a page is attached.
export async function launch(binary, { width = 1200, height = 900 } = {}) {
  const profile = mkdtempSync(join(process.env.T || tmpdir(), 'chromium-'));
  const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', '--no-default-browser-check',
    '--hide-scrollbars', '--mute-audio', '--allow-file-access-from-files', `--user-data-dir=${profile}`,
    `--window-size=${width},${height}`, '--remote-debugging-pipe', 'about:blank'];
  const proc = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
  const b = new Browser(proc, profile);
  let err = '';
  proc.stderr.on('data', (d) => { err = (err + d).slice(-4000); });
  proc.on('exit', (code) => b.closed(`chromium exited (${code}): ${err.trim().split('\n').slice(-3).join(' | ')}`));
  const { targetInfos } = await b.send('Target.getTargets');
  const page = targetInfos.find((t) => t.type === 'page');
  const { sessionId } = await b.send('Target.attachToTarget', { targetId: page.targetId, flatten: true });
  b.attached = sessionId;
  await b.cmd('Page.enable');
  await b.cmd('Runtime.enable');
  await b.cmd('Network.enable');
  await b.cmd('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
  return b;
}

class Browser {
  constructor(proc, profile) {
    this.proc = proc;
    this.profile = profile;
    this.id = 0;
    this.waiting = new Map();
    this.listeners = [];
    this.errors = [];
    this.requests = [];
    let buf = Buffer.alloc(0);
    proc.stdio[4].on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      let z;
      while ((z = buf.indexOf(0)) >= 0) {
        const msg = JSON.parse(buf.subarray(0, z).toString());
        buf = buf.subarray(z + 1);
        this.receive(msg);
      }
    });
  }

  receive(msg) {
    if (msg.id !== undefined) {
      const w = this.waiting.get(msg.id);
      this.waiting.delete(msg.id);
      if (msg.error) w.reject(new Error(`${w.method}: ${msg.error.message}`)); else w.resolve(msg.result);
      return;
    }
    if (msg.method === 'Runtime.exceptionThrown') this.errors.push(msg.params.exceptionDetails.exception?.description || msg.params.exceptionDetails.text);
    if (msg.method === 'Runtime.consoleAPICalled' && msg.params.type === 'error') this.errors.push(msg.params.args.map((a) => a.value ?? a.description).join(' '));
    if (msg.method === 'Network.requestWillBeSent') this.requests.push(msg.params.request.url);
    for (const l of this.listeners) l(msg);
  }

  closed(why) {
    for (const w of this.waiting.values()) w.reject(new Error(why));
    this.waiting.clear();
    this.dead = why;
  }

  // A browser-level command.
  send(method, params = {}, sessionId) {
    if (this.dead) return Promise.reject(new Error(this.dead));
    const id = ++this.id;
    const msg = { id, method, params };
    if (sessionId) msg.sessionId = sessionId;
    this.proc.stdio[3].write(`${JSON.stringify(msg)}\0`);
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject, method }));
  }

  // A command to the page.
  cmd(method, params = {}) {
    return this.send(method, params, this.attached);
  }

  // Opens url and waits for its load event.
  async goto(url) {
    const loaded = new Promise((resolve) => {
      const l = (m) => {
        if (m.method === 'Page.loadEventFired') {
          this.listeners = this.listeners.filter((x) => x !== l);
          resolve();
        }
      };
      this.listeners.push(l);
    });
    this.requests = [];
    await this.cmd('Page.navigate', { url });
    await loaded;
  }

  // The value of a JavaScript expression in the page (promises awaited).
  async eval(expression) {
    const r = await this.cmd('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (r.exceptionDetails) throw new Error(`${expression.slice(0, 80)}: ${r.exceptionDetails.exception?.description || r.exceptionDetails.text}`);
    return r.result.value;
  }

  // Waits until expression is truthy (polled), at most ms.
  async waitFor(expression, ms = 20000) {
    const t0 = Date.now();
    for (;;) {
      const v = await this.eval(expression);
      if (v) return v;
      if (Date.now() - t0 > ms) throw new Error(`timed out after ${ms} ms waiting for ${expression}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  // A mouse click (press and release) at page point (x, y).
  async click(x, y) {
    for (const type of ['mousePressed', 'mouseReleased']) {
      await this.cmd('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons: type === 'mousePressed' ? 1 : 0, clickCount: 1 });
    }
  }

  // A drag from (x0, y0) to (x1, y1) in `steps` moves.
  async drag(x0, y0, x1, y1, steps = 8) {
    await this.cmd('Input.dispatchMouseEvent', { type: 'mouseMoved', x: x0, y: y0 });
    await this.cmd('Input.dispatchMouseEvent', { type: 'mousePressed', x: x0, y: y0, button: 'left', buttons: 1, clickCount: 1 });
    for (let i = 1; i <= steps; i++) {
      const x = x0 + (x1 - x0) * i / steps, y = y0 + (y1 - y0) * i / steps;
      await this.cmd('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, button: 'left', buttons: 1 });
    }
    await this.cmd('Input.dispatchMouseEvent', { type: 'mouseReleased', x: x1, y: y1, button: 'left', buttons: 0, clickCount: 1 });
  }

  // Clicks the middle of the element `selector` (scrolled into view).
  async clickOn(selector) {
    const box = await this.box(selector);
    await this.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  // Drops the files (paths) on the middle of the element `selector`, as a
  // person dragging them from a file manager.
  async dropFiles(selector, files) {
    const box = await this.box(selector);
    const x = box.x + box.width / 2, y = box.y + box.height / 2, data = { items: [], files, dragOperationsMask: 1 };
    for (const type of ['dragEnter', 'dragOver', 'drop']) await this.cmd('Input.dispatchDragEvent', { type, x, y, data });
  }

  // The element's box in page (viewport) coordinates, scrolled into view.
  async box(selector) {
    const b = await this.eval(`(() => { const e = document.querySelector(${JSON.stringify(selector)});
      if (!e) return null; e.scrollIntoView({ block: 'center', inline: 'nearest' }); const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height }; })()`);
    if (!b) throw new Error(`no element ${selector}`);
    return b;
  }

  // A key press (key as KeyboardEvent.key; code, keyCode for the named keys;
  // modifiers as DevTools counts them: 8 Shift).
  async key(key, modifiers = 0) {
    const codes = { ArrowUp: 38, ArrowDown: 40, ArrowLeft: 37, ArrowRight: 39, Enter: 13, Tab: 9, PageUp: 33, PageDown: 34, ' ': 32 };
    const code = key === ' ' ? 'Space' : key.length === 1 ? `Key${key.toUpperCase()}` : key;
    const k = { key, code, windowsVirtualKeyCode: codes[key] || key.toUpperCase().charCodeAt(0), modifiers };
    // Enter types a carriage return: a button takes it as a click.
    const text = key.length === 1 ? key : key === 'Enter' ? '\r' : undefined;
    await this.cmd('Input.dispatchKeyEvent', { type: text ? 'keyDown' : 'rawKeyDown', ...k, text });
    await this.cmd('Input.dispatchKeyEvent', { type: 'keyUp', ...k });
  }

  // A screenshot of the viewport, decoded: { width, height, rgba }.
  async screenshot() {
    const { data } = await this.cmd('Page.captureScreenshot', { format: 'png' });
    return decodePNG(Buffer.from(data, 'base64'));
  }

  async close() {
    try {
      await this.send('Browser.close');
    } catch (e) {
      // already gone
    }
    await new Promise((r) => { if (this.proc.exitCode !== null) r(); else { this.proc.on('exit', r); setTimeout(r, 3000); } });
    if (this.proc.exitCode === null) this.proc.kill('SIGKILL');
    rmSync(this.profile, { recursive: true, force: true });
  }
}

// Decodes an 8-bit RGB or RGBA PNG (what Chromium's screenshots are).
export function decodePNG(png) {
  let p = 8, width = 0, height = 0, type = 0;
  const idat = [];
  while (p < png.length) {
    const len = png.readUInt32BE(p), kind = png.toString('latin1', p + 4, p + 8);
    const body = png.subarray(p + 8, p + 8 + len);
    if (kind === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || (body[9] !== 2 && body[9] !== 6) || body[12]) throw new Error('decodePNG: not an 8-bit RGB(A) PNG');
      type = body[9];
    } else if (kind === 'IDAT') {
      idat.push(body);
    }
    p += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const bpp = type === 6 ? 4 : 3, stride = width * bpp;
  const out = Buffer.alloc(width * height * 4);
  let prev = Buffer.alloc(stride), cur = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)], row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? cur[i - bpp] : 0, b = prev[i], c = i >= bpp ? prev[i - bpp] : 0;
      let v = row[i];
      if (f === 1) v += a;
      else if (f === 2) v += b;
      else if (f === 3) v += (a + b) >> 1;
      else if (f === 4) {
        const pa = Math.abs(b - c), pb = Math.abs(a - c), pc = Math.abs(a + b - 2 * c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      cur[i] = v & 255;
    }
    for (let x = 0; x < width; x++) {
      out[4 * (y * width + x)] = cur[x * bpp];
      out[4 * (y * width + x) + 1] = cur[x * bpp + 1];
      out[4 * (y * width + x) + 2] = cur[x * bpp + 2];
      out[4 * (y * width + x) + 3] = bpp === 4 ? cur[x * bpp + 3] : 255;
    }
    [prev, cur] = [cur, prev];
  }
  return { width, height, rgba: out };
}

// The pixel at (x, y) as 'rrggbb'.
export function pixel(img, x, y) {
  const i = 4 * (Math.round(y) * img.width + Math.round(x));
  return [0, 1, 2].map((k) => img.rgba[i + k].toString(16).padStart(2, '0')).join('');
}

// How many pixels inside box (page coordinates) are exactly colour 'rrggbb'.
export function count(img, colour, box = { x: 0, y: 0, width: img.width, height: img.height }) {
  const want = parseInt(colour, 16), r = want >> 16, g = (want >> 8) & 255, b = want & 255;
  let n = 0;
  // An element at a fraction of a pixel is drawn from the nearest whole one.
  const x0 = Math.max(0, Math.round(box.x)), y0 = Math.max(0, Math.round(box.y));
  const x1 = Math.min(img.width, x0 + Math.round(box.width)), y1 = Math.min(img.height, y0 + Math.round(box.height));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = 4 * (y * img.width + x);
      if (img.rgba[i] === r && img.rgba[i + 1] === g && img.rgba[i + 2] === b) n++;
    }
  }
  return n;
}
