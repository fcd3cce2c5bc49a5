/// The playback of the pages that draw phones (`kbreplay view`'s and `compare`'s): the
/// controls' HTML, their style, and the script that plays, steps, scrubs and follows the
/// address (`#f=N`, `&play`).
///
/// The script runs after `PhoneScript` and before the page's own part, which defines what
/// it asks for: `N` (the frame count); `SPANS`, the violations shaded on the scrubber
/// (`[first, last, label, lane]`, lane 0 when left out), in `LANES` lanes; `render(f)`
/// (draws frame `f`); `words(f)` (what the line under the scrubber says after the frame's
/// events); `marks(ctx, over)` (the page's own marks on the scrubber, under the events'
/// ticks, then over them); and then calls `start(first, keepHash)`.
enum PlaybackScript {
    /// The controls, then the frame's number and time, the scrubber and the line under it;
    /// `extra` are the page's own controls, after the shared ones.
    static func controls(extra: [String], frameCount: Int) -> String {
        ([
            "<div class=\"controls\">",
            "<button id=\"play\" title=\"space\">play</button>",
            "<button id=\"prev\" title=\"left arrow\">&#9664;</button>",
            "<button id=\"next\" title=\"right arrow\">&#9654;</button>",
            "<select id=\"speed\"><option value=\"1\">1x</option><option value=\"0.25\">0.25x</option></select>",
        ] + extra + [
            "</div>",
            "<p class=\"now\">frame <output id=\"fnum\">0</output> of \(frameCount), t <output id=\"time\">0</output> s</p>",
            "<canvas id=\"scrub\"></canvas>",
            "<p id=\"where\"></p>",
        ]).joined(separator: "\n")
    }

    /// What the keys do.
    static let keys = """
        <p class="keys">Keys: space plays and pauses, arrows step a frame (shift: 10), Home and End. \
        The address ends in <code>#f=N</code> for the frame shown.</p>
        """

    /// The style both pages share: text, controls, scrubber, tables' cells.
    static let style = """
        body { margin: 0; font-family: Helvetica, Arial, sans-serif; color: #222222; font-size: 13px; }
        #phones { display: block; flex: none; }
        h1 { font-size: 16px; margin: 0 0 2px 0; }
        .sub, .keys, .note { color: #666666; margin: 2px 0 8px 0; }
        .controls button, .controls select { font-size: 13px; margin-right: 4px; }
        #scrub { display: block; cursor: pointer; margin: 6px 0; }
        #where { min-height: 32px; margin: 4px 0; }
        td, th { text-align: left; padding: 2px 8px; border-bottom: 1px solid #EEEEEE; font-variant-numeric: tabular-nums; }
        """

    static let source = #"""
        let cur = 0, playing = false, speed = 1, startWall = 0, startFrame = 0;
        // The scrubber's bar is BAR pixels tall (start sizes it): 16, or 4 a lane past 4 lanes.
        const scrub = $("scrub");
        let sctx = null, BAR = 16;
        const scrubX = (f) => 4 + (N > 1 ? f / (N - 1) : 0) * 492;

        // The scrubber: the violations shaded (in their lanes), the page's marks under the
        // ticks, a tick for each event under the bar, the page's marks over them, the frame shown.
        function drawScrub() {
          sctx.clearRect(0, 0, 500, BAR + 28);
          sctx.fillStyle = "#EEEEEE"; sctx.fillRect(4, 14, 492, BAR);
          // Thin lanes (a phone's each) darker, to be seen.
          sctx.fillStyle = COLORS.diff; sctx.globalAlpha = LANES > 1 ? 0.7 : 0.35;
          for (const span of SPANS) {
            const lane = span[3] || 0;
            sctx.fillRect(scrubX(span[0]), 14 + lane * BAR / LANES, Math.max(2, scrubX(span[1]) - scrubX(span[0])), BAR / LANES);
          }
          marks(sctx, false);
          sctx.globalAlpha = 1; sctx.fillStyle = "#666666";
          for (const e of D.ev) sctx.fillRect(Math.round(scrubX(e[0])), 14 + BAR, 1, 8);
          marks(sctx, true);
          sctx.fillStyle = "#000000"; sctx.fillRect(Math.round(scrubX(cur)) - 1, 10, 3, BAR + 8);
        }

