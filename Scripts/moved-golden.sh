#!/usr/bin/env bash
# Writes a golden that differs from FRAMES.jsonl in its second half: every frame line from
# the middle line on has its offset moved 24 pt, so 'check' fails there (screenshot.sh and
# view-test.sh make their differing reports with it).
#
#   Scripts/moved-golden.sh FRAMES.jsonl OUT.golden.jsonl
set -euo pipefail
lines="$(wc -l <"$1")"
awk -v from="$((lines / 2))" '
    NR >= from && match($0, /"offset":-?[0-9.]+/) {
        value = substr($0, RSTART + 9, RLENGTH - 9) + 24
        $0 = substr($0, 1, RSTART - 1) "\"offset\":" value substr($0, RSTART + RLENGTH)
    }
    { print }' "$1" >"$2"
