#!/usr/bin/env python3
"""escape.py - every byte value from outside, through every command, reaches
stderr, stdout lines and JSON only escaped (run by tests/cli/escape.sh).

Fed: every option that takes a value, of every subcommand (read from its
--help, so a new option is covered by itself), given a value holding the
bytes 1-255; every file argument (inputs, -o, --mask, --costs, --map, the
.scen and the map its column names) under names holding the bytes 1-255
(the two halves, '/' left out), present with bad contents, absent, or in a
folder that does not exist; every byte 0-255 inside a file where the reader
quotes it (perl through render; tests/test_messages.c gives every byte to
every reader of the library), and the bytes most apt to harm, NUL, ESC,
backslash, DEL, CSI and 0xff, through every command's readers (blocks too);
the .scen map column holding every byte a column can; bench --json and its
text lines under those names. Each run must exit 0-4 with stderr of printable
ASCII lines, and a message that names such a value must name all of it:
unescaping \\xHH gives back every byte. JSON must parse, be ASCII, and give
back the name (bytes that are not UTF-8 as U+00XX).

Under valgrind (MAZE is the wrapper script) the byte loops take a sample:
the perl reader meets each kind of byte once (map characters, newline, each
control byte the escaping treats apart, quote, printable, bytes of 0x80 and
up, and HARM), and each reader NUL and 0xff; the byte-by-byte repeats through
the one reader path are the Release and sanitizer runs' (256 + 54 runs there,
20 + 18 here). An option named two ways (-W, --width) gets the value under
one name, the short and the long in turn (154 runs there, 126 here), and a
file argument one of the two names: the first half's bytes in the files
present, the second's in those absent, each output's folder under one (60
runs there, 32 here). Every option, file argument and command still runs,
and every byte through the name escaping.
"""
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

MAZE = os.environb[b"MAZE"]
T = os.environb[b"T"]
SRC = os.environb[b"MAZE_SOURCE_DIR"]
failures = []
runs = 0

ALL = bytes(range(1, 256))                       # what argv can hold
V = b"v" + ALL                                   # an option value
NAMES = [b"f" + bytes(b for b in range(1, 128) if b != 0x2f), b"f" + bytes(range(128, 256))]
HARM = [0x00, 0x1B, 0x5C, 0x7F, 0x9B, 0xFF]
VALGRIND = open(MAZE, "rb").read(2) == b"#!"   # the wrapper script (expect.sh's under_valgrind)
PERL_BYTES = sorted(set(HARM + [0x01, 0x09, 0x0A, 0x0D, 0x20, 0x21, 0x22, 0x27, 0x2A, 0x41,
                                0x7E, 0x80, 0xC3, 0xFE])) if VALGRIND else range(256)
HARM_EACH = [0x00, 0xFF] if VALGRIND else HARM


def unescape(b):
    """What the command's escaping stands for: \\xHH back to the byte."""
    return re.sub(rb"\\x([0-9a-f]{2})", lambda m: bytes([int(m.group(1), 16)]), b)


def fail(what, args, why, out=b"", err=b""):
    short = [a if len(a) < 48 else a[:40] + b"...(%d bytes)" % len(a) for a in args]
    failures.append("%s: %s\n  args: %r\n  stdout: %r\n  stderr: %r" % (what, why, short, out[:200], err[:200]))


def clean_lines(b):
    """Printable ASCII lines, each ended by a newline."""
    return all(0x20 <= c <= 0x7E or c == 0x0A for c in b) and (not b or b.endswith(b"\n"))


def named_whole(text, value):
    """value is in text whole, or no run of 6 of its bytes is (not cut)."""
    plain = unescape(text)
    if value in plain:
        return True
    return not any(value[i:i + 6] in plain for i in range(len(value) - 5))


def run(what, args, values=(), want=None, stdout_lines=False, cwd=None):
    global runs
    runs += 1
    p = subprocess.run([MAZE] + args, stdin=subprocess.DEVNULL, capture_output=True, cwd=cwd, timeout=300)
    if p.returncode not in (0, 1, 2, 3, 4):
        return fail(what, args, "exit status %d" % p.returncode, p.stdout, p.stderr)
    if not clean_lines(p.stderr):
        return fail(what, args, "stderr is not printable ASCII lines", p.stdout, p.stderr)
    if stdout_lines and not clean_lines(p.stdout):
        return fail(what, args, "stdout is not printable ASCII lines", p.stdout, p.stderr)
    for v in values:
        for stream in (p.stderr, p.stdout if stdout_lines else b""):
            if not named_whole(stream, v):
                return fail(what, args, "names %r only in part" % v[:20], p.stdout, p.stderr)
    if want is not None and want not in unescape(p.stderr):
        return fail(what, args, "stderr lacks %r" % want, p.stdout, p.stderr)
    return p


