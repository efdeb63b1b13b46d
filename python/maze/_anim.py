"""_anim.py - animate(): a generator's or a solver's step events replayed in
one self-contained HTML fragment (the SVG picture underneath, a canvas on
top, play/pause and a step slider) that notebooks show."""
from __future__ import annotations

import base64
import json

from . import _args

from typing import TYPE_CHECKING, Any, List, cast
if TYPE_CHECKING:  # names the annotations use
    from . import Grid, Maze, Point

_HTML = """<div class="maze-animation" id="{id}">
<div style="position:relative;width:{pw}px;height:{ph}px">
<img src="data:image/svg+xml;base64,{svg}" width="{pw}" height="{ph}" style="position:absolute;left:0;top:0">
<canvas width="{pw}" height="{ph}" style="position:absolute;left:0;top:0"></canvas></div>
<div><button>play</button> <input type="range" min="0" max="{n}" value="0" style="width:{sw}px">
<span>0 / {n}</span></div>
<script>(function() {{
var root = document.getElementById("{id}"), ev = {events}, g = {geom};
var cv = root.querySelector("canvas"), cx = cv.getContext("2d");
var slider = root.querySelector("input"), label = root.querySelector("span");
var button = root.querySelector("button"), shown = 0, timer = null;
var colors = {{carve: "{bg}", visit: "#add8e6", frontier: "#e0f0ff", backtrack: "#d3d3d3", path: "#ff0000"}};
function box(x, y) {{ return [g.m + x * g.c + g.w, g.m + y * g.c + g.w, g.c - g.w, g.c - g.w]; }}
function paint(e) {{
  var a = box(e[1], e[2]);
  if (e[0] === "carve") {{
    var b = box(e[3], e[4]), x0 = Math.min(a[0], b[0]), y0 = Math.min(a[1], b[1]);
    cx.fillStyle = colors.carve;
    cx.fillRect(x0, y0, Math.max(a[0], b[0]) + a[2] - x0, Math.max(a[1], b[1]) + a[3] - y0);
  }} else if (colors[e[0]]) {{ cx.fillStyle = colors[e[0]]; cx.fillRect(a[0], a[1], a[2], a[3]); }}
}}
function show(k) {{
  if (k < shown) {{ cx.clearRect(0, 0, cv.width, cv.height); if (g.base) {{ cx.fillStyle = "{wall}"; }} shown = 0; }}
  for (; shown < k; shown++) paint(ev[shown]);
  slider.value = k; label.textContent = k + " / " + ev.length;
}}
slider.oninput = function() {{ show(+slider.value); }};
button.onclick = function() {{
  if (timer) {{ clearInterval(timer); timer = null; button.textContent = "play"; return; }}
  if (shown >= ev.length) show(0);
  button.textContent = "pause";
  timer = setInterval(function() {{
    show(Math.min(ev.length, shown + {per_tick}));
    if (shown >= ev.length) {{ clearInterval(timer); timer = null; button.textContent = "play"; }}
  }}, {delay});
}};
}})();</script></div>"""


class Animation:
    """An HTML animation of step events: .html is the fragment (notebooks
    show it through _repr_html_), .events the events it replays, .result
    what the generator or solver returned; save(path) writes a page."""

    def __init__(self, html: str, events: List[list], result: Any) -> None:
        self.html, self.events, self.result = html, events, result

    def _repr_html_(self) -> str:
        return self.html

    def save(self, path: str) -> None:
        """Writes a whole HTML page holding the animation."""
        _args.text(path, "path")
        with open(path, "w", encoding="utf-8") as f:
            f.write("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>maze</title></head><body>\n")
            f.write(self.html)
            f.write("\n</body></html>\n")


_COUNTER = [0]


def animate(kind: str = "generate", target: Maze | Grid | None = None, width: int = 20, height: int = 12,
            algorithm: str | None = None, seed: int = 1, start: Point | None = None, goal: Point | None = None,
            cell: int = 10, delay: int = 20, steps_per_frame: int = 1, **options: Any) -> Animation:
    """Replays a generator ("generate": a width x height maze from
    `algorithm`, default dfs, seeded by `seed`) or a solver ("solve": on
    `target`, a Maze or Grid, or else a generated maze; `algorithm` default
    astar; start and goal as in solve()) as an HTML object that plays in a
    notebook (play/pause, a step slider). Other keywords go to generate() or
    solve() (bias, braid, mask; moves, heuristic, weight, costs, ends)."""
    from . import Grid, Maze, generate, render, solve
    _args.choice(kind, "kind", ("generate", "solve"))
    if target is not None and not isinstance(target, (Maze, Grid)):
        raise TypeError("target: expected a Maze or Grid, got %s" % type(target).__name__)
    _args.integer(width, "width"), _args.integer(height, "height"), _args.integer(seed, "seed", *_args.UINT64)
    if algorithm is not None:
        _args.text(algorithm, "algorithm")
    start = None if start is None else _args.point(start, "start")
    goal = None if goal is None else _args.point(goal, "goal")
    cell = _args.integer(cell, "cell", 3, 1024)
    delay = _args.integer(delay, "delay", 1, 60000)
    per = _args.integer(steps_per_frame, "steps_per_frame", 1, 10 ** 9)
    log = []

    def step(ev):
        log.append([ev.kind, ev.x, ev.y, ev.x2, ev.y2])
    result: Any
    if kind == "generate":
        if target is not None:
            raise ValueError("target: animate('generate') makes its own maze; leave target out")
        result = generate(width, height, algorithm or "dfs", seed=seed, step=step, **options)
        base = Maze.empty(result.width, result.height) if "mask" not in options else None
        if base is None:  # the mask's shape, every wall closed
            from . import _mask_maze
            base = _mask_maze(options["mask"])
        picture, wall = render(base, "svg", cell=cell), 2
        target = result
    else:
        if target is None:
            target = generate(width, height, "dfs", seed=seed)
        result = solve(target, start, goal, algorithm or "astar", step=step, **options)
        log += [["path", x, y, x, y] for x, y in result.path]
        picture = render(target, "svg", cell=cell, path=None,
                         start=result.path[0] if result.path else None,
                         goal=result.path[-1] if result.path else None)
        wall = 2 if isinstance(target, Maze) else 0
    w, h = target.width, target.height
    pw = 2 * 10 + w * cell + (wall if isinstance(target, Maze) else 0)
    ph = 2 * 10 + h * cell + (wall if isinstance(target, Maze) else 0)
    _COUNTER[0] += 1
    html = _HTML.format(id="maze-anim-%d" % _COUNTER[0], pw=pw, ph=ph, sw=min(pw, 600),
                        svg=base64.b64encode(cast(str, picture).encode()).decode(), n=len(log),
                        events=json.dumps(log, separators=(",", ":")),
                        geom=json.dumps({"m": 10, "c": cell, "w": wall, "base": 0}),
                        bg="#ffffff", wall="#000000", per_tick=per, delay=delay)
    return Animation(html, log, result)
