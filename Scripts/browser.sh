#!/usr/bin/env bash
# Prints the path of a Chromium or Chrome to run headless, or nothing when there is none
# (Scripts/screenshot.sh and Scripts/view-test.sh use it).
for candidate in chromium chromium-browser google-chrome google-chrome-stable \
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" \
    "/Applications/Chromium.app/Contents/MacOS/Chromium"; do
    if command -v "$candidate" >/dev/null 2>&1 || [ -x "$candidate" ]; then
        echo "$candidate"
        exit 0
    fi
done
