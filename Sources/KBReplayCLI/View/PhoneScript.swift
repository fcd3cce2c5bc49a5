/// The script that draws phones, for every page that shows them (`kbreplay view`'s and
/// `compare`'s): decodes the frames' columns and draws a phone's screen at a frame from
/// its handler's parts (`FramePart`).
///
/// It reads the page's data `D`: the screen (`W`, `H`, `safeTop`, `safeBottom`, `V`, `C`,
/// `B`, and `vt`/`vb` for a trace's view), its changes during the trace when it has any
/// (`geo`, `PageData.geometry`) and `scale`. A phone `P` is an object with `parts` (each
/// `[name, column, ...]`, `PageData.part`), `rest` (the composer's bottom at rest) and,
/// when the geometry changes, `rests` (its rest in each changed geometry); its columns
/// are decoded with `decode`.
///
/// The phones' geometry is fixed so a screenshot can be measured (`docs/view.md`): `scale`
/// CSS pixels per point; phone `i`'s screen starts at x = `16 + i * (Wmax * scale + 32)`
/// (`Wmax` the widest screen of the trace: `W` unless the geometry changes), y = 32 from
/// the canvas's top-left corner; an edge at `y` pt is drawn from pixel row
/// `round(32 + y * scale)`, one at `x` pt from column `round(16 + x * scale)` (phone 0).
/// Each frame is drawn on the screen in force at it: a rotated screen is drawn at its
/// new width and height from the frame that shows the change.
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
        // The screens of the trace: its own from frame 0, with its view's top and bottom
        // (situations.md; the whole screen when it gives none), then each change of the
        // geometry from the first frame that shows it (D.geo: [frame, W, H, safeTop,
        // safeBottom, vt, vb]); k numbers them, for a phone's composer rest (P.rests[k - 1]).
        const SCREENS = [{ from: 0, k: 0, W: D.W, H: D.H, safeTop: D.safeTop, safeBottom: D.safeBottom,
          vt: D.vt === undefined ? 0 : D.vt, vb: D.vb === undefined ? D.H : D.vb }].concat((D.geo || []).map((g, k) =>
          ({ from: g[0], k: k + 1, W: g[1], H: g[2], safeTop: g[3], safeBottom: g[4], vt: g[5], vb: g[6] })));
        // The screen at frame f.
        function screenAt(f) { let g = SCREENS[0]; for (const s of SCREENS) if (s.from <= f) g = s; return g; }
        // The widest and the tallest screen: the phones' places and the canvas's size hold
        // every frame's screen, so the controls beside them stay where they are.
        const WMAX = Math.max(...SCREENS.map((g) => g.W)), HMAX = Math.max(...SCREENS.map((g) => g.H));
        // The composer's bottom at rest (composerY 0) in screen g.
        const restIn = (P, g) => g.k === 0 ? P.rest : P.rests[g.k - 1];

        // What phone P's parts draw at frame f of cols, on screen g: rectangles in screen points.
        function shapes(P, cols, f, g) {
          const v = (i, fallback) => i < 0 ? fallback : cols[i][f] / 1000;
          let view = g.vt, shift = 0, alpha = 1;
          for (const p of P.parts) {
            if (p[0] === "viewShift") view = g.vt + v(p[1], 0);
            if (p[0] === "contentShift") { shift = v(p[1], 0); alpha = Math.max(0, Math.min(1, v(p[2], 1))); }
          }
          const out = [];
          let contentTop = view + shift, contentBottom = null, clip = [0, g.H];
          for (const p of P.parts) {
            switch (p[0]) {
            case "list": {
              const offset = v(p[1], 0), C = v(p[2], D.C), V = v(p[4], D.V);
              contentTop = view - offset + shift; contentBottom = contentTop + C; clip = [Math.max(0, view), Math.min(g.H, view + V)];
              const first = Math.max(0, Math.floor((clip[0] - contentTop) / 64));
              for (let k = first; contentTop + k * 64 < Math.min(clip[1], contentBottom); k++) {
                const mine = k % 2 === 1, top = contentTop + k * 64 + 8, bottom = Math.min(contentTop + k * 64 + 56, contentBottom);
                out.push({ part: "message", x1: mine ? g.W * 0.38 : 12, x2: mine ? g.W - 12 : g.W * 0.62, y1: top, y2: bottom,
                  color: mine ? COLORS.mine : COLORS.theirs, alpha: alpha, clip: clip });
              }
              // Where the bottom inset ends: the end of the range the content scrolls in.
              if (p[3] >= 0) out.push({ part: "inset", line: true, x1: 0, x2: g.W, y1: contentBottom + v(p[3], 0), y2: contentBottom + v(p[3], 0),
                color: COLORS.inset, alpha: 1, clip: clip });
              break;
            }
            case "runway":
              if (contentBottom !== null) out.push({ part: "runway", x1: 0, x2: g.W, y1: contentBottom, y2: contentBottom + v(p[1], 0),
                color: COLORS.runway, alpha: 0.6, clip: clip });
              break;
            case "composer": case "bar": {
              const bottom = p[0] === "composer" ? restIn(P, g) + v(p[1], 0) : v(p[1], 0), height = v(p[2], D.B);
              out.push({ part: p[0], x1: 8, x2: g.W - 8, y1: bottom - height, y2: bottom, color: COLORS[p[0]], alpha: 1 });
              break;
            }
            case "field": {
              const top = v(p[1], 0), bottom = v(p[2], 0);
              if (top !== 0 || bottom !== 0) out.push({ part: "field", x1: 16, x2: g.W - 16, y1: top, y2: bottom, color: COLORS.field, alpha: 1 });
              break;
            }
            case "button": {
              const bottom = g.vb + v(p[1], 0), size = p[3];
              out.push({ part: "button", x1: g.W - 16 - size, x2: g.W - 16, y1: bottom - size, y2: bottom, color: COLORS.button,
                alpha: Math.max(0, Math.min(1, v(p[2], 1))) });
              break;
            }
            case "keyboard": {
              // [name, top] fills the width below the top; [name, top, x, width, height], a
              // floating keyboard's frames, the rectangle they give.
              const top = v(p[1], g.H), x = p.length > 2 ? v(p[2], 0) : 0;
              const x2 = p.length > 2 ? x + v(p[3], g.W) : g.W, y2 = p.length > 2 ? top + v(p[4], g.H - top) : g.H;
              out.push({ part: "keyboard", x1: x, x2: x2, y1: top, y2: y2, color: COLORS.keyboard, alpha: 1 });
              break;
            }
            }
          }
          return out;
        }

        // Pixel columns and rows of phone i on screen g: an edge at y pt is on row
        // round(Y0 + y * S), one at x pt on column round(phoneX(i) + x * S).
        const phoneX = (i) => X0 + i * (WMAX * S + GAP);
        const rx = (i, g, x) => Math.round(phoneX(i) + Math.max(0, Math.min(g.W, x)) * S);
        const ry = (g, y) => Math.round(Y0 + Math.max(0, Math.min(g.H, y)) * S);

        function fill(ctx, i, g, s) {
          const clip = s.clip || [0, g.H], y1 = Math.max(s.y1, clip[0]), y2 = Math.min(s.y2, clip[1]);
          if (s.line ? s.y1 < clip[0] || s.y1 > clip[1] : !(y2 > y1) || s.alpha <= 0) return;
          ctx.globalAlpha = s.alpha; ctx.fillStyle = s.color;
          ctx.fillRect(rx(i, g, s.x1), ry(g, y1), rx(i, g, s.x2) - rx(i, g, s.x1), s.line ? 1 : ry(g, y2) - ry(g, y1));
          ctx.globalAlpha = 1;
        }

        // The outline of a ghost's part: dashed, over the replay's phone.
        function outline(ctx, i, g, s) {
          if (s.part === "message" || s.part === "runway" || s.part === "inset" || s.alpha <= 0) return;
          ctx.save(); ctx.setLineDash([4, 3]); ctx.strokeStyle = "#000000"; ctx.lineWidth = 2;
          ctx.strokeRect(rx(i, g, s.x1) + 1, ry(g, s.y1) + 1, rx(i, g, s.x2) - rx(i, g, s.x1) - 2, Math.max(0, ry(g, s.y2) - ry(g, s.y1) - 2));
          ctx.restore();
        }

        // What the keyboard covers of the composer, bar, field or button: their outline,
        // white and dashed, over the keyboard's rectangle (never on its top row, which
        // stays its colour).
        function covered(ctx, i, g, drawn) {
          const kb = drawn.find((s) => s.part === "keyboard");
          if (!kb) return;
          const top = ry(g, kb.y1) + 1;
          ctx.save();
          ctx.beginPath(); ctx.rect(rx(i, g, kb.x1), top, rx(i, g, kb.x2) - rx(i, g, kb.x1), Math.max(0, ry(g, kb.y2) - top)); ctx.clip();
          ctx.setLineDash([3, 3]); ctx.strokeStyle = "#FFFFFF"; ctx.lineWidth = 1;
          for (const s of drawn) {
            if (s.part === "message" || s.part === "runway" || s.part === "inset" || s.part === "keyboard" || s.alpha <= 0 || ry(g, s.y2) - top < 2) continue;
            ctx.strokeRect(rx(i, g, s.x1) + 0.5, ry(g, s.y1) + 0.5, rx(i, g, s.x2) - rx(i, g, s.x1) - 1, Math.max(0, ry(g, s.y2) - ry(g, s.y1) - 1));
          }
          ctx.restore();
        }

        // The view frame (a tab bar, a sheet): the screen outside it shaded grey (nothing
        // when the view fills the screen).
        function shadeOutsideView(ctx, i, g) {
          fill(ctx, i, g, { x1: 0, x2: g.W, y1: 0, y2: g.vt, color: "#000000", alpha: 0.3 });
          fill(ctx, i, g, { x1: 0, x2: g.W, y1: g.vb, y2: g.H, color: "#000000", alpha: 0.3 });
        }

        // The labels of the spans ([first, last, label]) that hold frame f.
        function violated(spans, f) { return spans.filter((span) => span[0] <= f && f <= span[1]).map((span) => span[2]); }

        // Phone P as position i at frame f of cols, on the frame's screen, captioned;
        // outlined red when bad; a ghost's columns drawn as dashed outlines over it.
        function phone(ctx, i, P, cols, f, caption, bad, ghost) {
          const g = screenAt(f);
          ctx.fillStyle = "#222222"; ctx.font = "13px Helvetica, Arial, sans-serif"; ctx.textBaseline = "alphabetic";
          ctx.fillText(caption, phoneX(i), Y0 - 10);
          ctx.fillStyle = "#FFFFFF"; ctx.fillRect(rx(i, g, 0), ry(g, 0), rx(i, g, g.W) - rx(i, g, 0), ry(g, g.H) - ry(g, 0));
          fill(ctx, i, g, { x1: 0, x2: g.W, y1: 0, y2: g.safeTop, color: COLORS.safe, alpha: 1 });
          fill(ctx, i, g, { x1: 0, x2: g.W, y1: g.H - g.safeBottom, y2: g.H, color: COLORS.safe, alpha: 1 });
          const drawn = shapes(P, cols, f, g);
          for (const s of drawn) fill(ctx, i, g, s);
          covered(ctx, i, g, drawn);
          shadeOutsideView(ctx, i, g);
          if (ghost) for (const s of shapes(P, ghost, f, g)) outline(ctx, i, g, s);
          ctx.strokeStyle = bad ? COLORS.diff : "#222222"; ctx.lineWidth = bad ? 3 : 1;
          const pad = bad ? 2 : 0.5;
          ctx.strokeRect(rx(i, g, 0) - pad, ry(g, 0) - pad, rx(i, g, g.W) - rx(i, g, 0) + 2 * pad, ry(g, g.H) - ry(g, 0) + 2 * pad);
        }

        // A canvas of width x height CSS pixels, sharp on the device's pixels.
        const R = window.devicePixelRatio || 1;
        function size(canvas, width, height) {
          canvas.width = Math.round(width * R); canvas.height = Math.round(height * R);
          canvas.style.width = width + "px"; canvas.style.height = height + "px";
          const ctx = canvas.getContext("2d"); ctx.setTransform(R, 0, 0, R, 0, 0); return ctx;
        }
        // The width of a canvas of count phones side by side, and its height (the captions
        // above the phones, the tallest screen, 16 px below it).
        const phonesWidth = (count) => Math.ceil(X0 + count * (WMAX * S + GAP) - GAP + X0);
        const phonesHeight = Math.ceil(Y0 + HMAX * S + 16);
        """#
}
