#!/usr/bin/env bash
# Tests 'kbreplay view' pages in a real browser (headless Chromium), from the outside:
#
# - for a trace of each built-in handler, the page at '#f=N' draws the keyboard's top edge
#   and the composer's (or the bar's, or the active field's) top edge at the pixel rows
#   worked out here from frame N's values (docs/view.md: row = round(32 + y * 0.75)),
#   read back from the screenshot's pixels (Scripts/view/pixel-runs.swift), within 1 px;
#   and so does the page of a user's handler (a test's), drawn from its schema alone;
# - 'kbreplay compare -o' draws each handler's phone side by side, each with its keyboard
#   at the row its own replay's frame N says (docs/compare.md: 0.5 px per point), and
#   outlines red the phone of a handler violating an invariant;
# - a floating keyboard is drawn as the rectangle its frame says (left, width, top, bottom),
#   and a rotated screen at the frame's screen (its outline), on the view page and the
#   compare page;
# - playback ('#f=0&play') advances the frame;
# - with a golden that differs from frame F on, where 'kbreplay check' reports F, the
#   page opens at frame F;
# - the same trace gives the same bytes twice.
#
#   Scripts/view-test.sh [OUT_DIR]      (OUT_DIR, default .build/view-test, keeps the PNGs)
#
# Without Chromium it says so and exits 0 (nothing else needs it); .ci/run runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/view-test}"

browser="$(Scripts/browser.sh)"
if [ -z "$browser" ]; then
    echo "view-test.sh: skipped: no Chromium or Chrome found (Debian/Ubuntu: apt-get install -y chromium)"
    exit 0
fi

swift build --product kbreplay >/dev/null
bin="$(swift build --show-bin-path)/kbreplay"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
swiftc -O Scripts/view/pixel-runs.swift -o "$out/pixel-runs"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL $*" >&2; failures=$((failures + 1)); }

# browse URL ARGS...: headless Chromium on a local page, 1 CSS px per device px; an
# error the page's script throws is a failure.
browse() {
    local url="$1"; shift
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
        --enable-logging=stderr --v=0 --window-size=1280,720 "$@" "$url" 2>"$work/browser.log" \
        || { cat "$work/browser.log" >&2; echo "view-test.sh: $browser failed on $url" >&2; exit 1; }
    if grep -q "Uncaught" "$work/browser.log"; then
        fail "$url: the script threw: $(grep -m 1 "Uncaught" "$work/browser.log")"
    fi
}

# shown PAGE.html [FRAGMENT] [BUDGET_MS]: sets $frame_shown to the frame number the page
# shows after loading.
shown() {
    browse "file://$1${2:-}" --virtual-time-budget="${3:-500}" --dump-dom >"$work/dom.html"
    frame_shown="$(sed -n 's/.*<output id="fnum">\([0-9]*\)<.*/\1/p' "$work/dom.html" | head -n 1)"
}

# screen TRACE KEY: a number of the trace's "screen" object ("" when absent).
screen() {
    tr -d '\n ' <"$1" | sed -n "s/.*\"screen\":{[^}]*\"$2\":\([0-9.]*\).*/\1/p"
}

# expect_row NAME FRAME PART COLOUR Y [SCALE [COLUMN]]: the first row of COLOUR in $runs
# (pixel column COLUMN, 46 unless given) is the row of an edge at Y pt, round(32 + Y * SCALE)
# (SCALE 0.75 unless given: a view page's), within 1 px.
expect_row() {
    local expected found
    expected="$(awk -v y="$5" -v s="${6:-0.75}" 'BEGIN { r = 32 + y * s; print int(r + 0.5) }')"
    found="$(awk -v c="$4" '$3 == c { print $1; exit }' <<<"$runs")"
    if [ -z "$found" ]; then
        fail "$1 f=$2: no $3 ($4) in pixel column ${7:-46}; expected its top at row $expected (y $5 pt)"
    elif [ $((found - expected)) -gt 1 ] || [ $((expected - found)) -gt 1 ]; then
        fail "$1 f=$2: $3 top at row $found, expected $expected (y $5 pt)"
    else
        echo "ok   $1 f=$2: $3 top at row $found (expected $expected from y $5 pt)"
    fi
}

