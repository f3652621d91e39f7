#!/usr/bin/env bash
# Times the 100,000-node benchmark trees of ../shared/bench as generated and with hostile
# numbers (Docs/HostileNumbers.md): every px length, gap and margin multiplied by 1e300 and every
# flex factor by 1e300, so that every length saturates and every sum would overflow unsaturated.
# The acceptance of issue 19: the hostile tree takes at most twice the ordinary one's time.
#
#     Benchmarks/hostile-numbers.sh [OUTDIR [RUNS]]     (default .build/hostile-bench, 5 runs)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/hostile-bench}"
runs="${2:-5}"
mkdir -p "$out"
python3 ../shared/bench/gen_bench_trees.py "$out" --seed 12345 --only huge-nested,wide,deep-random,deep-auto >/dev/null
files=()
for tree in "$out"/*-100000.xml; do
  case "$tree" in *-hostile.xml) continue ;; esac
  hostile="${tree%.xml}-hostile.xml"
  sed -E 's/="([0-9.]+)px"/="\1e300px"/g; s/(flex-grow|flex-shrink)="([0-9.]+)"/\1="\2e300"/g' "$tree" > "$hostile"
  files+=("$tree" "$hostile")
done
swift build -c release --product trellis >/dev/null
.build/release/trellis bench --runs "$runs" "${files[@]}"
