/// The script of `kbreplay view`'s page: decodes the frames, draws the phones (the
/// replay's, and the golden's beside it or as a ghost over it), the scrubber and the
/// table of values, and plays.
///
/// The phones' geometry is fixed so a screenshot can be measured (`docs/view.md`): 0.75
/// CSS pixels per point; phone `i`'s screen starts at x = `16 + i * (W * 0.75 + 32)`,
/// y = 32 from the page's top-left corner; an edge at `y` pt is drawn from pixel row
/// `round(32 + y * 0.75)`.
enum ViewScript {
    static let source = #"""
        "use strict";
        const S = 0.75, X0 = 16, Y0 = 32, GAP = 32;
        const COLORS = { keyboard: "#0072B2", composer: "#E69F00", bar: "#E69F00", field: "#CC79A7", button: "#56B4E9",
          runway: "#F0E442", inset: "#888888", mine: "#BFDDF2", theirs: "#DDDDDD", safe: "#F2F2F2", diff: "#D55E00" };
        function decode(text) {
          const items = text.split(","), out = new Float64Array(items.length);
          let value = 0;
          for (let i = 0; i < items.length; i++) { if (items[i] !== "") value += +items[i]; out[i] = value; }
          return out;
        }
        const A = D.a.map(decode), G = D.g ? D.g.map(decode) : null, M = D.dm ? decode(D.dm[0]) : null;
        const differs = (f, i) => M !== null && Math.floor(M[f] / Math.pow(2, i)) % 2 === 1;
        const N = A.length ? A[0].length : 1;
        let cur = 0, playing = false, speed = 1, startWall = 0, startFrame = 0;
        const $ = (id) => document.getElementById(id);
        // The trace's view (situations.md): its top and bottom on screen; the whole screen
        // when the trace gives none.
        const VT = D.vt === undefined ? 0 : D.vt, VB = D.vb === undefined ? D.H : D.vb;

        // What the parts draw at frame f of cols: rectangles in screen points.
        function shapes(cols, f) {
          const v = (i, fallback) => i < 0 ? fallback : cols[i][f] / 1000;
          let view = VT, shift = 0, alpha = 1;
          for (const p of D.parts) {
            if (p[0] === "viewShift") view = VT + v(p[1], 0);
            if (p[0] === "contentShift") { shift = v(p[1], 0); alpha = Math.max(0, Math.min(1, v(p[2], 1))); }
          }
          const out = [];
          let contentTop = view + shift, contentBottom = null, clip = [0, D.H];
          for (const p of D.parts) {
            switch (p[0]) {
            case "list": {
              const offset = v(p[1], 0), C = v(p[2], D.C), V = v(p[4], D.V);
              contentTop = view - offset + shift; contentBottom = contentTop + C; clip = [Math.max(0, view), Math.min(D.H, view + V)];
              const first = Math.max(0, Math.floor((clip[0] - contentTop) / 64));
              for (let k = first; contentTop + k * 64 < Math.min(clip[1], contentBottom); k++) {
                const mine = k % 2 === 1, top = contentTop + k * 64 + 8, bottom = Math.min(contentTop + k * 64 + 56, contentBottom);
                out.push({ part: "message", x1: mine ? D.W * 0.38 : 12, x2: mine ? D.W - 12 : D.W * 0.62, y1: top, y2: bottom,
                  color: mine ? COLORS.mine : COLORS.theirs, alpha: alpha, clip: clip });
              }
              // Where the bottom inset ends: the end of the range the content scrolls in.
              if (p[3] >= 0) out.push({ part: "inset", line: true, x1: 0, x2: D.W, y1: contentBottom + v(p[3], 0), y2: contentBottom + v(p[3], 0),
                color: COLORS.inset, alpha: 1, clip: clip });
              break;
            }
            case "runway":
              if (contentBottom !== null) out.push({ part: "runway", x1: 0, x2: D.W, y1: contentBottom, y2: contentBottom + v(p[1], 0),
                color: COLORS.runway, alpha: 0.6, clip: clip });
              break;
            case "composer": case "bar": {
              const bottom = p[0] === "composer" ? D.rest + v(p[1], 0) : v(p[1], 0), height = v(p[2], D.B);
              out.push({ part: p[0], x1: 8, x2: D.W - 8, y1: bottom - height, y2: bottom, color: COLORS[p[0]], alpha: 1 });
              break;
            }
            case "field": {
              const top = v(p[1], 0), bottom = v(p[2], 0);
              if (top !== 0 || bottom !== 0) out.push({ part: "field", x1: 16, x2: D.W - 16, y1: top, y2: bottom, color: COLORS.field, alpha: 1 });
              break;
            }
            case "button": {
              const bottom = VB + v(p[1], 0), size = p[3];
              out.push({ part: "button", x1: D.W - 16 - size, x2: D.W - 16, y1: bottom - size, y2: bottom, color: COLORS.button,
                alpha: Math.max(0, Math.min(1, v(p[2], 1))) });
              break;
            }
            case "keyboard":
              out.push({ part: "keyboard", x1: 0, x2: D.W, y1: v(p[1], D.H), y2: D.H, color: COLORS.keyboard, alpha: 1 });
              break;
            }
          }
          return out;
        }

