import Handlers
import UIKitModel

/// One line of a plot panel: its legend label, how it is drawn, and how its value is
/// read from a frame's values.
struct PlotLine: Sendable {
    let label: String
    let color: String
    /// An SVG dash pattern, or `nil` for a solid line.
    let dash: String?
    let width: Double
    let value: @Sendable (FrameValues) -> Double

    init(_ label: String, _ color: String, dash: String? = nil, width: Double = 2, value: @escaping @Sendable (FrameValues) -> Double) {
        self.label = label
        self.color = color
        self.dash = dash
        self.width = width
        self.value = value
    }
}

/// What a plot shows for a handler, picked from its frame schema by field identity and
/// kind, so a handler added later gets a plot without code here:
///
/// - the screen panel (screen points, y down): `kbTop`; the composer's edges from
///   `composerY` and `composerH`; an input bar's from `barBottom`; a text field's
///   `fieldTop` and `fieldBottom` (none while both are 0); the content's bottom edge from `contentH` and `offset`
///   (with `revealY` and `viewY` when the handler has them); the button's bottom from `btnY`;
/// - the scroll panel: `offset`, `inset`, `runway`, `pinned`, then every other number
///   field the screen panel does not already show (`viewportH` and `indicator` left out:
///   the viewport and the inset say it);
/// - opacity lanes for the alpha fields, and the state lanes (`StateLane`).
///
/// Inside a view (`situations.md`) the composer, the button and the content are placed from
/// the view's edges with the view's safe bottom, as the handlers measure them; `view` is
/// the trace's own (`nil`: the whole screen, nothing shaded).
struct PlotRecipe: Sendable {
    let screenHeight: Double
    /// The trace's view: what lies outside it is shaded.
    let view: ViewFrame?
    let screen: [PlotLine]
    /// The index in `screen` of the keyboard's top (its area below is shaded).
    let keyboardLine: Int?
    /// The indices in `screen` of a composer's (or bar's) top and bottom (the band between is shaded).
    let composerBand: (top: Int, bottom: Int)?
    let values: [PlotLine]
    /// The alpha fields: name and index.
    let alphas: [(name: String, index: Int)]
    let lanes: [StateLane]

    init(
        schema: FrameSchema, composerYOrigin: HandlerSchema.ComposerYOrigin, screen screenSize: Screen, view: ViewFrame? = nil
    ) {
        screenHeight = screenSize.height
        self.view = view
        let frame = view ?? ViewFrame(filling: screenSize)
        var used: [FrameField] = [.viewportH, .indicator]
        func index(_ field: FrameField) -> Int? {
            guard let found = schema.index(of: field) else { return nil }
            used.append(field)
            return found
        }
        var screen: [PlotLine] = []
        var keyboardLine: Int?
        var composerBand: (Int, Int)?
        if let kbTop = index(.kbTop) {
            keyboardLine = screen.count
            screen.append(PlotLine("keyboard top", Palette.blue, width: 2.5) { $0[kbTop] })
        }
        let composerH = index(.composerH)
        if let composerY = index(.composerY) {
            // The composer's bottom at rest: from the view's bottom, with its safe bottom.
            let rest = ComposerPlace(origin: composerYOrigin, geometry: Geometry(screen: screenSize, view: view)).rest
            if let composerH {
                composerBand = (screen.count, screen.count + 1)
                screen.append(PlotLine("composer top", Palette.orange) { rest + $0[composerY] - $0[composerH] })
            }
            screen.append(PlotLine("composer bottom", Palette.orange, dash: composerH == nil ? nil : "6 3") {
                rest + $0[composerY]
            })
        } else if let barBottom = index(.barBottom) {
            if let composerH {
                composerBand = (screen.count, screen.count + 1)
                screen.append(PlotLine("bar top", Palette.orange) { $0[barBottom] - $0[composerH] })
            }
            screen.append(PlotLine("bar bottom", Palette.orange, dash: "6 3") { $0[barBottom] })
        }
        // A form writes both edges 0 when no field is active: no line there.
        if let fieldTop = index(.fieldTop), let fieldBottom = index(.fieldBottom) {
            let active: @Sendable (FrameValues) -> Bool = { $0[fieldTop] != 0 || $0[fieldBottom] != 0 }
            screen.append(PlotLine("field top", Palette.reddishPurple) { active($0) ? $0[fieldTop] : .nan })
            screen.append(PlotLine("field bottom", Palette.reddishPurple, dash: "6 3") { active($0) ? $0[fieldBottom] : .nan })
        }
        if let contentH = index(.contentH), let offset = schema.index(of: .offset) {
            let revealY = index(.revealY)
            let viewY = schema.index(of: .viewY)
            let top = frame.top
            screen.append(PlotLine("content bottom", Palette.bluishGreen) { values in
                top + values[contentH] - values[offset] + (revealY.map { values[$0] } ?? 0) + (viewY.map { values[$0] } ?? 0)
            })
        }
        if let btnY = index(.btnY) {
            let bottom = frame.bottom
            screen.append(PlotLine("button bottom", Palette.skyBlue, dash: "2 3") { bottom + $0[btnY] })
        }
        self.screen = screen
        self.keyboardLine = keyboardLine
        self.composerBand = composerBand

        var values: [PlotLine] = []
        let colors = [Palette.black, Palette.orange, Palette.bluishGreen, Palette.reddishPurple, Palette.skyBlue,
                      Palette.vermillion, Palette.blue]
        var ordered = [FrameField.offset, .inset, .runway, .pinned].filter { schema.index(of: $0) != nil }
        ordered += schema.fields.filter { $0.kind == .number && !used.contains($0) && !ordered.contains($0) }
        for (position, field) in ordered.enumerated() {
            guard let fieldIndex = schema.index(of: field) else { continue }
            let dash = field == .pinned ? "6 3" : nil
            values.append(PlotLine(field.name, colors[position % colors.count], dash: dash) { $0[fieldIndex] })
        }
        self.values = values
        alphas = schema.fields.enumerated().filter { $0.element.kind == .alpha }.map { ($0.element.name, $0.offset) }
        lanes = StateLane.lanes(of: schema, screenHeight: screenHeight)
    }
}
