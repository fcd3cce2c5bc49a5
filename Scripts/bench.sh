#!/usr/bin/env bash
# Replay speed and peak memory on long generated traces (release build).
#
#   Scripts/bench.sh            # default: a 1-hour trace at 240 fps, and a 10-minute
#                               # trace at 120 fps with 100,000 events
#   Scripts/bench.sh --limits   # also files at the limits (README, "Limits")
# Prints frames per second for the engine alone (every frame, no output) and for
# the full CLI writing sparse and --all-frames output, and the peak resident memory.
# With --limits, also the time and peak memory of the worst case at the file-size limit
# (one long array of single digits) and of 1,000,000 short events.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product kbreplay >/dev/null
bin="$(swift build -c release --show-bin-path)/kbreplay"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" "${1:-}" <<'PY'
import json, sys
out = sys.argv[1]
W, H = 393, 852
def rect(h, hidden=False):
    return {"x": 0, "y": H if hidden else H - h, "width": W, "height": h}
def trace(name, fps, duration, n_events):
    events = []
    step = duration / max(n_events, 1)
    content = 3000.0
    for i in range(n_events):
        t = round(i * step, 6)
        kind = i % 10
        if kind == 0:
            events.append({"t": t, "type": "keyboardWillShow", "end": rect(336), "duration": 0.25, "curve": 7})
        elif kind == 5:
            events.append({"t": t, "type": "keyboardWillHide", "end": rect(336, True), "duration": 0.25, "curve": 7})
        elif kind in (1, 6):
            content += 20
            events.append({"t": t, "type": "contentSize", "height": content})
        elif kind == 2:
            events.append({"t": t, "type": "composerLayout", "height": 48 + (i % 3) * 20})
        elif kind == 3:
            events.append({"t": t, "type": "dragBegin", "y": 300})
        elif kind == 4:
            events.append({"t": t, "type": "dragEnd", "y": 420, "velocity": 900})
        else:
            events.append({"t": t, "type": "keyboardWillChangeFrame", "end": rect(291 + (i % 2) * 45), "duration": 0.25, "curve": 7})
    doc = {"kbtrace": 1, "name": name, "fps": fps, "duration": duration,
           "screen": {"width": W, "height": H, "safeTop": 59, "safeBottom": 34},
           "scrollView": {"contentHeight": 3000}, "config": {"pinToTopEnabled": True}, "events": events}
    with open(f"{out}/{name}.trace.json", "w") as f:
        json.dump(doc, f)
trace("hour-240fps", 240, 3600, 2000)
trace("ten-minutes-120fps-100k-events", 120, 600, 100000)

# At the limits: the shapes that cost the parser the most memory per byte of file.
if sys.argv[2:] == ["--limits"]:
    limit = 32 * 1024 * 1024
    head = '{"kbtrace":1,"name":"limits","screen":{"width":393,"height":852},"scrollView":{"contentHeight":2400},'
    with open(f"{out}/size-limit-digits.trace.json", "w") as f:
        count = (limit - len(head) - 16) // 2
        f.write(head + '"x-digits":[' + "0," * (count - 1) + "0]}")
    with open(f"{out}/event-limit-sends.trace.json", "w") as f:
        f.write(head + '"events":[' + ",".join(['{"t":0,"type":"send"}'] * 1_000_000) + "]}")
PY

measure() {
    local label="$1"; shift
    local start end
    start=$(date +%s.%N)
    /usr/bin/time -f "%M" -o "$work/rss" "$@" >/dev/null
    end=$(date +%s.%N)
    printf '%-58s %8.3f s  peak %6d KiB\n' "$label" "$(echo "$end - $start" | bc)" "$(cat "$work/rss")"
}

for name in hour-240fps ten-minutes-120fps-100k-events; do
    trace="$work/$name.trace.json"
    frames=$(python3 -c 'import json,math,sys; d=json.load(open(sys.argv[1])); print(math.ceil(d["duration"]*d["fps"])+1)' "$trace")
    echo "$name: $frames frames, $(wc -c <"$trace") bytes of trace"
    measure "  replay (sparse output)" "$bin" replay "$trace" -o "$work/out.jsonl"
    measure "  replay --all-frames" "$bin" replay "$trace" --all-frames -o "$work/all.jsonl"
    for mode in "" "--all-frames"; do
        start=$(date +%s.%N)
        "$bin" replay "$trace" $mode >/dev/null
        end=$(date +%s.%N)
        echo "  frames per second (replay ${mode:-sparse} to /dev/null, end to end): $(echo "$frames / ($end - $start)" | bc)"
    done
done

if [ "${1:-}" = "--limits" ]; then
    for name in size-limit-digits event-limit-sends; do
        trace="$work/$name.trace.json"
        echo "$name: $(wc -c <"$trace") bytes of trace"
        measure "  replay (sparse output)" "$bin" replay "$trace" -o "$work/out.jsonl"
    done
fi
