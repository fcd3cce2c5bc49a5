import Handlers
import Testing
import UIKitModel

/// A typed setting is its key, declared once: the schema's entry, the decoder's rule and
/// the value handler code reads all come from the one declaration.
@Suite struct SettingTests {
    enum Mode: String, CaseIterable, Sendable, ConfigChoice {
        case layout, notification
    }

    static let gap = Setting("gap", .points, default: 8, summary: "Space above the composer.")
    static let strict = Setting("strict", default: true)
    static let mode = Setting("mode", default: Mode.notification)

    @Test func aSettingsKeyCarriesItsRuleAndDefault() {
        #expect(Self.gap.key == ConfigKey("gap", .number(.points, default: 8), summary: "Space above the composer."))
        #expect(Self.strict.key.kind == .flag(default: true))
        #expect(Self.mode.key.kind == .choice(["layout", "notification"], default: "notification"))
    }

    /// Unset keys read their declared defaults; set ones read what was set, typed.
    @Test func aConfigIsReadAndWrittenTyped() {
        var config = HandlerConfig(keys: [Self.gap.key, Self.strict.key, Self.mode.key])
        #expect(config[Self.gap] == 8 && config[Self.strict] && config[Self.mode] == .notification)
        config[Self.gap] = 12.5
        config[Self.mode] = .layout
        config.set("strict", to: .flag(false))
        #expect(config[Self.gap] == 12.5 && !config[Self.strict] && config[Self.mode] == .layout)
        #expect(config.value("gap") == .number(12.5) && config.value("mode") == .choice("layout"))
        #expect(config.changedEntries.map(\.key.name) == ["gap", "strict", "mode"])
    }

    /// A config that does not have the key (another handler's) reads the setting's own
    /// default, never 0, and a write to it changes nothing.
    @Test func aConfigWithoutTheKeyReadsTheSettingsDefault() {
        var other = HandlerConfig(keys: [Self.strict.key])
        #expect(other[Self.gap] == 8)
        other[Self.gap] = 3
        #expect(other[Self.gap] == 8 && other.values == [.flag(true)])
    }

    /// The built-in handlers read their config through their settings: a form trace's
    /// `fieldPadding` of 37 is what the handler uses, and an absent one is 20.
    @Test func builtInSettingsReadWhatTheTraceGives() {
        var config = FormScreen.schema.defaultConfig
        #expect(config[FormScreen.Settings.fieldPadding] == 20 && config[FormScreen.Settings.strategy] == .scrollView)
        config.set("fieldPadding", to: .number(37))
        #expect(config[FormScreen.Settings.fieldPadding] == 37)
        #expect(LaunchComposer.schema.configKeys.first { $0.name == "pinMinDuration" }?.kind == .number(.seconds, default: 0.16))
    }
}
