/* anim_html.c - the self-contained animation page: the maze's SVG from the
 * library (all walls closed for a generator, the final maze for a solver),
 * the event log as a JavaScript array, and a small script that adds one
 * rectangle per event (a carved gap, a wall, a visited cell, a path step),
 * (a carve opens the wall between two cells and leaves their colours),
 * with play/pause, a step slider, a speed control and #end / #step=N, and
 * beside the maze a legend naming what each colour shows for the algorithm. */
#include "cli.h"
#include "anim.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct mem {
    char *p;
    size_t n, cap;
    int full; /* an allocation failed: the library reports that as a write error */
} mem;

static int mem_write(void *ctx, const void *bytes, size_t len)
{
    mem *b = ctx;
    if (b->n + len > b->cap) {
        size_t nc = (b->n + len) * 2;
        char *np = realloc(b->p, nc);
        if (!np) {
            b->full = 1;
            return -1;
        }
        b->p = np;
        b->cap = nc;
    }
    memcpy(b->p + b->n, bytes, len);
    b->n += len;
    return 0;
}

typedef struct out {
    maze_write_fn write;
    void *ctx;
    int st;
} out;

static void put(out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(out *o, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (o->st || k < 0) return;
    if (o->write(o->ctx, buf, (size_t)k < sizeof buf ? (size_t)k : sizeof buf - 1)) o->st = MAZE_EIO;
}

static void put_raw(out *o, const char *s, size_t n)
{
    if (!o->st && n && o->write(o->ctx, s, n)) o->st = MAZE_EIO;
}

/* The base picture: a generator starts from every wall closed. */
static int draw_svg(const cli_anim_page *p, mem *svg)
{
    maze_draw_opts o = *p->o;
    o.layers = 0;
    o.expanded = NULL;
    if (p->map) return maze_map_draw(p->map, "svg", &o, NULL, mem_write, svg);
    if (p->solve) return maze_draw(p->m, "svg", &o, NULL, mem_write, svg);
    maze *closed;
    int st = maze_create(&closed, maze_width(p->m), maze_height(p->m), NULL);
    if (st) return st;
    st = maze_draw(closed, "svg", &o, NULL, mem_write, svg);
    maze_destroy(closed);
    return st;
}

/* The base SVG in memory; a write error there is a failed allocation. */
static int base_svg(const cli_anim_page *p, mem *svg)
{
    int st = draw_svg(p, svg);
    return st == MAZE_EIO && svg->full ? MAZE_ENOMEM : st;
}

static const char head[] =
    "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
    "<title>maze animation</title>\n<style>\n"
    "body{font:14px sans-serif;margin:8px;background:#f4f4f4}\n"
    "#bar{display:flex;gap:10px;align-items:center;margin-bottom:6px}\n"
    "#step{flex:1}\nsvg{display:block;background:#fff}\n"
    "#view{display:flex;gap:14px;align-items:flex-start}\nsvg{flex:none}\n"
    "#legend{display:flex;flex-direction:column;gap:4px;width:220px;flex:none}\n#keys{color:#555;margin-bottom:4px}\n"
    "#legend i{display:inline-block;width:12px;height:12px;border:1px solid #888;margin-right:2px;"
    "vertical-align:-2px}\n"
    "</style></head><body>\n"
    "<div id=\"bar\"><button id=\"play\">Play</button>"
    "<input id=\"step\" type=\"range\" min=\"0\" value=\"0\" aria-label=\"step\">"
    "<span id=\"count\"></span><label>speed <input id=\"speed\" type=\"range\" min=\"0\" max=\"100\" value=\"50\"></label>"
    "</div>\n";

/* The keys, shown under the controls of every page. */
static const char keys_line[] =
    "<div id=\"keys\">Keys: Space play / pause, \u2190 \u2192 one step back / on, Home / End the first / last step</div>\n";

/* The replay script's start: names every version uses (G, C, S, T and EV are
 * defined before it); each event's element is made once, in els. */
static const char script_head[] =
    "const N=EV.length/5,NS='http://www.w3.org/2000/svg',layer=document.getElementById('ev');\n"
    "const els=[];\n"
    "const h=(a,b)=>((Math.imul(a,73856093)^Math.imul(b,19349663))>>>0)%S.length;\n";

/* Rect and maps: each event a rectangle over the base picture, added and
 * taken away in order. */
static const char script_rect[] =
    "function rectFor(i){const k=EV[5*i],x=EV[5*i+1],y=EV[5*i+2],x2=EV[5*i+3],y2=EV[5*i+4];\n"
    " const r=document.createElementNS(NS,'rect'),inn=G.c-G.w;let X,Y,W,H;\n"
    " if(k===2){if(x2!==x){X=G.m+Math.max(x,x2)*G.c;Y=G.m+y*G.c;W=G.w;H=G.c+G.w;}\n"
    "  else{X=G.m+x*G.c;Y=G.m+Math.max(y,y2)*G.c;W=G.c+G.w;H=G.w;}}\n"
    " else if(k===1){if(x2!==x){X=G.m+Math.max(x,x2)*G.c;Y=G.m+y*G.c+G.w;W=G.w;H=inn;}\n"
    "  else{X=G.m+x*G.c+G.w;Y=G.m+Math.max(y,y2)*G.c;W=inn;H=G.w;}}\n"
    " else{const j=k===6&&Math.abs(x2-x)+Math.abs(y2-y)===1;\n"
    "  X=G.m+(j?Math.min(x,x2):x)*G.c+G.w;Y=G.m+(j?Math.min(y,y2):y)*G.c+G.w;\n"
    "  W=inn+(j?Math.abs(x2-x):0)*G.c;H=inn+(j?Math.abs(y2-y):0)*G.c;}\n"
    " r.setAttribute('x',X);r.setAttribute('y',Y);r.setAttribute('width',W);r.setAttribute('height',H);\n"
    " if(k===8){X=G.m+x*G.c+G.w;Y=G.m+y*G.c+G.w;W=(x2-x+1)*G.c-G.w;H=(y2-y+1)*G.c-G.w;}\n"
    " r.setAttribute('fill',k===7?S[h(x2,y2)]:k===8?T[h(x+x2,y+y2)&1]:C[k]||'#888');\n"
    " if(k!==4||Math.max(Math.abs(x2-x),Math.abs(y2-y))<2)return r;\n"
    " const g=document.createElementNS(NS,'g'),l=document.createElementNS(NS,'polyline'),c=v=>G.m+v*G.c+(G.c+G.w)/2,\n"
    "  d=Math.min(Math.abs(x2-x),Math.abs(y2-y)),sx=Math.sign(x-x2),sy=Math.sign(y-y2);\n"
    " l.setAttribute('points',[c(x2),c(y2),c(x2+d*sx),c(y2+d*sy),c(x),c(y)].join(' '));l.setAttribute('fill','none');\n"
    " l.setAttribute('stroke',C[10]);l.setAttribute('stroke-width',Math.max(1,Math.floor(G.c/5)));\n"
    " g.appendChild(l);g.appendChild(r);return g;}\n"
    "function doEv(i){if(!els[i])els[i]=rectFor(i);layer.appendChild(els[i]);}\n"
    "function undoEv(i){layer.removeChild(els[i]);}\n";

/* Another topology (anim_page_cells.c): a carve hides the wall element
 * between its two cells (a passage between levels shows its rings), a
 * wall shows it, and each other event fills its cell's outline under the
 * walls; undone in reverse order, each wall back to what it was. */
static const char script_cells[] =
    "const WL=document.getElementById(layer.id+'w').children,was=[];\n"
    "function wallOf(a,b){const s=SD[a]||[];for(let j=0;j<s.length;j+=2)if(s[j]===b)return WL[s[j+1]];return null;}\n"
    "function doEv(i){const k=EV[5*i],x=EV[5*i+1],x2=EV[5*i+3],y2=EV[5*i+4];\n"
    " if(k===1||k===2){const e=wallOf(x,x2);if(!e)return;was[i]=e.getAttribute('visibility');\n"
    "  e.setAttribute('visibility',(k===1)===(e.tagName==='g')?'visible':'hidden');return;}\n"
    " if(k<3||(k>7&&k!==9)||!CELL[x])return;\n"
    " if(!els[i]){const c=k===7?S[h(x2,y2)]:C[k],e=document.createElementNS(NS,'path');\n"
    "  e.setAttribute('d',CELL[x]);e.setAttribute('fill',c);e.setAttribute('stroke',c);els[i]=e;}\n"
    " layer.appendChild(els[i]);}\n"
    "function undoEv(i){const k=EV[5*i];\n"
    " if(k===1||k===2){const e=wallOf(EV[5*i+1],EV[5*i+3]);if(e)e.setAttribute('visibility',was[i]);return;}\n"
    " if(els[i]&&els[i].parentNode)layer.removeChild(els[i]);}\n";

/* The controls: play and pause, the step slider, the speed, the keys and
 * the address's #end or #step=N. */
static const char script[] =
    "const slider=document.getElementById('step'),label=document.getElementById('count');\n"
    "const btn=document.getElementById('play'),speed=document.getElementById('speed');\n"
    "let shown=0,playing=false,last=0,acc=0;slider.max=N;\n"
    "function seek(k){k=Math.max(0,Math.min(N,k|0));\n"
    " while(shown<k){doEv(shown);shown++;}\n"
    " while(shown>k){shown--;undoEv(shown);}\n"
    " slider.value=shown;label.textContent=shown+' / '+N;}\n"
    "function rate(){return Math.round(Math.pow(10,speed.value/25));}\n"
    "function tick(t){if(!playing)return;if(last)acc+=(t-last)/1000*rate();last=t;\n"
    " const n=Math.floor(acc);if(n>0){acc-=n;seek(shown+n);}\n"
    " if(shown>=N){setPlaying(false);return;}requestAnimationFrame(tick);}\n"
    "function setPlaying(on){playing=on;btn.textContent=on?'Pause':'Play';last=0;acc=0;\n"
    " if(on){if(shown>=N)seek(0);requestAnimationFrame(tick);}}\n"
    "btn.onclick=()=>setPlaying(!playing);\n"
    "slider.oninput=()=>{setPlaying(false);seek(+slider.value);};\n"
    "document.addEventListener('keydown',e=>{if(e.key===' '){e.preventDefault();setPlaying(!playing);}\n"
    " else if(e.key==='ArrowRight')seek(shown+1);else if(e.key==='ArrowLeft')seek(shown-1);\n"
    " else if(e.key==='Home')seek(0);else if(e.key==='End')seek(N);});\n"
    "function fromHash(){const h=location.hash,m=/^#step=(\\d+)$/.exec(h);\n"
    " if(h==='#end')seek(N);else if(m)seek(+m[1]);else seek(0);}\n"
    "window.addEventListener('hashchange',fromHash);fromHash();\n";

/* One maze's page: the picture scaled to fill the window beside its legend
 * (by a whole factor when it is smaller, so its pixels stay sharp on a
 * projector; down to a quarter when it is larger), or by N with ?scale=N
 * in the address; body's data-layout says where the SVG lies and the
 * scale, for tests. */
static const char fit_script[] =
    "const VIEW=document.querySelector('#view svg'),LEG=document.getElementById('legend');\n"
    "function fit(){const w=+VIEW.getAttribute('width'),h=+VIEW.getAttribute('height');\n"
    " const top=VIEW.getBoundingClientRect().top+scrollY,lw=LEG.offsetWidth+14;\n"
    " let s=Math.min((innerWidth-16-lw)/w,(innerHeight-top-8)/h);s=s>=1?Math.floor(s):Math.max(0.25,s);\n"
    " const q=/[?&]scale=([0-9.]+)/.exec(location.search);if(q&&+q[1]>0)s=+q[1];\n"
    " VIEW.style.width=w*s+'px';VIEW.style.height=h*s+'px';const r=VIEW.getBoundingClientRect();\n"
    " document.body.dataset.layout=[r.left+scrollX,r.top+scrollY,s].join(',');}\n"
    "addEventListener('resize',fit);fit();\n";

static void put_events(out *o, const cli_anim_page *p)
{
    char buf[4096];
    size_t n = 0;
    put(o, "const EV=[");
    for (size_t i = 0; i < p->n * 5; i++) {
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%d", i ? "," : "", (int)p->ev[i]);
        if (i % 40 == 39) buf[n++] = '\n';
        if (n > sizeof buf - 64) {
            put_raw(o, buf, n);
            n = 0;
        }
    }
    put_raw(o, buf, n);
    put(o, "];\n");
}

/* What each event kind shows, for the legend: one row a generator or
 * solver whose events mean something of their own, the defaults after. */
static const struct legend_row {
    const char *algo;
    const char *name[MAZE_EV_MARK + 1]; /* by kind; NULL: the default */
} legends[] = {
    {"dfs", {[MAZE_EV_VISIT] = "pushed on the stack", [MAZE_EV_BACKTRACK] = "popped off the stack"}},
    {"prim", {[MAZE_EV_VISIT] = "in the tree", [MAZE_EV_FRONTIER] = "frontier (a wall queued to it)"}},
    {"wilson", {[MAZE_EV_VISIT] = "on the random walk", [MAZE_EV_BACKTRACK] = "erased with a loop"}},
    {"aldous-broder", {[MAZE_EV_VISIT] = "walked over"}},
    {"hunt-and-kill", {[MAZE_EV_VISIT] = "walked", [MAZE_EV_FRONTIER] = "found by the hunt",
                       [MAZE_EV_BACKTRACK] = "walk stuck (the kill)"}},
    {"growing-tree", {[MAZE_EV_FRONTIER] = "on the list", [MAZE_EV_BACKTRACK] = "taken off the list"}},
    {"kruskal", {[MAZE_EV_SET] = "sets (one colour a set)"}},
    {"eller", {[MAZE_EV_SET] = "the row's sets (one colour a set)"}},
    {"division", {[MAZE_EV_CHAMBER] = "chamber being split", [MAZE_EV_WALL] = "wall put back"}},
    {NULL, {[MAZE_EV_CARVE] = "passage carved", [MAZE_EV_WALL] = "wall put back", [MAZE_EV_VISIT] = "visited",
            [MAZE_EV_FRONTIER] = "frontier", [MAZE_EV_BACKTRACK] = "left for good", [MAZE_EV_PATH] = "path",
            [MAZE_EV_SET] = "sets (one colour a set)", [MAZE_EV_CHAMBER] = "chamber being split",
            [MAZE_EV_MARK] = "on a shortest path"}},
};
static const struct legend_row jps_legend = {
    "jps", {[MAZE_EV_VISIT] = "expanded", [MAZE_EV_FRONTIER] = "jump point, the line its scan",
            [MAZE_EV_BACKTRACK] = "left for good", [MAZE_EV_PATH] = "path found"}};
static const struct legend_row solver_legend = {
    NULL, {[MAZE_EV_VISIT] = "expanded", [MAZE_EV_FRONTIER] = "frontier (reached)", [MAZE_EV_BACKTRACK] = "left for good",
           [MAZE_EV_PATH] = "path found", [MAZE_EV_MARK] = "on a shortest path"}};

static void put_legend_of(out *o, const cli_anim_page *p, const int *seen, const char *attr);

/* The legend beside the maze: a swatch and a name for each kind of event
 * the log holds (the set colours and chamber tints all), then the ends. */
static void put_legend(out *o, const cli_anim_page *p)
{
    int seen[MAZE_EV_MARK + 1] = {0};
    for (size_t i = 0; i < p->n; i++)
        if (p->ev[5 * i] >= MAZE_EV_CARVE && p->ev[5 * i] <= MAZE_EV_MARK) seen[p->ev[5 * i]] = 1;
    put_legend_of(o, p, seen, "id=\"legend\"");
}

/* The legend of the kinds seen, in the element with attribute attr. */
static void put_legend_of(out *o, const cli_anim_page *p, const int *seen, const char *attr)
{
    const maze_draw_opts *d = p->o;
    const uint32_t sets[CLI_ANIM_SETS] = CLI_ANIM_SET_COLORS, tints[2] = CLI_ANIM_CHAMBER_COLORS;
    const uint32_t col[MAZE_EV_MARK + 1] = {0, d->background, d->wall_color, d->expanded_color, CLI_ANIM_FRONTIER,
                                               CLI_ANIM_BACKTRACK, d->path_color, 0, 0, d->shortest_color};
    const size_t nrows = sizeof legends / sizeof legends[0];
    const struct legend_row *own = NULL, *def = &legends[nrows - 1];
    for (size_t i = 0; i + 1 < nrows && !own; i++)
        if (!p->solve && p->algo && strcmp(p->algo, legends[i].algo) == 0) own = &legends[i];
    if (p->solve) own = p->algo && strcmp(p->algo, jps_legend.algo) == 0 ? &jps_legend : &solver_legend;
    put(o, "<div %s>", attr);
    for (int k = MAZE_EV_CARVE; k <= MAZE_EV_MARK; k++) {
        if (!seen[k]) continue;
        const char *name = own && own->name[k] ? own->name[k] : def->name[k];
        put(o, "<span data-kind=\"%d\">", k);
        if (k == MAZE_EV_SET)
            for (int j = 0; j < CLI_ANIM_SETS; j++) put(o, "<i style=\"background:#%06x\"></i>", (unsigned)sets[j]);
        else if (k == MAZE_EV_CHAMBER)
            for (int j = 0; j < 2; j++) put(o, "<i style=\"background:#%06x\"></i>", (unsigned)tints[j]);
        else
            put(o, "<i style=\"background:#%06x\"></i>", (unsigned)col[k]);
        if (own == &jps_legend && k == MAZE_EV_FRONTIER) put(o, "<i style=\"background:#%06x\"></i>", CLI_ANIM_SCAN);
        put(o, "%s</span>", name);
    }
    if (p->solve)
        put(o, "<span><i style=\"background:#%06x\"></i>start</span><span><i style=\"background:#%06x\"></i>goal</span>",
            (unsigned)d->start_color, (unsigned)d->goal_color);
    put(o, "</div>\n");
}

static void put_marks(out *o, const cli_anim_page *p)
{
    if (!p->solve) return;
    const maze_draw_opts *d = p->o;
    int wall = p->m ? d->wall : 0, in = d->cell - wall, inset = in / 5, size = in - 2 * inset;
    const int32_t xy[2][2] = {{p->sx, p->sy}, {p->gx, p->gy}};
    for (int k = 0; k < 2; k++)
        put(o, "<rect x=\"%lld\" y=\"%lld\" width=\"%d\" height=\"%d\" fill=\"#%06x\"/>\n",
            (long long)d->margin + (long long)xy[k][0] * d->cell + wall + inset,
            (long long)d->margin + (long long)xy[k][1] * d->cell + wall + inset, size, size,
            (unsigned)(k ? d->goal_color : d->start_color));
}

/* The rect maze's or map's picture: the library's SVG, the events' layer
 * over it and the end marks, as the page shows them. */
static int put_rect_view(out *o, const cli_anim_page *p, const char *layer)
{
    mem svg = {0};
    int st = base_svg(p, &svg);
    if (!st && mem_write(&svg, "", 1)) st = MAZE_ENOMEM; /* a terminating NUL for strstr */
    if (!st) svg.n--;
    const char *body = svg.p, *end = svg.p + svg.n;
    if (!st && (svg.n < 8 || !(body = strstr(svg.p, "<svg")) || memcmp(end - 7, "</svg>\n", 7) != 0))
        st = MAZE_EFORMAT;
    if (!st) {
        put_raw(o, body, (size_t)(end - 7 - body));
        put(o, "<g id=\"%s\"></g>\n", layer);
        put_marks(o, p);
        put(o, "</svg>\n");
    }
    free(svg.p);
    return st;
}

/* Another topology's picture (cli_cells_page) of the maze the replay
 * starts from: every side closed for a generator. */
static int put_cells_view(out *o, const cli_anim_page *p, const char *layer)
{
    maze_draw_opts d = *p->o;
    d.layers = 0;
    int32_t pw, ph;
    int st = maze_draw_pixels_size(p->m, &d, &pw, &ph);
    maze *base = NULL;
    if (!st) st = maze_clone(&base, p->m);
    if (!st && !p->solve) maze_clear(base); /* a generator starts from closed walls */
    if (!st && !o->st && cli_cells_page(p, base, NULL, layer, pw, ph, o->write, o->ctx)) o->st = MAZE_EIO;
    maze_destroy(base);
    return st;
}

static void put_colors(out *o, const cli_anim_page *p)
{
    const maze_draw_opts *d = p->o;
    put(o, "const G={m:%d,c:%d,w:%d};\n", (int)d->margin, (int)d->cell, p->m ? (int)d->wall : 0);
    put(o, "const C={1:'#%06x',2:'#%06x',3:'#%06x',4:'#%06x',5:'#%06x',6:'#%06x',9:'#%06x',10:'#%06x'};\n",
        (unsigned)d->background, (unsigned)d->wall_color, (unsigned)d->expanded_color, CLI_ANIM_FRONTIER,
        CLI_ANIM_BACKTRACK, (unsigned)d->path_color, (unsigned)d->shortest_color, CLI_ANIM_SCAN);
    const uint32_t sets[CLI_ANIM_SETS] = CLI_ANIM_SET_COLORS, tints[2] = CLI_ANIM_CHAMBER_COLORS;
    put(o, "const S=[");
    for (int j = 0; j < CLI_ANIM_SETS; j++) put(o, "%s'#%06x'", j ? "," : "", (unsigned)sets[j]);
    put(o, "],T=['#%06x','#%06x'];\n", (unsigned)tints[0], (unsigned)tints[1]);
}

int cli_anim_html(void *ud, maze_write_fn write, void *ctx)
{
    const cli_anim_page *p = ud;
    int cells = cli_anim_cells(p);
    out o = {write, ctx, MAZE_OK};
    put_raw(&o, head, sizeof head - 1);
    put_raw(&o, keys_line, sizeof keys_line - 1);
    put(&o, "<div id=\"view\">");
    int st = cells ? put_cells_view(&o, p, "ev") : put_rect_view(&o, p, "ev");
    if (st) return st;
    put_legend(&o, p);
    put(&o, "</div>\n");
    put(&o, "<script>\n\"use strict\";\n");
    put_colors(&o, p);
    put_events(&o, p);
    if (cells && !o.st && cli_cells_page_data(p, write, ctx)) o.st = MAZE_EIO;
    put_raw(&o, script_head, sizeof script_head - 1);
    if (cells) put_raw(&o, script_cells, sizeof script_cells - 1);
    else put_raw(&o, script_rect, sizeof script_rect - 1);
    put_raw(&o, script, sizeof script - 1);
    put_raw(&o, fit_script, sizeof fit_script - 1);
    put(&o, "</script>\n</body></html>\n");
    return o.st;
}

/* ---- a race: the panels side by side, replayed in step ---- */

static const char race_style[] =
    "<style>#race{display:flex;gap:16px;align-items:flex-start}.panel h3{margin:0;font-size:16px}\n"
    ".stat{font:13px monospace;white-space:pre-wrap;margin-bottom:2px;min-height:2.6em}.panel{flex:none}\n"
    ".legend{display:flex;flex-wrap:wrap;gap:12px;margin-bottom:6px}\n"
    ".legend i{display:inline-block;width:12px;height:12px;border:1px solid #888;margin-right:2px;vertical-align:-2px}"
    "</style>\n";

/* Each panel's script opens a block (its EV, layer and els, and rectFor,
 * doEv and undoEv of script_rect for them) and ends with this. */
static const char race_panel_end[] =
    "PANELS.push({N:EV.length/5,EV:EV,doEv:doEv,undoEv:undoEv,svg:layer.ownerSVGElement});}\n";

/* The race's step k of each panel is its event k; a panel's figures: its
 * steps, the cells expanded (VISIT events so far, at its end the solver's
 * count) and the path's moves; page-wide doEv and undoEv for script. The
 * panels are scaled together to fill the window, each panel as wide as its
 * picture (its figures wrap, two lines kept for them so that the pictures
 * stay put), so that six fit; body's data-layout says
 * where each SVG lies and the scale, for tests. */
static const char race_script[] =
    "const N=Math.max(...PANELS.map(P=>P.N));\n"
    "PANELS.forEach((P,j)=>{Object.assign(P,FIG[j]);P.st=document.getElementById('st'+j);P.vis=[0];P.pth=[0];\n"
    " for(let i=0;i<P.N;i++){P.vis.push(P.vis[i]+(P.EV[5*i]===3));P.pth.push(P.pth[i]+(P.EV[5*i]===6));}});\n"
    "function stat(P,k){k=Math.min(k,P.N);const end=k>=P.N;let t='step '+k+' / '+P.N;\n"
    " if(P.solve)t+='  expanded '+(end?P.exp:P.vis[k])+'  path '+(end?(P.pth[k]?P.moves:'none'):P.pth[k]?P.pth[k]-1:'-');\n"
    " P.st.textContent=t;P.st.dataset.end=end?'1':'0';}\n"
    "function doEv(i){for(const P of PANELS){if(i<P.N)P.doEv(i);stat(P,i+1);}}\n"
    "function undoEv(i){for(const P of PANELS){if(i<P.N)P.undoEv(i);stat(P,i);}}\n"
    "PANELS.forEach(P=>stat(P,0));\n"
    "function fit(){let tw=0,th=0;for(const P of PANELS){tw+=+P.svg.getAttribute('width');\n"
    "  th=Math.max(th,+P.svg.getAttribute('height'));}\n"
    " const top=PANELS[0].svg.getBoundingClientRect().top+scrollY;\n"
    " const s=Math.max(0.25,Math.min((innerWidth-16-16*(PANELS.length-1))/tw,(innerHeight-top-8)/th));\n"
    " for(const P of PANELS){P.svg.style.width=P.svg.getAttribute('width')*s+'px';\n"
    "  P.svg.style.height=P.svg.getAttribute('height')*s+'px';P.svg.parentNode.style.width=P.svg.style.width;}\n"
    " document.body.dataset.layout=PANELS.map(P=>{const r=P.svg.getBoundingClientRect();\n"
    "  return [r.left+scrollX,r.top+scrollY,s].join(',');}).join(';');}\n"
    "addEventListener('resize',fit);fit();\n";

/* The legend of every kind of event any panel shows. */
static void put_race_legend(out *o, const cli_race *r)
{
    int seen[MAZE_EV_MARK + 1] = {0};
    for (size_t j = 0; j < r->n; j++)
        for (size_t i = 0; i < r->p[j].n; i++)
            if (r->p[j].ev[5 * i] >= MAZE_EV_CARVE && r->p[j].ev[5 * i] <= MAZE_EV_MARK) seen[r->p[j].ev[5 * i]] = 1;
    cli_anim_page p = r->p[0];
    p.algo = NULL; /* the panels' generators differ: the default names */
    put_legend_of(o, &p, seen, "class=\"legend\"");
}

/* The panels: each its name, its figures' line and its picture. */
static int put_panels(out *o, const cli_race *r)
{
    put(o, "<div id=\"race\">");
    for (size_t j = 0; j < r->n; j++) {
        char layer[32];
        snprintf(layer, sizeof layer, "ev%zu", j);
        put(o, "<div class=\"panel\"><h3>%s</h3><div class=\"stat\" id=\"st%zu\"></div>\n", r->p[j].algo, j);
        int st = cli_anim_cells(&r->p[j]) ? put_cells_view(o, &r->p[j], layer) : put_rect_view(o, &r->p[j], layer);
        if (st) return st;
        put(o, "</div>\n");
    }
    put(o, "</div>\n");
    return MAZE_OK;
}

int cli_race_html(void *ud, maze_write_fn write, void *ctx)
{
    const cli_race *r = ud;
    out o = {write, ctx, MAZE_OK};
    put_raw(&o, head, sizeof head - 1);
    put_raw(&o, race_style, sizeof race_style - 1);
    put_raw(&o, keys_line, sizeof keys_line - 1);
    put_race_legend(&o, r);
    int st = put_panels(&o, r);
    if (st) return st;
    put(&o, "<script>\n\"use strict\";\n");
    put_colors(&o, &r->p[0]);
    put(&o, "const NS='http://www.w3.org/2000/svg',PANELS=[],FIG=[");
    for (size_t j = 0; j < r->n; j++)
        put(&o, "%s{solve:%d,moves:%zu,exp:%llu}", j ? "," : "", r->p[j].solve, r->p[j].moves,
            (unsigned long long)r->p[j].expanded);
    put(&o, "];\nconst h=(a,b)=>((Math.imul(a,73856093)^Math.imul(b,19349663))>>>0)%%S.length;\n");
    for (size_t j = 0; j < r->n; j++) {
        put(&o, "{");
        put_events(&o, &r->p[j]);
        put(&o, "const layer=document.getElementById('ev%zu'),els=[];\n", j);
        if (!cli_anim_cells(&r->p[j])) {
            put_raw(&o, script_rect, sizeof script_rect - 1);
        } else { /* the cells' data and script, as the one-maze page's */
            if (!o.st && cli_cells_page_data(&r->p[j], write, ctx)) o.st = MAZE_EIO;
            put_raw(&o, script_cells, sizeof script_cells - 1);
        }
        put_raw(&o, race_panel_end, sizeof race_panel_end - 1);
    }
    put_raw(&o, race_script, sizeof race_script - 1);
    put_raw(&o, script, sizeof script - 1);
    put(&o, "</script>\n</body></html>\n");
    return o.st;
}