def help_options(cmd):
    """The options of `maze CMD --help` that take a value: every name, or
    under valgrind one name of each, the first and the last in turn."""
    out = subprocess.run([MAZE, cmd, "--help"], capture_output=True, check=True).stdout.decode()
    opts = []
    for line in out.splitlines():
        tok = line.split()
        if not line.startswith("  ") or not tok or not tok[0].startswith("-"):
            continue
        names = []
        while tok and tok[0].startswith("-"):
            names.append(tok.pop(0).rstrip(","))
        arg = bool(tok) and any(c.isupper() or c.isdigit() for c in tok[0])
        if arg and names not in (["-h", "--help"],):
            if VALGRIND:
                names = [names[-1] if len(opts) % 2 else names[0]]
            opts += [n.encode() for n in names]
    return opts


def main():
    good = T + b"/good.txt"
    gmap = T + b"/good.map"
    subprocess.run([MAZE, b"generate", b"-W", b"3", b"-H", b"3", b"-o", good], check=True)
    with open(gmap, "wb") as f:
        f.write(b"type octile\nheight 3\nwidth 3\nmap\n...\n.@.\n...\n")
    scen = T + b"/good.scen"
    with open(scen, "wb") as f:
        f.write(b"version 1\n0\tgood.map\t3\t3\t0\t0\t2\t2\t2.82842712\n")
    page = T + b"/page.html"
    jobs = []

    # ---- option values: every option of every subcommand that takes one ----
    extra = {
        b"generate": [[]], b"demo": [[]], b"play": [[]],
        b"solve": [[good]], b"render": [[good]], b"stats": [[good]], b"bench": [[scen]],
        b"animate": [[b"generate", b"-o", page], [b"solve", b"-o", page]],
    }
    for cmd, tails in extra.items():
        opts = help_options(cmd.decode())
        if not opts:
            fail(cmd.decode(), [], "no option with a value found in --help")
        for opt in opts:
            for tail in tails:
                mode, rest = (tail[:1], tail[1:]) if cmd == b"animate" else ([], tail)
                jobs.append(("%s %s VALUE" % (cmd.decode(), opt.decode()), [cmd] + mode + [opt, V] + rest, [V]))
    # the command word, help's, an --opt= with no value
    jobs.append(("unknown command", [V], [V]))
    jobs.append(("help VALUE", [b"help", V], [V]))
    jobs.append(("--opt=", [b"generate", b"--" + V + b"="], [b"--" + V]))
    jobs.append(("unknown option", [b"generate", b"-" + V], [b"-" + V]))
    jobs.append(("an operand", [b"list", V], [V]))

    # ---- file names: present and bad, absent, in a folder that is not there ----
    for k, name in enumerate(NAMES):
        bad = T + b"/" + name
        with open(bad, "wb") as f:
            f.write(b"***\n*\x01*\n***\n")  # a perl map with a bad byte: FILE:2: message
        gone = T + b"/gone-" + name
        folder = T + b"/no" + name
        nodir = folder + b"/x"
        outs = [nodir + b".txt", nodir + b".png"]
        for path in (bad, gone):
            if VALGRIND and path != (bad, gone)[k]:
                continue
            for args in ([b"solve", path], [b"render", path], [b"stats", path], [b"animate", b"solve", path, b"-o", page],
                         [b"generate", b"--mask", path], [b"solve", gmap, b"--costs", path], [b"bench", path],
                         [b"bench", b"--map", path, scen], [b"solve", b"-i", b"perl", path]):
                jobs.append(("file %d %s" % (k, args[0].decode()), args, [path]))
        for o in outs[k:k + 1] if VALGRIND else outs:
            for args in ([b"generate", b"-o", o], [b"solve", good, b"-o", o], [b"render", good, b"-o", o],
                         [b"demo", b"-o", o], [b"generate", b"--count", b"2", b"-o", o]):
                jobs.append(("output %d %s" % (k, args[0].decode()), args, [folder]))
        jobs.append(("animate page %d" % k, [b"animate", b"generate", b"-o", nodir], [folder]))
        # generate --count with a solution range names each file it writes
        os.makedirs(T + b"/count%d" % k, exist_ok=True)
        o = T + b"/count%d/" % k + name + b".txt"
        jobs.append(("count names %d" % k, [b"generate", b"--count", b"2", b"--min-solution", b"1", b"-j", b"1", b"-o", o],
                     [o[:-4] + b"-1.txt", o[:-4] + b"-2.txt"]))

    # ---- bytes inside files, where the readers quote them ----
    for b in PERL_BYTES:
        f = T + b"/byte%d.perl" % b
        with open(f, "wb") as fh:
            fh.write(b"***\n*" + bytes([b]) + b"*\n***\n")
        perl_ok = b in b"*# .@+" or 0x41 <= b <= 0x5A or 0x61 <= b <= 0x7A
        jobs.append(("perl byte %d" % b, [b"render", b"-i", b"perl", f], [], None if perl_ok or b == 0x0A else
                     b"'" + bytes([b]) + b"' at column 2 is not a map character"))
        if b in HARM:  # the other readers meet every byte in tests/test_messages.c; through the command, these
            f = T + b"/byte%d.blocks" % b
            with open(f, "wb") as fh:
                fh.write(b"000\n0" + bytes([b]) + b"0\n000\n")
            jobs.append(("blocks byte %d" % b, [b"render", b"-i", b"blocks", f], [],
                         b"'" + bytes([b]) + b"' at column 2 is not a block digit 0-6"))
    for b in HARM_EACH:
        perl = T + b"/harm%d.perl" % b
        with open(perl, "wb") as fh:
            fh.write(b"***\n*" + bytes([b]) + b"*\n***\n")
        want = b"'" + bytes([b]) + b"' at column 2 is not a map character"
        for args in ([b"solve", perl], [b"render", perl], [b"stats", perl], [b"animate", b"solve", perl, b"-o", page]):
            jobs.append(("harm %d %s" % (b, args[0].decode()), args, [], want))
        costs = T + b"/harm%d.costs" % b
        with open(costs, "wb") as fh:
            fh.write(b"1 1 1\n1 " + bytes([b]) + b" 1\n1 1 1\n")
        jobs.append(("harm %d costs" % b, [b"solve", gmap, b"--costs", costs], []))
        mask = T + b"/harm%d.mask.txt" % b
        with open(mask, "wb") as fh:
            fh.write(b"..\n" + bytes([b]) + b"\n")
        jobs.append(("harm %d mask" % b, [b"generate", b"--mask", mask], []))
        bmap = T + b"/harm%d.map" % b
        with open(bmap, "wb") as fh:
            fh.write(b"type octile\nheight 3\nwidth 3\nmap\n...\n." + bytes([b]) + b".\n...\n")
        jobs.append(("harm %d map" % b, [b"bench", b"--map", bmap, scen], []))
        jobs.append(("harm %d map solve" % b, [b"solve", b"-i", b"map", bmap], []))
        sc = T + b"/harm%d.scen" % b
        with open(sc, "wb") as fh:
            fh.write(b"version 1\n0\tgo" + bytes([b]) + b"od.map\t3\t3\t0\t0\t2\t2\t2.8" + bytes([b]) + b"\n")
        jobs.append(("harm %d scen" % b, [b"bench", sc], []))

    # ---- the .scen map column: every byte a column can hold ----
    col = bytes(b for b in ALL if b not in b"\t\n\r /\\")
    sc = T + b"/column.scen"
    with open(sc, "wb") as fh:
        fh.write(b"version 1\n0\tmaps/" + col + b"\t3\t3\t0\t0\t2\t2\t2.82842712\n")
    jobs.append(("scen column, no such map", [b"bench", sc], [T + b"/" + col]))
    with open(T + b"/" + col, "wb") as fh:  # the map exists, the start is blocked: the check names it
        fh.write(b"type octile\nheight 3\nwidth 3\nmap\n@..\n...\n...\n")
    jobs.append(("scen column, blocked start", [b"bench", sc], [T + b"/" + col], b"is a blocked cell"))
    sc0 = T + b"/nul.scen"
    with open(sc0, "wb") as fh:
        fh.write(b"version 1\n0\tgo\x00od.map\t3\t3\t0\t0\t2\t2\t2.82842712\n")
    jobs.append(("scen column NUL", [b"bench", sc0], [], b"map name has a NUL byte at column 5"))

    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(lambda j: run(*j), jobs))

    # ---- bench output under such names: text lines, --rows, --json ----
    utf8 = "f-caf\u00e9-\u4e2d-\U0001F600".encode()
    for k, name in enumerate(NAMES + [utf8]):
        d = T + b"/json%d" % k
        os.makedirs(d, exist_ok=True)
        path = d + b"/" + name
        with open(path, "wb") as fh:
            fh.write(b"version 1\n0\tgood.map\t3\t3\t0\t0\t2\t2\t2.82842712\n")
        with open(d + b"/good.map", "wb") as fh:
            fh.write(b"type octile\nheight 3\nwidth 3\nmap\n...\n.@.\n...\n")
        run("bench text %d" % k, [b"bench", b"--rows", path], [path], stdout_lines=True)
        p = run("bench json %d" % k, [b"bench", b"--json", path], [path])
        if p is None:
            continue
        if any(c > 0x7E or (c < 0x20 and c != 0x0A) for c in p.stdout):
            fail("bench json %d" % k, [path], "JSON is not printable ASCII", p.stdout)
            continue
        try:
            doc = json.loads(p.stdout)
        except ValueError as e:
            fail("bench json %d" % k, [path], "JSON does not parse: %s" % e, p.stdout)
            continue
        want = path.decode("utf-8", errors="latin1_bytes")
        if doc["files"][0]["file"] != want:
            fail("bench json %d" % k, [path], "file is %r, want %r" % (doc["files"][0]["file"], want), p.stdout)

    for f in failures[:12]:
        print(f, file=sys.stderr)
    print("escape: %d runs, %d passed, %d failed" % (runs, runs - len(failures), len(failures)))
    return 1 if failures else 0


def latin1_bytes(e):
    """Each byte that is not part of valid UTF-8 as the code point of its value."""
    return "".join(chr(b) for b in e.object[e.start:e.end]), e.end


if __name__ == "__main__":
    import codecs
    codecs.register_error("latin1_bytes", latin1_bytes)
    sys.exit(main())
