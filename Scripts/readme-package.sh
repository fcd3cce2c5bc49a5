#!/usr/bin/env bash
# The README's package, as a new user pastes it: its own code blocks (Package.swift, the
# executable's main.swift, the test file, the `swift run my-replay` commands), extracted
# from README.md, not copied by hand, into a new folder beside a clone whose folder is not
# named kbreplay (a link to this checkout). The script adds what the README leaves to the
# user: a minimal handler (`MyHandler`, "my-handler", a bar drawn as a composer that rides
# the keyboard) and one small trace, Traces/x.trace.json. Then it builds and runs each of
# the README's `swift run my-replay` commands. It builds kbreplay once more (a few minutes).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
readme="$root/README.md"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The fenced block of README.md whose first line is $1 (its fences not included).
block() {
    awk -v first="$1" '
        /^```/ { if (inside) { if (found) exit; inside = 0; next } inside = 1; start = 1; next }
        inside && start { start = 0; if (index($0, first) == 1) found = 1 }
        inside && found { print }
    ' "$readme"
}

# A clone in a folder of another name: the README's `path: "../kbreplay"` becomes the
# user's own path, the one edit the README asks for.
ln -s "$root" "$work/kb-clone"
app="$work/MyApp"
mkdir -p "$app/Sources/MyKeyboard" "$app/Sources/my-replay" "$app/Tests/MyKeyboardTests/Traces" "$app/Traces"
cd "$app"
block "// swift-tools-version" | sed 's|path: "../kbreplay"|path: "../kb-clone"|' > Package.swift
grep -q 'path: "../kb-clone"' Package.swift || { echo "error: the README's Package.swift names no ../kbreplay path" >&2; exit 1; }
block "// Sources/my-replay/main.swift" > Sources/my-replay/main.swift
block "import Foundation" > Tests/MyKeyboardTests/MyKeyboardTests.swift
for file in Package.swift Sources/my-replay/main.swift Tests/MyKeyboardTests/MyKeyboardTests.swift; do
    test -s "$file" || { echo "error: no block of README.md for $file" >&2; exit 1; }
done

cat > Sources/MyKeyboard/MyHandler.swift <<'EOF'
import Handlers
import UIKitModel

/// An input bar that rides the keyboard: its bottom on the drawn keyboard's top.
public struct MyHandler: Handler {
    public typealias Work = Never

    public static let schema = HandlerSchema(
        name: "my-handler", summary: "an input bar on the keyboard's top", configKeys: [],
        eventTypes: EventType.keyboard + [.contentSize, .dragBegin, .dragMove, .dragEnd, .tap],
        frame: FrameSchema([.kbTop, .composerY])
    ).drawn(as: [.keyboard(top: .kbTop), .composer(y: .composerY, height: nil)])

    public init(scenario: Scenario, world: inout World<Never>) {}

    public mutating func perform(_ work: Never, world: inout World<Never>) {}

    public mutating func draw(_ world: inout World<Never>, into values: inout FrameValues) {
        let top = world.drawnKeyboardTop()
        values[0] = top
        values[1] = min(top, world.screen.height) - world.screen.height   // on the keyboard, or at the bottom
    }
}
EOF

cat > Traces/x.trace.json <<'EOF'
{
  "kbtrace": 1, "name": "x", "handler": "my-handler", "duration": 1,
  "screen": {"width": 393, "height": 852}, "scrollView": {"contentHeight": 2000},
  "events": [
    {"t": 0.1, "type": "keyboardWillShow", "end": {"x": 0, "y": 516, "width": 393, "height": 336}, "duration": 0.25, "curve": 7}
  ]
}
EOF

swift build --product my-replay
# The README's commands, in its order, each as written.
block "swift run my-replay record" | sed 's/ *#.*$//' | while read -r line; do
    [ -n "$line" ] || continue
    echo "\$ $line"
    line="${line//..\/kbreplay\//../kb-clone/}"   # the clone's folder, as in Package.swift
    eval "${line/swift run my-replay/swift run --skip-build my-replay}" < /dev/null
done
test -s Traces/x.golden.jsonl && test -s out/index.html && test -s x.svg && test -s kbtrace.schema.json
echo "the README's package works beside a clone named kb-clone"