        // Pixel columns and rows of phone i: an edge at y pt is on row round(Y0 + y * S).
        const phoneX = (i) => X0 + i * (D.W * S + GAP);
        const rx = (i, x) => Math.round(phoneX(i) + Math.max(0, Math.min(D.W, x)) * S);
        const ry = (y) => Math.round(Y0 + Math.max(0, Math.min(D.H, y)) * S);

        function fill(ctx, i, s) {
          const clip = s.clip || [0, D.H], y1 = Math.max(s.y1, clip[0]), y2 = Math.min(s.y2, clip[1]);
          if (s.line ? s.y1 < clip[0] || s.y1 > clip[1] : !(y2 > y1) || s.alpha <= 0) return;
          ctx.globalAlpha = s.alpha; ctx.fillStyle = s.color;
          ctx.fillRect(rx(i, s.x1), ry(y1), rx(i, s.x2) - rx(i, s.x1), s.line ? 1 : ry(y2) - ry(y1));
          ctx.globalAlpha = 1;
        }

        // The outline of a ghost's part: dashed, over the replay's phone.
        function outline(ctx, i, s) {
          if (s.part === "message" || s.part === "runway" || s.part === "inset" || s.alpha <= 0) return;
          ctx.save(); ctx.setLineDash([4, 3]); ctx.strokeStyle = "#000000"; ctx.lineWidth = 2;
          ctx.strokeRect(rx(i, s.x1) + 1, ry(s.y1) + 1, rx(i, s.x2) - rx(i, s.x1) - 2, Math.max(0, ry(s.y2) - ry(s.y1) - 2));
          ctx.restore();
        }

        // What the keyboard covers of the composer, bar, field or button: their outline,
        // white and dashed, over the keyboard (never on its top row, which stays its colour).
        function covered(ctx, i, drawn) {
          const kb = drawn.find((s) => s.part === "keyboard");
          if (!kb) return;
          const top = ry(kb.y1) + 1;
          ctx.save();
          ctx.beginPath(); ctx.rect(rx(i, 0), top, rx(i, D.W) - rx(i, 0), Math.max(0, ry(D.H) - top)); ctx.clip();
          ctx.setLineDash([3, 3]); ctx.strokeStyle = "#FFFFFF"; ctx.lineWidth = 1;
          for (const s of drawn) {
            if (s.part === "message" || s.part === "runway" || s.part === "inset" || s.part === "keyboard" || s.alpha <= 0 || ry(s.y2) - top < 2) continue;
            ctx.strokeRect(rx(i, s.x1) + 0.5, ry(s.y1) + 0.5, rx(i, s.x2) - rx(i, s.x1) - 1, Math.max(0, ry(s.y2) - ry(s.y1) - 1));
          }
          ctx.restore();
        }