        function show(f, keepHash) {
          cur = Math.max(0, Math.min(N - 1, f));
          render(cur);
          $("fnum").textContent = String(cur);
          $("time").textContent = (cur / D.fps).toFixed(3);
          const events = D.ev.filter((e) => e[0] === cur).map((e) => e[1]);
          $("where").textContent = (events.length ? "events: " + events.join(", ") + ". " : "") + words(cur);
          drawScrub();
          if (!keepHash && !playing) history.replaceState(null, "", "#f=" + cur);
        }

        function tick(now) {
          if (!playing) return;
          const f = Math.min(N - 1, startFrame + Math.floor((now - startWall) / 1000 * D.fps * speed));
          if (f !== cur) show(f);
          if (f >= N - 1) { pause(); return; }
          requestAnimationFrame(tick);
        }
        function play() {
          if (cur >= N - 1) show(0);
          playing = true; startWall = performance.now(); startFrame = cur; $("play").textContent = "pause";
          requestAnimationFrame(tick);
        }
        function pause() { playing = false; $("play").textContent = "play"; show(cur); }
        function step(by) { if (playing) pause(); show(cur + by); }

        function fromHash() {
          const m = /f=(\d+)/.exec(location.hash);
          return m ? +m[1] : null;
        }
        $("play").onclick = () => playing ? pause() : play();
        $("prev").onclick = () => step(-1);
        $("next").onclick = () => step(1);
        $("speed").onchange = (e) => { speed = +e.target.value; if (playing) { startWall = performance.now(); startFrame = cur; } };
        // A clicked button gives the keyboard back to the page, so space plays and pauses again.
        for (const button of document.querySelectorAll("button")) button.addEventListener("mouseup", () => button.blur());
        function scrubTo(e) { if (playing) pause(); const box = scrub.getBoundingClientRect(); show(Math.round((e.clientX - box.left - 4) / 492 * (N - 1))); }
        scrub.onmousedown = (e) => scrubTo(e);
        scrub.onmousemove = (e) => {
          if (e.buttons & 1) { scrubTo(e); return; }
          // The events and violations under the pointer, as the scrubber's tooltip.
          const x = e.clientX - scrub.getBoundingClientRect().left, near = (f) => Math.abs(scrubX(f) - x) <= 3;
          scrub.title = D.ev.filter((ev) => near(ev[0])).map((ev) => "frame " + ev[0] + ": " + ev[1])
            .concat(SPANS.filter((span) => scrubX(span[0]) - 3 <= x && x <= scrubX(span[1]) + 3).map((span) => span[2] + ", frames " + span[0] + "-" + span[1]))
            .join("\n");
        };
        document.addEventListener("keydown", (e) => {
          if (e.target.tagName === "SELECT" || e.target.tagName === "INPUT") return;
          if (e.target.tagName === "BUTTON" && (e.key === " " || e.key === "Enter")) return;  // the button's own click
          if (e.key === " ") { e.preventDefault(); playing ? pause() : play(); }
          else if (e.key === "ArrowLeft") { e.preventDefault(); step(e.shiftKey ? -10 : -1); }
          else if (e.key === "ArrowRight") { e.preventDefault(); step(e.shiftKey ? 10 : 1); }
          else if (e.key === "Home") step(-N);
          else if (e.key === "End") step(N);
        });
        window.addEventListener("hashchange", () => { const f = fromHash(); if (f !== null && f !== cur) show(f, true); });

        // Shows the frame the address asks for, else `first` (leaving the address alone
        // when keepHash), and plays if it asks to.
        function start(first, keepHash) {
          BAR = Math.max(16, 4 * LANES); sctx = size(scrub, 500, BAR + 28);
          const asked = fromHash(), autoplay = /play/.test(location.hash);
          show(asked !== null ? asked : first, asked === null && keepHash);
          if (autoplay) play();
        }
        """#
}
