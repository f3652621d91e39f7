#!/bin/sh
# Regenerates Tests/TrellisRenderTests/Fixtures/known-failures-flex.txt: keeps the list's
# comment header, then lists every flex fixture that fails with the current solver.
# Usage: Scripts/update-known-failures.sh [SCRATCH_PATH]   (default .build)
set -eu
cd "$(dirname "$0")/.."
scratch="${1:-.build}"
list=Tests/TrellisRenderTests/Fixtures/known-failures-flex.txt
swift build -c release --scratch-path "$scratch" --product trellis
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/trellis"
{
    grep '^#' "$list"
    # Exits 1 when something fails, which is the point here.
    "$bin" check --list-failures Tests/TrellisRenderTests/Fixtures/flex || true
} > "$list.new"
mv "$list.new" "$list"
echo "$(grep -vc '^#' "$list") known failures"
