#!/usr/bin/env bash
# escape.sh - every byte value from outside (option values, file names, file
# contents, a .scen map column) reaches the command's messages, lines and
# JSON only escaped, and whole (tests/cli/lib/escape.py says what is fed).
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
export T
python3 "$MAZE_SOURCE_DIR/tests/cli/lib/escape.py"
