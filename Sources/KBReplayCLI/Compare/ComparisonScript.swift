/// The compare page's own part of its script (after `PhoneScript` and `PlaybackScript`):
/// every compared handler's phone side by side at the frame shown, each titled with its
/// handler, outlined red and its broken invariants written under it while it violates one.
///
/// Its data `D` (`ComparisonPhones.data`) holds the shared columns `cols` and the phones,
/// each with its `parts` (pointing into `cols`), `rest` and violations `vi`.
enum ComparisonScript {
    static let source = #"""
        const COLS = D.cols.map(decode);
        const N = D.n;
        // The scrubber has a lane of violations for each phone, in the phones' order.
        const SPANS = [].concat(...D.phones.map((P, i) => P.vi.map((span) => [span[0], span[1], P.name + ": " + span[2], i]))), LANES = D.phones.length;

        // Under each phone, a line for each invariant it breaks at the frame: room for the
        // most one handler breaks.
        const LINE = 14;
        const lines = Math.max(0, ...D.phones.map((P) => P.vi.map((span) => span[2]).filter((name, k, all) => all.indexOf(name) === k).length));
        const phones = $("phones");
        const pctx = size(phones, phonesWidth(D.phones.length), phonesHeight + lines * LINE);

        function render(f) {
          pctx.clearRect(0, 0, phones.width, phones.height);
          const g = screenAt(f);
          D.phones.forEach((P, i) => {
            const bad = violated(P.vi, f);
            phone(pctx, i, P, COLS, f, P.name, bad.length > 0, null);
            pctx.fillStyle = COLORS.diff; pctx.font = "12px Helvetica, Arial, sans-serif";
            bad.forEach((name, k) => pctx.fillText(name, phoneX(i), ry(g, g.H) + 18 + k * LINE));
          });
        }

        function words(f) {
          const bad = D.phones.filter((P) => violated(P.vi, f).length > 0).map((P) => P.name + " (" + violated(P.vi, f).join(", ") + ")");
          return bad.length ? "violated: " + bad.join(", ") + "." : "No handler violates an invariant at this frame.";
        }

        function marks(ctx, over) {}

        start(0, true);
        """#
}
