import TraceKit
import Handlers
import UIKitModel

/// Launch-composer frames by field name, for tests: the fields of `LaunchComposer.schema`
/// read and written by name, and a frame built from named values.
extension Frame {
    public init(
        index: Int, time: Nanoseconds, keyboardTop: Double, offset: Double, inset: Double,
        indicator: Double, contentHeight: Double, viewportHeight: Double, revealY: Double,
        revealAlpha: Double, composerY: Double, composerHeight: Double, buttonAlpha: Double,
        buttonY: Double, pin: PinPhase, runway: Double, pinnedOffset: Double, atBottom: Bool,
        scroll: ScrollPhase, effects: EffectList = EffectList()
    ) {
        self.init(index: index, time: time, values: FrameValues(), effects: effects)
        self.keyboardTop = keyboardTop
        self.offset = offset
        self.inset = inset
        self.indicator = indicator
        self.contentHeight = contentHeight
        self.viewportHeight = viewportHeight
        self.revealY = revealY
        self.revealAlpha = revealAlpha
        self.composerY = composerY
        self.composerHeight = composerHeight
        self.buttonAlpha = buttonAlpha
        self.buttonY = buttonY
        self.pin = pin
        self.runway = runway
        self.pinnedOffset = pinnedOffset
        self.atBottom = atBottom
        self.scroll = scroll
    }

    public subscript(field: LaunchComposer.Field) -> Double {
        get { values[field.rawValue] }
        set { values[field.rawValue] = newValue }
    }

    public var keyboardTop: Double { get { self[.kbTop] } set { self[.kbTop] = newValue } }
    public var offset: Double { get { self[.offset] } set { self[.offset] = newValue } }
    public var inset: Double { get { self[.inset] } set { self[.inset] = newValue } }
    public var indicator: Double { get { self[.indicator] } set { self[.indicator] = newValue } }
    public var contentHeight: Double { get { self[.contentH] } set { self[.contentH] = newValue } }
    public var viewportHeight: Double { get { self[.viewportH] } set { self[.viewportH] = newValue } }
    public var revealY: Double { get { self[.revealY] } set { self[.revealY] = newValue } }
    public var revealAlpha: Double { get { self[.revealAlpha] } set { self[.revealAlpha] = newValue } }
    public var composerY: Double { get { self[.composerY] } set { self[.composerY] = newValue } }
    public var composerHeight: Double { get { self[.composerH] } set { self[.composerH] = newValue } }
    public var buttonAlpha: Double { get { self[.btnAlpha] } set { self[.btnAlpha] = newValue } }
    public var buttonY: Double { get { self[.btnY] } set { self[.btnY] = newValue } }
    public var runway: Double { get { self[.runway] } set { self[.runway] = newValue } }
    public var pinnedOffset: Double { get { self[.pinned] } set { self[.pinned] = newValue } }
    public var atBottom: Bool { get { self[.atBottom] != 0 } set { self[.atBottom] = newValue ? 1 : 0 } }
    public var pin: PinPhase {
        get { PinPhase.allCases[Int(self[.pin])] }
        set { values.set(LaunchComposer.Field.pin.rawValue, to: newValue) }
    }
    public var scroll: ScrollPhase {
        get { ScrollPhase.allCases[Int(self[.scroll])] }
        set { values.set(LaunchComposer.Field.scroll.rawValue, to: newValue) }
    }
}

extension FrameLayout {
    /// How launch-composer frames are written.
    public static let launchComposer = FrameLayout(LaunchComposer.schema.frame)
}

extension Scenario {
    /// A launch-composer scenario with the default configuration.
    public init(
        screen: Screen, viewportHeight: Double? = nil, topInset: Double = 0, contentHeight: Double,
        initialOffset: InitialOffset = .bottom, composerHeight: Double = 48
    ) {
        self.init(
            screen: screen, viewportHeight: viewportHeight, topInset: topInset, contentHeight: contentHeight,
            initialOffset: initialOffset, composerHeight: composerHeight, configuration: Configuration())
    }
}

extension Replay {
    /// A replay through launch-composer.
    public init(scenario: Scenario, events: [TimedEvent], fps: Int, lastFrameIndex: Int) {
        self.init(LaunchComposer.self, scenario: scenario, events: events, fps: fps, lastFrameIndex: lastFrameIndex)
    }
}

extension FrameEncoder {
    /// The whole output of launch-composer frames.
    public static func encodedBytes(
        header: FrameHeader, emission: Emission = .sparse, frames: some Sequence<Frame>
    ) -> [UInt8] {
        encodedBytes(header: header, layout: .launchComposer, emission: emission, frames: frames)
    }
}
