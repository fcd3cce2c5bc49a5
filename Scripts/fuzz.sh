#!/usr/bin/env bash
# Fuzzes with libFuzzer and the address sanitizer, one of two targets:
#
#   Scripts/fuzz.sh [trace] [SECONDS] [LIBFUZZER OPTIONS...]    # trace parsing, replay, goldens
#   Scripts/fuzz.sh import [SECONDS] [LIBFUZZER OPTIONS...]     # kbreplay import console
#
# Default: the trace target, 60 seconds. Builds the target (Scripts/fuzz/FuzzTarget.swift,
# or Scripts/fuzz/ImportFuzzTarget.swift with the importer's sources) over the library
# modules it needs, with `swiftc -sanitize=fuzzer,address` into .build-fuzz/ (no SwiftPM;
# a module is rebuilt when a source of it is newer than its library), seeds a corpus
# (traces and goldens from Traces/, or the importer's fixtures) and runs for SECONDS.
# Inputs that grow coverage are kept in .build-fuzz/corpus[-import]/ for the next run.
# Exits non-zero on a crash and prints the path of the input that caused it.
set -euo pipefail
cd "$(dirname "$0")/.."

target=trace
case "${1:-}" in trace|import) target="$1"; shift ;; esac
seconds="${1:-60}"
shift || true
case "$seconds" in ''|*[!0-9]*) echo "usage: Scripts/fuzz.sh [trace|import] [SECONDS] [LIBFUZZER OPTIONS...]" >&2; exit 64 ;; esac

out=.build-fuzz
mkdir -p "$out"
if [ "$target" = trace ]; then
    modules=(UIKitModel HandlerCore TraceModel Invariants Handlers TraceKit)
    binary="$out/kbreplay-fuzz"
    target_sources=(Scripts/fuzz/FuzzTarget.swift)
    dictionary=Scripts/fuzz/trace.dict
    corpus="$out/corpus"
else
    modules=(UIKitModel HandlerCore TraceModel Invariants Handlers TraceKit KBRecorder)
    binary="$out/kbreplay-fuzz-import"
    target_sources=(Scripts/fuzz/ImportFuzzTarget.swift $(find Sources/KBReplayCLI/Import -name '*.swift' | LC_ALL=C sort))
    dictionary=Scripts/fuzz/import.dict
    corpus="$out/corpus-import"
fi

# Build: the library modules in dependency order, each when a source of it is newer than
# its library or a module before it was rebuilt (its clients depend on its layout), then
# the target.
flags=(-O -g -wmo -parse-as-library -sanitize=fuzzer,address -package-name kbreplay -module-cache-path "$out/module-cache" -I "$out")
build() {
    local module libraries=() rebuilt=0
    for module in "${modules[@]}"; do
        if [ "$rebuilt" = 1 ] || [ ! -f "$out/lib$module.a" ] \
            || [ -n "$(find "Sources/$module" -newer "$out/lib$module.a" | head -1)" ]; then
            rebuilt=1
            # shellcheck disable=SC2046
            swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$out/$module.swiftmodule" \
                -emit-library -static -o "$out/lib$module.a" $(find "Sources/$module" -name '*.swift' | LC_ALL=C sort) || return 1
        fi
        libraries=("-l$module" "${libraries[@]}")
    done
    swiftc "${flags[@]}" -module-name FuzzTarget "${target_sources[@]}" -L "$out" "${libraries[@]}" -o "$binary"
}
sources=()
for module in "${modules[@]}"; do sources+=("Sources/$module"); done
if [ ! -x "$binary" ] || [ -n "$(find "${sources[@]}" "${target_sources[@]}" Scripts/fuzz.sh -newer "$binary" | head -1)" ]; then
    echo "== building $binary (log: $out/build.log)"
    if ! build >"$out/build.log" 2>&1; then
        grep -v 'warning: Cannot export local symbol' "$out/build.log" >&2
        echo "fuzz: the build failed" >&2
        exit 1
    fi
fi

# The seed corpus: every trace, the smallest goldens, and a few invalid traces; or the
# importer's fixtures (logs typed by hand in Tests/KBRecorderTests/Fixtures).
seeds="$(mktemp -d)"
trap 'rm -rf "$seeds"' EXIT
if [ "$target" = trace ]; then
    cp Traces/*.trace.json "$seeds/"
    for golden in $(ls -S Traces/*.golden.jsonl | tail -5); do cp "$golden" "$seeds/"; done
    cp Scripts/fuzz/seeds/* "$seeds/"
else
    cp Tests/KBRecorderTests/Fixtures/*.log "$seeds/"
fi
mkdir -p "$corpus" "$out/crashes"

echo "== fuzzing $target for $seconds s (corpus $corpus, crashes in $out/crashes)"
log="$out/fuzz-$target.log"
status=0
SWIFT_BACKTRACE=enable=no "$binary" "$corpus" "$seeds" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -dict="$dictionary" -artifact_prefix="$out/crashes/" -print_final_stats=1 "$@" >"$log" 2>&1 || status=$?
grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::(number_of_executed_units|peak_rss_mb)|ERROR|SUMMARY|Fatal error|Test unit written' "$log" || true
if [ "$status" -ne 0 ]; then
    echo "fuzz: FAILED (exit $status); the full log is $log" >&2
    grep -o "Test unit written to .*" "$log" | sed 's/Test unit written to /fuzz: crash input: /' >&2 || true
    exit 1
fi
echo "fuzz: no crash in $seconds s"
