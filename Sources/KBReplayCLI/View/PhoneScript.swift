/// The script that draws phones, for every page that shows them (`kbreplay view`'s and
/// `compare`'s): decodes the frames' columns and draws a phone's screen at a frame from
/// its handler's parts (`FramePart`).
///
/// It reads the page's data `D`: the screen (`W`, `H`, `safeTop`, `safeBottom`, `V`, `C`,
/// `B`, and `vt`/`vb` for a trace's view) and `scale`. A phone `P` is an object with `parts`
/// (each `[name, column, ...]`, `PageData.part`) and `rest` (the composer's bottom at rest);
/// its columns are decoded with `decode`.
///
/// The phones' geometry is fixed so a screenshot can be measured (`docs/view.md`): `scale`
/// CSS pixels per point; phone `i`'s screen starts at x = `16 + i * (W * scale + 32)`,
/// y = 32 from the canvas's top-left corner; an edge at `y` pt is drawn from pixel row
/// `round(32 + y * scale)`.
enum PhoneScript {
    /// The page's whole script: the phones' drawing, the playback (`PlaybackScript`), then
    /// the page's own part, which defines what the playback asks of it and calls `start`.
    /// `keepsSome`: the data keeps some of a long trace's frames (`D.fr`, `KeptFrames`),
    /// which `keptFrames` expands; a page that keeps every frame has no such part.
    static func script(page: String, keepsSome: Bool = false) -> String {
        ([source] + (keepsSome ? [keptFrames] : []) + [PlaybackScript.source, page]).joined(separator: "\n")
    }

    /// `decode` for a page that keeps some of the frames (`D.fr`: the frame count, then
    /// the frames kept as differences): a frame not kept shows the kept frame's before it.
    static let keptFrames = #"""
        {
          const differences = decode, KEPT = differences(D.fr[1]);
          decode = (text) => {
            const values = differences(text), out = new Float64Array(D.fr[0]);
            for (let f = 0, k = 0; f < out.length; f++) { while (k + 1 < KEPT.length && KEPT[k + 1] <= f) k++; out[f] = values[k]; }
            return out;
          };
        }
        """#

    static let source = #"""
        "use strict";
        const S = D.scale, X0 = 16, Y0 = 32, GAP = 32;
        const COLORS = { keyboard: "#0072B2", composer: "#E69F00", bar: "#E69F00", field: "#CC79A7", button: "#56B4E9",
          runway: "#F0E442", inset: "#888888", mine: "#BFDDF2", theirs: "#DDDDDD", safe: "#F2F2F2", diff: "#D55E00" };
        function decode(text) {
          const items = text.split(","), out = new Float64Array(items.length);
          let value = 0;
          for (let i = 0; i < items.length; i++) { if (items[i] !== "") value += +items[i]; out[i] = value; }
          return out;
        }
        const $ = (id) => document.getElementById(id);
        // The trace's view (situations.md): its top and bottom on screen; the whole screen
        // when the trace gives none.
        const VT = D.vt === undefined ? 0 : D.vt, VB = D.vb === undefined ? D.H : D.vb;

        // What phone P's parts draw at frame f of cols: rectangles in screen points.
        function shapes(P, cols, f) {
          const v = (i, fallback) => i < 0 ? fallback : cols[i][f] / 1000;
          let view = VT, shift = 0, alpha = 1;
          for (const p of P.parts) {
            if (p[0] === "viewShift") view = VT + v(p[1], 0);
            if (p[0] === "contentShift") { shift = v(p[1], 0); alpha = Math.max(0, Math.min(1, v(p[2], 1))); }
          }
          const out = [];
          let contentTop = view + shift, contentBottom = null, clip = [0, D.H];
          for (const p of P.parts) {
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
              const bottom = p[0] === "composer" ? P.rest + v(p[1], 0) : v(p[1], 0), height = v(p[2], D.B);
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
            case "keyboard": {
              // [name, top] fills the width below the top; [name, top, x, width, height], a
              // floating keyboard's frames, the rectangle they give.
              const top = v(p[1], D.H), x = p.length > 2 ? v(p[2], 0) : 0;
              const x2 = p.length > 2 ? x + v(p[3], D.W) : D.W, y2 = p.length > 2 ? top + v(p[4], D.H - top) : D.H;
              out.push({ part: "keyboard", x1: x, x2: x2, y1: top, y2: y2, color: COLORS.keyboard, alpha: 1 });
              break;
            }
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
        function shadeOutsideView(ctx, i) {
          if (D.vt === undefined) return;
          fill(ctx, i, { x1: 0, x2: D.W, y1: 0, y2: VT, color: "#000000", alpha: 0.3 });
          fill(ctx, i, { x1: 0, x2: D.W, y1: VB, y2: D.H, color: "#000000", alpha: 0.3 });
        }

        // The labels of the spans ([first, last, label]) that hold frame f.
        function violated(spans, f) { return spans.filter((span) => span[0] <= f && f <= span[1]).map((span) => span[2]); }

        // Phone P as position i at frame f of cols, captioned; outlined red when bad; a
        // ghost's columns drawn as dashed outlines over it.
        function phone(ctx, i, P, cols, f, caption, bad, ghost) {
          ctx.fillStyle = "#222222"; ctx.font = "13px Helvetica, Arial, sans-serif"; ctx.textBaseline = "alphabetic";
          ctx.fillText(caption, phoneX(i), Y0 - 10);
          ctx.fillStyle = "#FFFFFF"; ctx.fillRect(rx(i, 0), ry(0), rx(i, D.W) - rx(i, 0), ry(D.H) - ry(0));
          fill(ctx, i, { x1: 0, x2: D.W, y1: 0, y2: D.safeTop, color: COLORS.safe, alpha: 1 });
          fill(ctx, i, { x1: 0, x2: D.W, y1: D.H - D.safeBottom, y2: D.H, color: COLORS.safe, alpha: 1 });
          const drawn = shapes(P, cols, f);
          for (const s of drawn) fill(ctx, i, s);
          covered(ctx, i, drawn);
          shadeOutsideView(ctx, i);
          if (ghost) for (const s of shapes(P, ghost, f)) outline(ctx, i, s);
          ctx.strokeStyle = bad ? COLORS.diff : "#222222"; ctx.lineWidth = bad ? 3 : 1;
          const pad = bad ? 2 : 0.5;
          ctx.strokeRect(rx(i, 0) - pad, ry(0) - pad, rx(i, D.W) - rx(i, 0) + 2 * pad, ry(D.H) - ry(0) + 2 * pad);
        }

        // A canvas of width x height CSS pixels, sharp on the device's pixels.
        const R = window.devicePixelRatio || 1;
        function size(canvas, width, height) {
          canvas.width = Math.round(width * R); canvas.height = Math.round(height * R);
          canvas.style.width = width + "px"; canvas.style.height = height + "px";
          const ctx = canvas.getContext("2d"); ctx.setTransform(R, 0, 0, R, 0, 0); return ctx;
        }
        // The width of a canvas of count phones side by side.
        const phonesWidth = (count) => Math.ceil(X0 + count * (D.W * S + GAP) - GAP + X0);
        """#
}
