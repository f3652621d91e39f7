#!/bin/sh
# Regenerates Tests/TrellisRenderTests/Fixtures/known-failures-<set>.txt for every fixture set:
# keeps each list's comment header and lists every fixture of the set that fails now.
# Usage: Scripts/update-known-failures.sh [SCRATCH_PATH]   (default .build)
set -eu
cd "$(dirname "$0")/.."
scratch="${1:-.build}"
fixtures=Tests/TrellisRenderTests/Fixtures
swift build -c release --scratch-path "$scratch" --product trellis
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/trellis"
for dir in "$fixtures"/*/; do
    set_name=$(basename "$dir")
    list="$fixtures/known-failures-$set_name.txt"
    failures=$("$bin" check --list-failures "$dir" || true)  # exits 1 when something fails
    if [ -z "$failures" ] && [ ! -f "$list" ]; then continue; fi
    {
        if [ -f "$list" ]; then
            grep '^#' "$list"
        else
            echo "# Fixtures of Fixtures/$set_name that the solver is known to fail; the list may only shrink."
            echo "# Regenerate with Scripts/update-known-failures.sh."
        fi
        [ -z "$failures" ] || echo "$failures"
    } > "$list.new"
    mv "$list.new" "$list"
    echo "$set_name: $(grep -vc '^#' "$list" || true) known failures"
done
