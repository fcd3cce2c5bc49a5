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
work=$(mktemp -d /tmp/kbreplay-reliability.XXXXXX)
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

# Two `record`s of the same folder at once, and `accept --all` racing `check` over it.
pairs=0; pair_torn=0; pair_failed=0; pair_left=0
races=0; race_io=0; race_stale=0; race_left=0
for _ in $(seq 1 "$RUNS"); do
    rm -rf "$work/t"; mkdir "$work/t"; cp Traces/*.trace.json "$work/t/"
    "$BIN" record -j 2 "$work/t" >/dev/null 2>&1 & first=$!
    "$BIN" record -j 2 "$work/t" >/dev/null 2>&1 & second=$!
    wait "$first" || pair_failed=$((pair_failed + 1))
    wait "$second" || pair_failed=$((pair_failed + 1))
    pairs=$((pairs + 1))
    for golden in "$work"/t/*.golden.jsonl; do
        cmp -s "$golden" "Traces/$(basename "$golden")" || pair_torn=$((pair_torn + 1))
    done
    pair_left=$((pair_left + $(ls -A "$work/t" | grep -c 'kbreplay-')))
    # Every golden edited, so that check saves a .new for each; then accept and check race.
    for golden in "$work"/t/*.golden.jsonl; do sed -i 's/"composerH":48/"composerH":47/' "$golden"; done
    "$BIN" check "$work/t" >/dev/null 2>&1
    (cd "$work/t" && "$BIN" accept --all >/dev/null 2>&1) & accepting=$!
    "$BIN" check "$work/t" >/dev/null 2>&1
    wait "$accepting"; status=$?
    races=$((races + 1))
    # 74 would be the bug; 1 is a .new that check rewrote under accept, older than the
    # golden accept had just written (reported, not accepted: the next check sees it).
    [ "$status" = 74 ] && race_io=$((race_io + 1))
    [ "$status" = 1 ] && race_stale=$((race_stale + 1))
    race_left=$((race_left + $(ls -A "$work/t" | grep -c 'kbreplay-')))
done
echo "two records at once: $pairs pairs, $pair_failed runs not exiting 0, $pair_torn goldens torn or wrong," \
    "$pair_left temporary files left"
echo "accept --all racing check: $races races, $race_io accepts exiting 74, $race_stale exiting 1 (a stale .new)," \
    "$race_left temporary files left"