        // The trace's view frame (a tab bar, a sheet): the screen outside it shaded grey.
        function shadeOutsideView(ctx, i, f) {
          if (D.vt === undefined) return;
          fill(ctx, i, { x1: 0, x2: D.W, y1: 0, y2: VT, color: "#000000", alpha: 0.3 });
          fill(ctx, i, { x1: 0, x2: D.W, y1: VB, y2: D.H, color: "#000000", alpha: 0.3 });
        }

        function violated(f) { return D.vi.filter((span) => span[0] <= f && f <= span[1]).map((span) => span[2]); }

        function phone(ctx, i, cols, f, caption, ghost) {
          ctx.fillStyle = "#222222"; ctx.font = "13px Helvetica, Arial, sans-serif"; ctx.textBaseline = "alphabetic";
          ctx.fillText(caption, phoneX(i), Y0 - 10);
          ctx.fillStyle = "#FFFFFF"; ctx.fillRect(rx(i, 0), ry(0), rx(i, D.W) - rx(i, 0), ry(D.H) - ry(0));
          fill(ctx, i, { x1: 0, x2: D.W, y1: 0, y2: D.safeTop, color: COLORS.safe, alpha: 1 });
          fill(ctx, i, { x1: 0, x2: D.W, y1: D.H - D.safeBottom, y2: D.H, color: COLORS.safe, alpha: 1 });
          const drawn = shapes(cols, f);
          for (const s of drawn) fill(ctx, i, s);
          covered(ctx, i, drawn);
          shadeOutsideView(ctx, i, f);
          if (ghost) for (const s of shapes(ghost, f)) outline(ctx, i, s);
          const bad = cols === A ? violated(f).length > 0 : M !== null && M[f] !== 0;
          ctx.strokeStyle = bad ? COLORS.diff : "#222222"; ctx.lineWidth = bad ? 3 : 1;
          const pad = bad ? 2 : 0.5;
          ctx.strokeRect(rx(i, 0) - pad, ry(0) - pad, rx(i, D.W) - rx(i, 0) + 2 * pad, ry(D.H) - ry(0) + 2 * pad);
        }

        const phones = $("phones"), scrub = $("scrub"), R = window.devicePixelRatio || 1;
        function size(canvas, width, height) {
          canvas.width = Math.round(width * R); canvas.height = Math.round(height * R);
          canvas.style.width = width + "px"; canvas.style.height = height + "px";
          const ctx = canvas.getContext("2d"); ctx.setTransform(R, 0, 0, R, 0, 0); return ctx;
        }
        let pctx = null;
        function layout() {
          const count = G && !$("ghost").checked ? 2 : 1;
          pctx = size(phones, Math.ceil(X0 + count * (D.W * S + GAP) - GAP + X0), Math.ceil(Y0 + D.H * S + 16));
        }
        const sctx = size(scrub, 500, 44);
        const scrubX = (f) => 4 + (N > 1 ? f / (N - 1) : 0) * 492;

        function drawScrub() {
          sctx.clearRect(0, 0, 500, 44);
          sctx.fillStyle = "#EEEEEE"; sctx.fillRect(4, 14, 492, 16);
          sctx.fillStyle = COLORS.diff; sctx.globalAlpha = 0.35;
          for (const span of D.vi) sctx.fillRect(scrubX(span[0]), 14, Math.max(2, scrubX(span[1]) - scrubX(span[0])), 16);
          if (M !== null) for (let f = 0; f < N; f++) if (M[f] !== 0) sctx.fillRect(Math.floor(scrubX(f)), 30, Math.max(1, Math.ceil(scrubX(f + 1) - scrubX(f))), 3);
          sctx.globalAlpha = 1; sctx.fillStyle = "#666666";
          for (const e of D.ev) sctx.fillRect(Math.round(scrubX(e[0])), 30, 1, 8);
          if (D.diff >= 0) {
            sctx.fillStyle = COLORS.diff; sctx.fillRect(Math.round(scrubX(D.diff)) - 1, 4, 2, 36);
            sctx.font = "10px Helvetica, Arial, sans-serif"; sctx.fillText("first difference", Math.min(410, scrubX(D.diff) + 3), 11);
          }
          sctx.fillStyle = "#000000"; sctx.fillRect(Math.round(scrubX(cur)) - 1, 10, 3, 24);
        }

