#!/usr/bin/env bash
# Fuzzes trace parsing and replay (and golden reading) with libFuzzer and the address
# sanitizer.
#
#   Scripts/fuzz.sh [SECONDS] [LIBFUZZER OPTIONS...]    # default: 60 seconds
#
# Builds Scripts/fuzz/FuzzTarget.swift together with the sources of UIKitModel, Handlers
# and TraceKit with `swiftc -sanitize=fuzzer,address` into .build-fuzz/ (no SwiftPM),
# seeds a corpus from Traces/ (traces, a few goldens and a few invalid traces) and runs
# for SECONDS. Inputs that grow coverage are kept in .build-fuzz/corpus/ for the next
# run. Exits non-zero on a crash and prints the path of the input that caused it.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
case "$seconds" in ''|*[!0-9]*) echo "usage: Scripts/fuzz.sh [SECONDS] [LIBFUZZER OPTIONS...]" >&2; exit 64 ;; esac

out=.build-fuzz
binary="$out/kbreplay-fuzz"
mkdir -p "$out"

# Build when a source or this script is newer than the binary: the library modules in
# dependency order, then the target.
modules=(UIKitModel Handlers TraceKit)
build() {
    local flags=(-O -g -wmo -parse-as-library -sanitize=fuzzer,address -module-cache-path "$out/module-cache" -I "$out")
    local module libraries=()
    for module in "${modules[@]}"; do
        # shellcheck disable=SC2046
        swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$out/$module.swiftmodule" \
            -emit-library -static -o "$out/lib$module.a" $(find "Sources/$module" -name '*.swift' | LC_ALL=C sort) || return 1
        libraries=("-l$module" "${libraries[@]}")
    done
    swiftc "${flags[@]}" -module-name FuzzTarget Scripts/fuzz/FuzzTarget.swift -L "$out" "${libraries[@]}" -o "$binary"
}
sources=()
for module in "${modules[@]}"; do sources+=("Sources/$module"); done
if [ ! -x "$binary" ] || [ -n "$(find "${sources[@]}" Scripts/fuzz/FuzzTarget.swift Scripts/fuzz.sh -newer "$binary" | head -1)" ]; then
    echo "== building $binary (log: $out/build.log)"
    if ! build >"$out/build.log" 2>&1; then
        grep -v 'warning: Cannot export local symbol' "$out/build.log" >&2
        echo "fuzz: the build failed" >&2
        exit 1
    fi
fi

# The seed corpus: every trace, the smallest goldens, and a few invalid traces.
seeds="$(mktemp -d)"
trap 'rm -rf "$seeds"' EXIT
cp Traces/*.trace.json "$seeds/"
for golden in $(ls -S Traces/*.golden.jsonl | tail -5); do cp "$golden" "$seeds/"; done
cp Scripts/fuzz/seeds/* "$seeds/"
mkdir -p "$out/corpus" "$out/crashes"

echo "== fuzzing for $seconds s (corpus $out/corpus, crashes in $out/crashes)"
log="$out/fuzz.log"
status=0
SWIFT_BACKTRACE=enable=no "$binary" "$out/corpus" "$seeds" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -dict=Scripts/fuzz/trace.dict -artifact_prefix="$out/crashes/" -print_final_stats=1 "$@" >"$log" 2>&1 || status=$?
grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::(number_of_executed_units|peak_rss_mb)|ERROR|SUMMARY|Fatal error|Test unit written' "$log" || true
if [ "$status" -ne 0 ]; then
    echo "fuzz: FAILED (exit $status); the full log is $log" >&2
    grep -o "Test unit written to .*" "$log" | sed 's/Test unit written to /fuzz: crash input: /' >&2 || true
    exit 1
fi
echo "fuzz: no crash in $seconds s"
