#!/usr/bin/env bash
# python_install.sh - the Python package as a user installs it: a copy of the
# clone without build folders, `pip install ./python` into a fresh virtual
# environment (offline: --no-build-isolation --no-index, Debian's setuptools
# and numpy through --system-site-packages), the package's tests run against
# that install under -X faulthandler (python/README.md's examples among
# them), a wheel from `pip wheel` installed into a second environment that
# has no numpy and no clone beside it, and `pip uninstall` leaving nothing
# behind. No PYTHONPATH, MAZE_LIBRARY or LD_LIBRARY_PATH. The interpreter is
# Debian's python3, the one python3-numpy is built for (MAZE_PYTHON names
# another).
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
py=${MAZE_PYTHON:-/usr/bin/python3}
[ -x "$py" ] || fail "$py is missing (scripts/deps.sh installs python3)"
"$py" -c 'import numpy, ensurepip, setuptools, wheel' 2>/dev/null ||
  fail "$py lacks numpy, venv, setuptools or wheel (scripts/deps.sh installs python3-numpy, python3-venv, python3-setuptools, python3-wheel)"
# shellcheck source=../consumer/env.sh
source "$MAZE_SOURCE_DIR/tests/consumer/env.sh" # $san_preload: what the build's own libmaze.so needs first
export MAZE_SANITIZER_PRELOAD=$san_preload
unset MAZE_LIBRARY PYTHONPATH LD_LIBRARY_PATH LD_PRELOAD PYTHONHOME
export PIP_NO_INDEX=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONDONTWRITEBYTECODE=1 MAZE_PACKAGE_INSTALLED=1
if command -v ccache >/dev/null; then export CMAKE_C_COMPILER_LAUNCHER=ccache; fi

# The clone as a user has it: the sources, no build folders.
src=$T/clone
mkdir -p "$src"
tar -C "$MAZE_SOURCE_DIR" --exclude='./build*' --exclude=./.git --exclude=./python/build --exclude='*.egg-info' \
  --exclude=__pycache__ --exclude='./fuzz/corpus*' -cf - . | tar -C "$src" -xf -
export MAZE_SOURCE_DIR=$src

venv=$T/venv
"$py" -m venv --system-site-packages "$venv" >"$T/venv.log" 2>&1 || { cat "$T/venv.log" >&2; fail "python3 -m venv failed"; }
(cd "$src" && "$venv/bin/pip" install --no-build-isolation --no-index ./python) >"$T/pip.log" 2>&1 ||
  { tail -30 "$T/pip.log" >&2; fail "pip install ./python failed"; }
site=$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["platlib"])')
[ -f "$site/maze/libmaze.so" ] || fail "pip install put no libmaze.so in $site/maze"

# The whole suite against the installed package (run outside the clone, so
# nothing but the install can be imported).
cp -r "$src/python/tests" "$T/tests"
(cd "$T" && "$venv/bin/python" -X faulthandler -m unittest discover -s "$T/tests" -v) ||
  fail "the Python package's tests failed against the installed package (above)"

# A wheel, installed where there is neither numpy nor the clone.
(cd "$src" && "$venv/bin/pip" wheel --no-build-isolation --no-index --no-deps -w "$T/dist" ./python) >"$T/wheel.log" 2>&1 ||
  { tail -30 "$T/wheel.log" >&2; fail "pip wheel ./python failed"; }
wheels=("$T"/dist/maze-*.whl)
[ -f "${wheels[0]}" ] || fail "pip wheel made no maze wheel in $T/dist"
venv2=$T/venv2
"$py" -m venv "$venv2" >"$T/venv2.log" 2>&1 || { cat "$T/venv2.log" >&2; fail "python3 -m venv (second) failed"; }
"$venv2/bin/pip" install --no-index "${wheels[0]}" >"$T/pip2.log" 2>&1 || { cat "$T/pip2.log" >&2; fail "pip install of the wheel failed"; }
rm -rf "$src"
(cd "$T" && MAZE_EXPECT_NO_NUMPY=1 "$venv2/bin/python" -X faulthandler -m unittest discover -s "$T/tests" -p 'test_no_numpy.py' -v) ||
  fail "the package installed from its wheel failed without numpy (above)"

# pip uninstall removes every file the install made.
"$venv/bin/pip" uninstall -y maze >"$T/uninstall.log" 2>&1 || { cat "$T/uninstall.log" >&2; fail "pip uninstall failed"; }
left=$(find "$site" -maxdepth 1 -iname 'maze*')
[ -z "$left" ] || fail "pip uninstall left: $left"
if (cd "$T" && "$venv/bin/python" -c 'import maze') 2>/dev/null; then fail "import maze still works after pip uninstall"; fi
echo "python_install: installed, tested, wheel installed without numpy, uninstalled"
