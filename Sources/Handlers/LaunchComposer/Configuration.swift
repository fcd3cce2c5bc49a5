import UIKitModel

/// What happens to the offset when the keyboard opens and the user is not near the bottom.
public enum KeyboardPolicy: String, Equatable, Sendable, CaseIterable, ConfigChoice {
    /// The keyboard covers content; the offset is kept (LINE).
    case overlay
    /// The content moves with the keyboard (WhatsApp).
    case push
}

/// The values of launch-composer's settings (`LaunchComposer.Settings`, where each key's
/// name, range, default and summary are declared), as the handler reads them.
///
/// Every number is overridable per trace under its own name in the trace's `config`.
/// Seconds-valued constants are kept as seconds here; the engine converts them.
public struct Configuration: Equatable, Sendable {
    typealias Settings = LaunchComposer.Settings

    public var composerKeyboardGap = Settings.composerKeyboardGap.defaultValue
    public var minBottomPadding = Settings.minBottomPadding.defaultValue
    public var indicatorGap = Settings.indicatorGap.defaultValue
    public var keyboardNearBottomThreshold = Settings.keyboardNearBottomThreshold.defaultValue
    public var nearBottomThreshold = Settings.nearBottomThreshold.defaultValue
    public var pinnedNearBottomSlack = Settings.pinnedNearBottomSlack.defaultValue
    public var pinTopPadding = Settings.pinTopPadding.defaultValue
    /// Points per second.
    public var pinVelocity = Settings.pinVelocity.defaultValue
    /// Seconds.
    public var pinMinDuration = Settings.pinMinDuration.defaultValue
    /// Seconds.
    public var pinMaxDuration = Settings.pinMaxDuration.defaultValue
    public var pinnedDriftThreshold = Settings.pinnedDriftThreshold.defaultValue
    /// Seconds.
    public var pinnedCorrectionInterval = Settings.pinnedCorrectionInterval.defaultValue
    /// Points per millisecond (negative = finger moving down).
    public var dismissVelocity = Settings.dismissVelocity.defaultValue
    public var buttonGap = Settings.buttonGap.defaultValue
    public var buttonSize = Settings.buttonSize.defaultValue
    public var buttonRise = Settings.buttonRise.defaultValue
    public var revealAlpha = Settings.revealAlpha.defaultValue
    public var revealShift = Settings.revealShift.defaultValue
    public var defaultSafeBottom = Setting<Double>.defaultSafeBottom.defaultValue

    public var pinToTopEnabled = Settings.pinToTopEnabled.defaultValue
    public var deferPinWhileKeyboardHides = Settings.deferPinWhileKeyboardHides.defaultValue
    public var keyboardPolicy = Settings.keyboardPolicy.defaultValue

    public init() {}

    /// The configuration a trace's `config` gives (defaults for the keys it leaves out).
    public init(_ config: HandlerConfig) {
        self.init()
        pinToTopEnabled = config[Settings.pinToTopEnabled]
        deferPinWhileKeyboardHides = config[Settings.deferPinWhileKeyboardHides]
        keyboardPolicy = config[Settings.keyboardPolicy]
        for constant in Self.numericConstants {
            self[keyPath: constant.keyPath] = config[constant.setting]
        }
    }

    /// `max(safeBottom, minBottomPadding)`: the composer's lift above the screen bottom
    /// when the keyboard is closed.
    public func closedLift(safeBottom: Double) -> Double { max(safeBottom, minBottomPadding) }

    /// `closedLift(safeBottom:)` of the configuration `config` gives, reading from it only
    /// the constant the lift depends on: the invariant checker asks this of every trace,
    /// and reading the whole configuration (`init(_:)`) cost it 30,000 instructions.
    public static func closedLift(safeBottom: Double, in config: HandlerConfig) -> Double {
        var configuration = Configuration()
        configuration.minBottomPadding = config[Settings.minBottomPadding]
        return configuration.closedLift(safeBottom: safeBottom)
    }

    /// This configuration as `config` values.
    public var handlerConfig: HandlerConfig {
        var config = HandlerConfig(keys: Self.keys)
        config[Settings.pinToTopEnabled] = pinToTopEnabled
        config[Settings.deferPinWhileKeyboardHides] = deferPinWhileKeyboardHides
        config[Settings.keyboardPolicy] = keyboardPolicy
        for constant in Self.numericConstants {
            config[constant.setting] = self[keyPath: constant.keyPath]
        }
        return config
    }

    /// The handler's `config` keys: the policies, then the constants in `docs/handlers/launch-composer.md` order.
    public static let keys: [ConfigKey] =
        [Settings.pinToTopEnabled.key, Settings.deferPinWhileKeyboardHides.key, Settings.keyboardPolicy.key]
        + numericConstants.map(\.setting.key)

    /// The numeric settings, in `docs/handlers/launch-composer.md` order, with the property
    /// each sets: the one list of them (made once: a handler reads it at every start).
    public static let numericConstants: [(setting: Setting<Double>, keyPath: any WritableKeyPath<Configuration, Double> & Sendable)] =
        [
            (Settings.composerKeyboardGap, \.composerKeyboardGap),
            (Settings.minBottomPadding, \.minBottomPadding),
            (Settings.indicatorGap, \.indicatorGap),
            (Settings.keyboardNearBottomThreshold, \.keyboardNearBottomThreshold),
            (Settings.nearBottomThreshold, \.nearBottomThreshold),
            (Settings.pinnedNearBottomSlack, \.pinnedNearBottomSlack),
            (Settings.pinTopPadding, \.pinTopPadding),
            (Settings.pinVelocity, \.pinVelocity),
            (Settings.pinMinDuration, \.pinMinDuration),
            (Settings.pinMaxDuration, \.pinMaxDuration),
            (Settings.pinnedDriftThreshold, \.pinnedDriftThreshold),
            (Settings.pinnedCorrectionInterval, \.pinnedCorrectionInterval),
            (Settings.dismissVelocity, \.dismissVelocity),
            (Settings.buttonGap, \.buttonGap),
            (Settings.buttonSize, \.buttonSize),
            (Settings.buttonRise, \.buttonRise),
            (Settings.revealAlpha, \.revealAlpha),
            (Settings.revealShift, \.revealShift),
            (Setting<Double>.defaultSafeBottom, \.defaultSafeBottom),
        ]
}

extension Scenario {
    /// A launch-composer scenario with a typed configuration.
    public init(
        screen: Screen, viewportHeight: Double? = nil, topInset: Double = 0, contentHeight: Double,
        initialOffset: InitialOffset = .bottom, composerHeight: Double = Scenario.defaultComposerHeight, configuration: Configuration
    ) {
        self.init(
            screen: screen, viewportHeight: viewportHeight, topInset: topInset, contentHeight: contentHeight,
            initialOffset: initialOffset, composerHeight: composerHeight, config: configuration.handlerConfig)
    }

    /// The launch-composer configuration of this scenario's `config`.
    public var configuration: Configuration {
        get { Configuration(config) }
        set { config = newValue.handlerConfig }
    }
}
