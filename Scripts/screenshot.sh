#!/usr/bin/env bash
# Renders a plot and a check-report page to PNG with headless Chromium, so a person can
# look at the pictures kbreplay draws without opening a browser.
#
#   Scripts/screenshot.sh [TRACE] [OUT_DIR]
#
# TRACE defaults to Traces/glitch-hide-interrupted-by-instant-show.trace.json, OUT_DIR to
# .build/screenshots. It writes there:
#   plot.svg, plot.png       'kbreplay plot TRACE --golden'
#   report/, report.png      'kbreplay check --report' on a copy of TRACE whose golden has
#                            the offset moved 24 pt in its second half, so the page shows
#                            a difference
# Without Chromium it says how to install it and exits 0 (nothing else needs it).
set -euo pipefail
cd "$(dirname "$0")/.."

trace="${1:-Traces/glitch-hide-interrupted-by-instant-show.trace.json}"
out="${2:-.build/screenshots}"

browser="$(Scripts/browser.sh)"
if [ -z "$browser" ]; then
    echo "screenshot.sh: no Chromium or Chrome found; nothing rendered."
    echo "  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium"
    echo "  macOS:         brew install --cask chromium   (or install Google Chrome)"
    exit 0
fi

case "$trace" in
    *.trace.json) ;;
    *) echo "screenshot.sh: '$trace' is not a NAME.trace.json file" >&2; exit 64 ;;
esac
[ -f "$trace" ] || { echo "screenshot.sh: no such trace: $trace" >&2; exit 66; }
golden="${trace%.trace.json}.golden.jsonl"
name="$(basename "${trace%.trace.json}")"

swift build --product kbreplay >/dev/null
bin="$(swift build --show-bin-path)/kbreplay"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# shot FILE PNG WIDTH HEIGHT: one screenshot of a local file.
shot() {
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
        --window-size="$3,$4" --screenshot="$2" "file://$1" >"$work/browser.log" 2>&1 \
        || { cat "$work/browser.log" >&2; echo "screenshot.sh: $browser failed on $1" >&2; exit 1; }
    echo "wrote $2"
}

# The plot, as tall as the SVG says.
plot_args=("$trace")
[ -f "$golden" ] && plot_args+=(--golden)
"$bin" plot "${plot_args[@]}" -o "$out/plot.svg"
height="$(sed -n 's/^<svg [^>]* height="\([0-9]*\).*/\1/p' "$out/plot.svg" | head -n 1)"
shot "$out/plot.svg" "$out/plot.png" 1280 "${height:-1000}"

# A report whose one trace differs from its golden in the second half.
cp "$trace" "$work/$name.trace.json"
"$bin" replay "$trace" -o "$work/original.jsonl"
Scripts/moved-golden.sh "$work/original.jsonl" "$work/$name.golden.jsonl"
rm -rf "$out/report"
"$bin" check "$work/$name.trace.json" --report "$out/report" >/dev/null || true
shot "$out/report/$name.html" "$out/report.png" 1320 1900
