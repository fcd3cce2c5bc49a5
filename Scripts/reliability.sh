#!/usr/bin/env bash
# The reliability trials of docs/reliability.md: `record -j 4` over the corpus, stopped
# by SIGINT, SIGTERM or SIGKILL at a random moment; then what a later `check` and
# `record` do with what is left; then writes under file-size limits.
#
#   Scripts/reliability.sh [RUNS]     (default 50 runs per signal; BIN=path/to/kbreplay)
#
# A golden written is "torn" when its bytes are not the committed golden's.
set -u
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/debug/kbreplay}
RUNS=${1:-50}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for signal in INT TERM KILL; do
    goldens=0; torn=0; left=0; reported=0; removed=0; bad_status=0
    for _ in $(seq 1 "$RUNS"); do
        rm -rf "$work/t"; mkdir "$work/t"; cp Traces/*.trace.json "$work/t/"
        # A background job starts with SIGINT ignored (and a script started in the
        # background cannot take it back with `trap`): `env` sets it to its default.
        env --default-signal=INT "$BIN" record -j 4 "$work/t" >/dev/null 2>&1 &
        pid=$!
        sleep "0.$(printf '%02d' $((RANDOM % 25)))"
        kill -"$signal" "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null; status=$?
        # Stopped by the signal (128 + its number), or done before it came (0).
        case "$signal:$status" in INT:130|TERM:143|KILL:137|*:0) ;; *) bad_status=$((bad_status + 1)) ;; esac
        for golden in "$work"/t/*.golden.jsonl; do
            [ -e "$golden" ] || continue
            goldens=$((goldens + 1))
            cmp -s "$golden" "Traces/$(basename "$golden")" || torn=$((torn + 1))
        done
        count=$(ls -A "$work/t" | grep -c 'kbreplay-')
        left=$((left + count))
        if [ "$count" -gt 0 ]; then
            reported=$((reported + $("$BIN" check "$work/t" 2>/dev/null | grep -c '^ORPHAN .*kbreplay-')))
            "$BIN" record "$work/t" >/dev/null 2>&1
            removed=$((removed + count - $(ls -A "$work/t" | grep -c 'kbreplay-')))
        fi
    done
    echo "SIG$signal: $RUNS runs, $goldens goldens written, $torn torn, $bad_status other exit statuses;" \
        "$left temporary files left, $reported reported by check, $removed removed by the next record"
done

limits=0; right=0; whole=0; leftovers=0
for blocks in 1 2 4 8 16 32 64 128; do
    for _ in 1 2 3; do
        rm -rf "$work/t"; mkdir "$work/t"; cp Traces/*.trace.json "$work/t/"
        limits=$((limits + 1))
        sh -c 'ulimit -f "$1" && exec "$0" record "$2"' "$BIN" "$blocks" "$work/t" >/dev/null 2>"$work/errors"
        status=$?
        if [ "$status" = 74 ] && grep -q 'File too large' "$work/errors"; then right=$((right + 1)); fi
        # Under a limit larger than every golden, all are written, whole.
        if [ "$status" = 0 ] && diff -q <(cd "$work/t" && cat *.golden.jsonl) <(cd Traces && cat *.golden.jsonl) >/dev/null; then
            whole=$((whole + 1))
        fi
        leftovers=$((leftovers + $(ls -A "$work/t" | grep -c 'kbreplay-')))
    done
done
echo "ulimit -f 1 to 128 blocks: $limits runs, $right exited 74 with 'File too large'," \
    "$whole wrote every golden whole (the limit above them all), $leftovers temporary files left"