        function text(i, value) {
          const field = D.fields[i];
          if (field[1] === "n" || field[1] === "a") return (value / 1000).toFixed(3).replace(/\.?0+$/, "");
          if (field[1] === "b") return value !== 0 ? "true" : "false";
          return field[2][value] === undefined ? "?" : field[2][value];
        }

        const rows = [];
        (function table() {
          const head = document.createElement("tr");
          head.innerHTML = "<th>field</th><th>replay</th>" + (G ? "<th>golden</th>" : "");
          $("values").appendChild(head);
          D.fields.forEach((field) => {
            const row = document.createElement("tr"), cells = [];
            for (let c = 0; c < (G ? 3 : 2); c++) { const cell = document.createElement("td"); if (c > 0) cell.className = "v"; row.appendChild(cell); cells.push(cell); }
            cells[0].textContent = field[0];
            $("values").appendChild(row); rows.push({ row: row, cells: cells });
          });
        })();

        function show(f, keepHash) {
          cur = Math.max(0, Math.min(N - 1, f));
          const ghost = G && $("ghost").checked;
          pctx.clearRect(0, 0, phones.width, phones.height);
          phone(pctx, 0, A, cur, ghost ? "replay, golden dashed" : "replay", ghost ? G : null);
          if (G && !ghost) phone(pctx, 1, G, cur, "golden");
          $("fnum").textContent = String(cur);
          $("time").textContent = (cur / D.fps).toFixed(3);
          rows.forEach((r, i) => {
            r.cells[1].textContent = text(i, A[i][cur]);
            if (G) { r.cells[2].textContent = text(i, G[i][cur]); r.row.className = differs(cur, i) ? "differs" : ""; }
          });
          const events = D.ev.filter((e) => e[0] === cur).map((e) => e[1]);
          const bad = violated(cur);
          $("where").textContent = (events.length ? "events: " + events.join(", ") + ". " : "")
            + (M !== null && M[cur] !== 0 ? (differs(cur, 33) ? "The golden ends before this frame (its phone shows its last). "
              : "This frame differs from the golden" + (differs(cur, 32) ? " (effects too)" : "") + ". ") : "")
            + (bad.length ? "violated: " + bad.join(", ") + ". " : "")
            + (D.diff >= 0 ? "First difference from the golden at frame " + D.diff + "." : (G ? "No difference from the golden." : ""));
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
        $("ghost").onchange = () => { layout(); show(cur); };
        $("diff").onclick = () => { if (playing) pause(); show(D.diff); };
        // A clicked button gives the keyboard back to the page, so space plays and pauses again.
        for (const button of document.querySelectorAll("button")) button.addEventListener("mouseup", () => button.blur());
        if (!G) $("ghostLabel").style.display = "none";
        if (D.diff < 0) $("diff").style.display = "none";
        function scrubTo(e) { if (playing) pause(); const box = scrub.getBoundingClientRect(); show(Math.round((e.clientX - box.left - 4) / 492 * (N - 1))); }
        scrub.onmousedown = (e) => scrubTo(e);
        scrub.onmousemove = (e) => {
          if (e.buttons & 1) { scrubTo(e); return; }
          // The events and violations under the pointer, as the scrubber's tooltip.
          const x = e.clientX - scrub.getBoundingClientRect().left, near = (f) => Math.abs(scrubX(f) - x) <= 3;
          scrub.title = D.ev.filter((ev) => near(ev[0])).map((ev) => "frame " + ev[0] + ": " + ev[1])
            .concat(D.vi.filter((span) => scrubX(span[0]) - 3 <= x && x <= scrubX(span[1]) + 3).map((span) => span[2] + ", frames " + span[0] + "-" + span[1]))
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

        if (G && /ghost/.test(location.hash)) $("ghost").checked = true;
        layout();
        const asked = fromHash(), autoplay = /play/.test(location.hash);
        show(asked !== null ? asked : Math.max(0, D.diff), asked === null && D.diff < 0);
        if (autoplay) play();
        """#
}