# The four handlers, a trace of each, and the part whose top edge is checked: its colour
# and its top edge in screen points from a CSV row's columns (H: screen height, SB: safe bottom).
cases=(
    "Traces/glitch-hide-interrupted-by-instant-show|#E69F00|H + c[\"composerY\"] - c[\"composerH\"]"
    "Traces/chat-open-at-bottom|#E69F00|H - SB + c[\"composerY\"] - c[\"composerH\"]"
    "Traces/safe-area-layout-show-hide-60fps|#E69F00|c[\"barBottom\"] - c[\"composerH\"]"
    "Traces/form-scroll-field-covered|#CC79A7|c[\"fieldTop\"]"
)
for case in "${cases[@]}"; do
    IFS='|' read -r base color top <<<"$case"
    name="$(basename "$base")"
    height="$(screen "$base.trace.json" height)"
    safe="$(screen "$base.trace.json" safeBottom)"
    "$bin" replay "$base.trace.json" --format csv -o "$work/$name.csv"
    # A frame with the keyboard part way up (its top nearest 3/4 of the screen, in
    # motion: a fractional value) and the part's top edge visible above it, below the
    # status bar.
    read -r frame kb edge < <(awk -F, -v H="$height" -v SB="${safe:-34}" "
        NR == 1 { for (i = 1; i <= NF; i++) n[\$i] = i; next }
        { for (k in n) c[k] = \$n[k]; t = $top; y = c[\"kbTop\"]; d = y - 0.75 * H; if (d < 0) d = -d
          if (y != int(y) && t < y - 2 && t > 60 && (!any || d < best)) { f = c[\"f\"]; kb = y; e = t; best = d; any = 1 } }
        END { if (any) print f, kb, e }" "$work/$name.csv")
    if [ -z "${frame:-}" ]; then fail "$name: no frame with the keyboard up and the part above it"; continue; fi
    "$bin" view "$base.trace.json" -o "$work/$name.html"
    browse "file://$work/$name.html#f=$frame" --screenshot="$out/$name-f$frame.png" >/dev/null
    runs="$("$out/pixel-runs" "$out/$name-f$frame.png" 46)"
    for check in "keyboard|#0072B2|$kb" "part|$color|$edge"; do
        IFS='|' read -r what want y <<<"$check"
        expect_row "$name" "$frame" "$what" "$want" "$y"
    done
done

# A user's handler, drawn from its schema alone: the test handler RidingBar of
# ViewCommandTests (a bar whose bottom edge is 10 pt above the keyboard, the trace's
# composer height of 48 pt tall) writes its page here; the values of frame 13 are read
# from the page's columns (docs/view.md: first value, then differences).
KBREPLAY_VIEW_PAGE="$work/riding-bar.html" swift test --filter ViewCommandTests/aUsersHandlerIsDrawnFromItsSchema >/dev/null 2>&1 \
    || fail "riding-bar: its test failed"
if [ -f "$work/riding-bar.html" ]; then
    read -r kb edge < <(awk -v f=13 '
        /^a:\[$/ { inside = 1; next }
        inside && /^\]/ { exit }
        inside { gsub(/^"|",?$/, ""); n = split($0, items, ","); v = 0
                 for (i = 1; i <= f + 1; i++) v += items[i]; column[++c] = v / 1000 }
        END { print column[2], column[3] - 48 }' "$work/riding-bar.html")
    browse "file://$work/riding-bar.html#f=13" --screenshot="$out/riding-bar-f13.png" >/dev/null
    runs="$("$out/pixel-runs" "$out/riding-bar-f13.png" 46)"
    for check in "keyboard|#0072B2|$kb" "bar|#E69F00|$edge"; do
        IFS='|' read -r what want y <<<"$check"
        expect_row riding-bar 13 "$what" "$want" "$y"
    done
else
    fail "riding-bar: ViewCommandTests wrote no page to KBREPLAY_VIEW_PAGE"
fi

# The compare page: the handlers' phones side by side at 0.5 px per point, phone i's
# screen from x = 16 + i * (W * 0.5 + 32) (docs/compare.md). At '#f=N' each draws its
# keyboard and its composer's top edge where frame N of its own replay says: the trace
# with its handler replaced, replayed here (a frame with the keyboard in motion, its top
# nearest 3/4 of the screen); the composer's top from docs/handlers/ (js-padding's
# composer is the trace's 48 pt tall).
base=Traces/chat-close-at-bottom
handlers=(launch-composer launch-chat-view constraint-resize js-padding)
composer_tops=(
    "H + c[\"composerY\"] - c[\"composerH\"]"
    "H - SB + c[\"composerY\"] - c[\"composerH\"]"
    "H + c[\"composerY\"] - c[\"composerH\"]"
    "H - SB + c[\"composerY\"] - 48"
)
width="$(screen "$base.trace.json" width)"
height="$(screen "$base.trace.json" height)"
safe="$(screen "$base.trace.json" safeBottom)"
for handler in "${handlers[@]}"; do
    sed -e "s/\"handler\": *\"[a-z-]*\"/\"handler\": \"$handler\"/" -e '/"expect":/d' "$base.trace.json" >"$work/$handler.trace.json"
    "$bin" replay "$work/$handler.trace.json" --format csv -o "$work/$handler.csv"
done
# at HANDLER FRAME EXPRESSION: EXPRESSION of frame FRAME's columns c[...] in the handler's replay.
at() {
    awk -F, -v f="$2" -v H="$height" -v SB="$safe" "NR == 1 { for (i = 1; i <= NF; i++) n[\$i] = i; next }
        \$n[\"f\"] == f { for (k in n) c[k] = \$n[k]; print $3 }" "$work/$1.csv"
}
frame="$(awk -F, -v H="$height" 'NR == 1 { for (i = 1; i <= NF; i++) n[$i] = i; next }
    { y = $n["kbTop"]; d = y - 0.75 * H; if (d < 0) d = -d; if (y != int(y) && (!any || d < best)) { f = $n["f"]; best = d; any = 1 } }
    END { print f }' "$work/${handlers[0]}.csv")"
"$bin" compare "$base.trace.json" --handlers "$(IFS=,; echo "${handlers[*]}")" -o "$work" >/dev/null
browse "file://$work/$(basename "$base").compare.html#f=$frame" --screenshot="$out/compare-f$frame.png" >/dev/null
for i in "${!handlers[@]}"; do
    column="$(awk -v i="$i" -v W="$width" 'BEGIN { print int(16 + i * (W * 0.5 + 32) + 0.5) + 30 }')"
    runs="$("$out/pixel-runs" "$out/compare-f$frame.png" "$column")"
    expect_row "compare ${handlers[$i]}" "$frame" keyboard "#0072B2" "$(at "${handlers[$i]}" "$frame" 'c["kbTop"]')" 0.5 "$column"
    expect_row "compare ${handlers[$i]}" "$frame" composer "#E69F00" "$(at "${handlers[$i]}" "$frame" "${composer_tops[$i]}")" 0.5 "$column"
done

# A phone is outlined red while its handler violates an invariant: at js-padding's first
# violation ('compare --format json'), its phone's 3 px outline, around the screen from
# row 32, is #D55E00 at row 30; launch-composer's, which breaks none, is not.
first="$("$bin" compare "$base.trace.json" --handlers "$(IFS=,; echo "${handlers[*]}")" --format json \
    | sed -n 's/.*"handler":"js-padding","droppedConfig":[^,]*,"violations":\[{"invariant":"[a-z-]*","firstFrame":\([0-9]*\)}.*/\1/p')"
browse "file://$work/$(basename "$base").compare.html#f=$first" --screenshot="$out/compare-f$first.png" >/dev/null
for i in 0 3; do
    column="$(awk -v i="$i" -v W="$width" 'BEGIN { print int(16 + i * (W * 0.5 + 32) + 0.5) + 30 }')"
    border="$("$out/pixel-runs" "$out/compare-f$first.png" "$column" | awk '$1 <= 30 && 30 <= $2 { print $3 }')"
    if [ "$i" = 3 ] && [ "$border" != "#D55E00" ]; then fail "compare js-padding f=$first: row 30 is '$border', not its red outline #D55E00"
    elif [ "$i" = 0 ] && [ "$border" = "#D55E00" ]; then fail "compare launch-composer f=$first: outlined red, but it breaks no invariant"
    else echo "ok   compare ${handlers[$i]} f=$first: row 30 is $border"; fi
done

# A floating keyboard and a rotated screen (issue 37), on the view page (0.75 px per point)
# and on the compare page (0.5): the keyboard is the rectangle its frame's kbX, kbTop, kbW,
# kbH say, and the phone's outline is the frame's screen (screenW x screenH after a
# geometry event), read from the frame's values in 'kbreplay replay --format csv'.
# Columns: round(PHONE_X + x * SCALE) with PHONE_X = 16 + i * (Wmax * SCALE + 32), Wmax the
# trace's widest screen; rows: round(32 + y * SCALE) (docs/view.md); within 1 px.

# px A V SCALE: the pixel of an edge at V pt from A: round(A + V * SCALE).
px() { awk -v a="$1" -v v="$2" -v s="$3" 'BEGIN { print int(a + v * s + 0.5) }'; }

# expect_px NAME WHAT FOUND EXPECTED
expect_px() {
    if [ -z "$3" ]; then fail "$1: no $2 found; expected $4"
    elif [ $(($3 - $4)) -gt 1 ] || [ $(($4 - $3)) -gt 1 ]; then fail "$1: $2 $3, expected $4"
    else echo "ok   $1: $2 $3 (expected $4)"; fi
}

# extent RUNS FROM TO COLOUR: the first and the last pixel of COLOUR between FROM and TO
# in pixel-runs' RUNS (what is drawn over the keyboard inside it does not matter).
extent() {
    awk -v a="$2" -v b="$3" -v c="$4" '$3 == c && $2 >= a && $1 <= b {
        if (first == "") first = ($1 < a ? a : $1); last = ($2 > b ? b : $2) } END { print first, last }' <<<"$1"
}

# expect_keyboard NAME PNG PHONE_X SCALE X Y W H SCREEN_W SCREEN_H: the keyboard's left
# column, width, top and bottom rows in PNG where its frame's x, y, width and height (pt)
# say, inside the SCREEN_W x SCREEN_H pt screen (a keyboard sliding in is cut at its bottom).
expect_keyboard() {
    local name="$1" png="$2" x0="$3" s="$4" left right top bottom found_left found_right found_top found_bottom
    left="$(px "$x0" "$5" "$s")"; right="$(px "$x0" "$(awk -v x="$5" -v w="$7" -v W="$9" 'BEGIN { print x + w < W ? x + w : W }')" "$s")"
    top="$(px 32 "$6" "$s")"; bottom="$(px 32 "$(awk -v y="$6" -v h="$8" -v H="${10}" 'BEGIN { print y + h < H ? y + h : H }')" "$s")"
    read -r found_left found_right < <(extent "$("$out/pixel-runs" "$png" --row $(((top + bottom) / 2)))" "$x0" "$right" "#0072B2")
    read -r found_top found_bottom < <(extent "$("$out/pixel-runs" "$png" $(((left + right) / 2)))" 32 "$bottom" "#0072B2")
    expect_px "$name" "keyboard's left column" "$found_left" "$left"
    expect_px "$name" "keyboard's width" "$((${found_right:-0} - ${found_left:-0} + 1))" "$((right - left))"
    expect_px "$name" "keyboard's top row" "$found_top" "$top"
    expect_px "$name" "keyboard's bottom row" "$((${found_bottom:-0} + 1))" "$bottom"
}

# expect_outline NAME PNG PHONE_X SCALE W H: the phone's 1 px outline (#222222) just outside
# a W x H pt screen: its right side on column round(PHONE_X + W * SCALE), its bottom on row
# round(32 + H * SCALE); nothing of it where a screen of another size would put it.
expect_outline() {
    local name="$1" png="$2" x0="$3" s="$4" right bottom found_right found_bottom
    right="$(px "$x0" "$5" "$s")"; bottom="$(px 32 "$6" "$s")"
    found_right="$("$out/pixel-runs" "$png" --row $(((32 + bottom) / 2)) | awk -v a="$x0" '$3 == "#222222" && $1 >= a { print $1; exit }')"
    found_bottom="$("$out/pixel-runs" "$png" $((x0 + 30)) | awk '$3 == "#222222" && $1 > 31 { print $1; exit }')"
    expect_px "$name" "screen's right outline column" "$found_right" "$right"
    expect_px "$name" "screen's bottom outline row" "$found_bottom" "$bottom"
}

# value CSV FRAME FIELD...: the fields' values at frame FRAME of a replay's CSV.
value() {
    awk -F, -v f="$2" -v want="${*:3}" 'NR == 1 { for (i = 1; i <= NF; i++) n[$i] = i; next }
        $n["f"] == f { k = split(want, w, " "); line = ""; for (i = 1; i <= k; i++) line = line (i > 1 ? " " : "") $n[w[i]]; print line; exit }' "$1"
}

# The floating keyboard: a frame with it moving from docked to floating (kbX fractional, the
# one nearest the middle of its move) and the last frame it floats (dropped by a
# didChangeFrame alone, elsewhere); on the view page and on the compare page's two phones.
base=Traces/pad-floating-launch-composer
name="$(basename "$base")"
"$bin" replay "$base.trace.json" --format csv -o "$work/$name.csv"
read -r moving dropped < <(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) n[$i] = i; next }
    $n["kbMode"] == "floating" { x = $n["kbX"]; if (x != int(x)) { d = x - 125; if (d < 0) d = -d; if (!any || d < best) { m = $n["f"]; best = d; any = 1 } }; last = $n["f"] }
    END { print m, last }' "$work/$name.csv")
"$bin" view "$base.trace.json" -o "$work/$name.html"
pad_handlers=(launch-composer launch-chat-view)
"$bin" compare "$base.trace.json" --handlers "$(IFS=,; echo "${pad_handlers[*]}")" -o "$work" >/dev/null
sw="$(screen "$base.trace.json" width)"
sh="$(screen "$base.trace.json" height)"
for frame in $moving $dropped; do
    read -r kx ky kw kh < <(value "$work/$name.csv" "$frame" kbX kbTop kbW kbH)
    browse "file://$work/$name.html#f=$frame" --window-size=1300,1000 --screenshot="$out/$name-f$frame.png" >/dev/null
    expect_keyboard "$name f=$frame {$kx, $ky, $kw, $kh}" "$out/$name-f$frame.png" 16 0.75 "$kx" "$ky" "$kw" "$kh" "$sw" "$sh"
    browse "file://$work/$name.compare.html#f=$frame" --window-size=1300,1000 --screenshot="$out/$name-compare-f$frame.png" >/dev/null
    for i in "${!pad_handlers[@]}"; do
        expect_keyboard "compare ${pad_handlers[$i]} $name f=$frame" "$out/$name-compare-f$frame.png" \
            "$(px 16 "$i" "$(awk -v W="$sw" 'BEGIN { print W * 0.5 + 32 }')")" 0.5 "$kx" "$ky" "$kw" "$kh" "$sw" "$sh"
    done
done

# The rotation: the last frame on the first (portrait) screen, then one on the rotated
# (landscape) screen with the keyboard coming up (kbTop fractional, nearest 0.6 of the
# new height); on the view page and on the compare page's two phones, placed by the
# widest screen (two handlers that break no invariant there: a phone that does is
# outlined red). The keyboard at its frame's values, the outline at the frame's screen.
base=Traces/rotate-keyboard-up-launch-composer
name="$(basename "$base")"
"$bin" replay "$base.trace.json" --format csv -o "$work/$name.csv"
read -r portrait landscape widest < <(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) n[$i] = i; next }
    NR == 2 { w0 = $n["screenW"] } { W = $n["screenW"]; H = $n["screenH"]; y = $n["kbTop"]; if (W > widest) widest = W }
    W == w0 && !turned { p = $n["f"] } W != w0 { turned = 1 }
    W != w0 && y != int(y) && y < H { d = y - 0.6 * H; if (d < 0) d = -d; if (!any || d < best) { l = $n["f"]; best = d; any = 1 } }
    END { print p, l, widest }' "$work/$name.csv")
"$bin" view "$base.trace.json" -o "$work/$name.html"
turn_handlers=(launch-composer safe-area-padding)
"$bin" compare "$base.trace.json" --handlers "$(IFS=,; echo "${turn_handlers[*]}")" -o "$work" >/dev/null
for frame in $portrait $landscape; do
    read -r kx ky kw kh sw sh < <(value "$work/$name.csv" "$frame" kbX kbTop kbW kbH screenW screenH)
    browse "file://$work/$name.html#f=$frame" --window-size=1300,1000 --screenshot="$out/$name-f$frame.png" >/dev/null
    expect_outline "$name f=$frame ($sw x $sh)" "$out/$name-f$frame.png" 16 0.75 "$sw" "$sh"
    expect_keyboard "$name f=$frame {$kx, $ky, $kw, $kh}" "$out/$name-f$frame.png" 16 0.75 "$kx" "$ky" "$kw" "$kh" "$sw" "$sh"
    browse "file://$work/$name.compare.html#f=$frame" --window-size=1300,1000 --screenshot="$out/$name-compare-f$frame.png" >/dev/null
    for i in "${!turn_handlers[@]}"; do
        x0="$(px 16 "$i" "$(awk -v W="$widest" 'BEGIN { print W * 0.5 + 32 }')")"
        expect_outline "compare ${turn_handlers[$i]} $name f=$frame" "$out/$name-compare-f$frame.png" "$x0" 0.5 "$sw" "$sh"
        expect_keyboard "compare ${turn_handlers[$i]} $name f=$frame" "$out/$name-compare-f$frame.png" "$x0" 0.5 "$kx" "$ky" "$kw" "$kh" "$sw" "$sh"
    done
done

# Playback advances the frame. The page plays on requestAnimationFrame, which headless
# Chromium runs only when it produces frames: on a loaded machine its virtual second may
# pass with none (seen once in CI), so a longer budget is tried before it counts as a failure.
page="$work/glitch-hide-interrupted-by-instant-show.html"
played=""
for budget in 1000 3000 8000; do
    shown "$page" "#f=0&play" "$budget"
    played="$frame_shown"
    if [ -n "$played" ] && [ "$played" -gt 0 ]; then break; fi
done
if [ -n "$played" ] && [ "$played" -gt 0 ]; then
    echo "ok   playback: '#f=0&play' is at frame $played after $((budget / 1000)) s of the browser's time"
else
    fail "playback: '#f=0&play' is still at frame '${played:-?}' after 1, 3 and 8 s of the browser's time"
fi

# The golden view opens at the first difference 'check' reports.
base=Traces/glitch-hide-interrupted-by-instant-show
cp "$base.trace.json" "$work/moved.trace.json"
"$bin" replay "$base.trace.json" -o "$work/original.jsonl"
Scripts/moved-golden.sh "$work/original.jsonl" "$work/moved.golden.jsonl"
reported="$("$bin" check "$work/moved.trace.json" | sed -n 's/.*: frame \([0-9]*\) (t [0-9.]*) differs.*/\1/p' | head -n 1 || true)"
"$bin" view "$work/moved.trace.json" --golden "$work/moved.golden.jsonl" -o "$work/moved.html"
shown "$work/moved.html"
opened="$frame_shown"
browse "file://$work/moved.html" --screenshot="$out/golden-difference.png" >/dev/null
if [ -n "$reported" ] && [ "$opened" = "$reported" ]; then
    echo "ok   golden: the page opens at frame $opened, where check reports the first difference"
else
    fail "golden: the page opens at frame '${opened:-?}', check reports the first difference at '${reported:-?}'"
fi

# The same trace, the same bytes.
"$bin" view "$work/moved.trace.json" --golden "$work/moved.golden.jsonl" -o "$work/again.html"
if cmp -s "$work/moved.html" "$work/again.html"; then
    echo "ok   the same page twice, byte for byte ($(wc -c <"$work/moved.html") bytes)"
else
    fail "two runs gave different pages"
fi

# --- compare's matrix (issue 42) -------------------------------------------------------
# 'kbreplay compare DIR -o OUT': OUT/index.html's cell for a handler that breaks an
# invariant links to its trace's page at the first frame of the first violation
# ('compare DIR --format json', firstBadFrame); the linked page, opened at that address,
# shows that frame.
matrix_traces="$work/matrix-traces"
mkdir -p "$matrix_traces"
cp Traces/chat-close-at-bottom.trace.json Traces/chat-open-scrolled-up.trace.json "$matrix_traces/"
"$bin" compare "$matrix_traces" -o "$work/matrix" >/dev/null
matrix_first="$("$bin" compare "$matrix_traces" --format json | python3 -c '
import json, sys
for row in json.load(sys.stdin)["situations"]:
    if row["trace"] == "chat-open-scrolled-up":
        print(next(c["firstBadFrame"] for c in row["cells"] if c["handler"] == "js-padding"))')"
matrix_link="$(sed -n 's/.*<a data-handler="js-padding" href="\(chat-open-scrolled-up[^"]*\)".*/\1/p' "$work/matrix/index.html" | head -n 1)"
if [ "$matrix_link" != "chat-open-scrolled-up.compare.html#f=$matrix_first" ]; then
    fail "matrix: js-padding's cell links to '$matrix_link', not chat-open-scrolled-up.compare.html#f=$matrix_first"
else
    shown "$work/matrix/${matrix_link%%#*}" "#${matrix_link#*#}"
    if [ "$frame_shown" = "$matrix_first" ]; then
        echo "ok   matrix: js-padding's cell opens chat-open-scrolled-up's page at frame $frame_shown, its first bad frame"
    else
        fail "matrix: js-padding's cell opens its page at frame '${frame_shown:-?}', not its first bad frame $matrix_first"
    fi
fi
browse "file://$work/matrix/index.html" --screenshot="$out/matrix.png" >/dev/null
# --- end of compare's matrix ------------------------------------------------------------

if [ "$failures" -gt 0 ]; then
    echo "view-test.sh: $failures failed (screenshots in $out)"
    exit 1
fi
echo "view-test.sh: all passed (screenshots in $out)"
