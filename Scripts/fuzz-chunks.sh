#!/usr/bin/env bash
# Runs `trellis fuzz` over cases FIRST..<FIRST+COUNT in chunks, resuming after a case that hangs
# (the fuzzer ends the process on a hang, since a running layout cannot be interrupted).
#
#   Scripts/fuzz-chunks.sh TRELLIS SEED FIRST COUNT CHUNK JOBS TIMEOUT LOG
set -uo pipefail
trellis=$1 seed=$2 first=$3 count=$4 chunk=$5 jobs=$6 timeout=$7 log=$8
end=$((first + count))
next=$first
while [ "$next" -lt "$end" ]; do
    n=$((end - next < chunk ? end - next : chunk))
    "$trellis" fuzz --seed "$seed" --first "$next" --count "$n" --jobs "$jobs" --timeout "$timeout" > "$log.part" 2>&1
    status=$?
    cat "$log.part" >> "$log"
    if [ "$status" -eq 3 ]; then
        # Resume after the hanging case; the cases before it in other jobs are run again.
        hang=$(grep -o '^HANG seed [0-9]* case [0-9]*' "$log.part" | head -1 | awk '{print $5}')
        echo "resuming after hang at case $hang" >> "$log"
        [ -n "$hang" ] && [ "$hang" -ge "$next" ] && next=$((hang + 1)) || next=$((next + n))
        continue
    fi
    next=$((next + n))
done
rm -f "$log.part"
