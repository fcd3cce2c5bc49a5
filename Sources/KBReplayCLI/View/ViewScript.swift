/// The view page's own part of its script (after `PhoneScript` and `PlaybackScript`): the
/// replay's phone, and the golden's beside it or as a ghost over it, the table of values,
/// the golden's differences on the scrubber.
///
/// Its data `D` is one phone (`parts`, `rest`) with its fields, its columns `a` (and the
/// golden's `g`, the mask of differing fields `dm`, the first difference `diff`), its
/// events `ev` and violations `vi`.
enum ViewScript {
    static let source = #"""
        const A = D.a.map(decode), G = D.g ? D.g.map(decode) : null, M = D.dm ? decode(D.dm[0]) : null;
        const differs = (f, i) => M !== null && Math.floor(M[f] / Math.pow(2, i)) % 2 === 1;
        const N = A.length ? A[0].length : 1;
        const SPANS = D.vi, LANES = 1;

        const phones = $("phones");
        let pctx = null;
        function layout() {
          const count = G && !$("ghost").checked ? 2 : 1;
          pctx = size(phones, phonesWidth(count), phonesHeight);
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

        function render(f) {
          const ghost = G && $("ghost").checked;
          pctx.clearRect(0, 0, phones.width, phones.height);
          phone(pctx, 0, D, A, f, ghost ? "replay, golden dashed" : "replay", violated(D.vi, f).length > 0, ghost ? G : null);
          if (G && !ghost) phone(pctx, 1, D, G, f, "golden", M !== null && M[f] !== 0, null);
          rows.forEach((r, i) => {
            r.cells[1].textContent = text(i, A[i][f]);
            if (G) { r.cells[2].textContent = text(i, G[i][f]); r.row.className = differs(f, i) ? "differs" : ""; }
          });
        }

        function words(f) {
          const bad = violated(D.vi, f);
          return (M !== null && M[f] !== 0 ? (differs(f, 33) ? "The golden ends before this frame (its phone shows its last). "
              : "This frame differs from the golden" + (differs(f, 32) ? " (effects too)" : "") + ". ") : "")
            + (bad.length ? "violated: " + bad.join(", ") + ". " : "")
            + (D.diff >= 0 ? "First difference from the golden at frame " + D.diff + "." : (G ? "No difference from the golden." : ""));
        }

        // The golden's differing frames under the bar (under the ticks), and a line at the first (over them).
        function marks(ctx, over) {
          ctx.fillStyle = COLORS.diff;
          if (!over) {
            ctx.globalAlpha = 0.35;
            if (M !== null) for (let f = 0; f < N; f++) if (M[f] !== 0) ctx.fillRect(Math.floor(scrubX(f)), 14 + BAR, Math.max(1, Math.ceil(scrubX(f + 1) - scrubX(f))), 3);
          } else if (D.diff >= 0) {
            ctx.fillRect(Math.round(scrubX(D.diff)) - 1, 4, 2, BAR + 20);
            ctx.font = "10px Helvetica, Arial, sans-serif"; ctx.fillText("first difference", Math.min(410, scrubX(D.diff) + 3), 11);
          }
        }

        $("ghost").onchange = () => { layout(); show(cur); };
        $("diff").onclick = () => { if (playing) pause(); show(D.diff); };
        if (!G) $("ghostLabel").style.display = "none";
        if (D.diff < 0) $("diff").style.display = "none";
        if (G && /ghost/.test(location.hash)) $("ghost").checked = true;
        layout();
        start(Math.max(0, D.diff), D.diff < 0);
        """#
}
