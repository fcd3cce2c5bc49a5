@testable import KBReplayCLI
import Testing

/// Durations the importer cannot turn into nanoseconds (issue 46): with `--spacing`, a
/// will-notification whose duration is `"1e10"` trapped (exit 132, `Double value cannot be
/// converted to Int64`); without it the same value was already a located error.
@Suite("kbreplay import console: durations past Int64 nanoseconds")
struct ConsoleDurationTests {
    /// One will-show, without a timestamp, whose duration is `duration`.
    static func willShow(duration: String) -> String {
        "Courier[1:2] NSConcreteNotification 0x6000 {name = UIKeyboardWillShowNotification; userInfo = { "
            + "UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardAnimationDurationUserInfoKey = \"\(duration)\"; "
            + "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\"; }}\n"
    }

    static func importLog(_ text: String, _ extra: [String]) -> CLIRun {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("a.log", Array(text.utf8))
        return run(["import", "console", "a.log", "-o", "a.trace.json", "--screen", "393x852"] + extra, in: fileSystem)
    }

    /// A duration past 3600 s is out of the format's range (the trace's own check); one
    /// below 0 is not a duration (the parser's). Neither traps.
    @Test(arguments: [
        ("1e10", "a.log:1: UIKeyboardWillShowNotification: duration 10000000000 is not in 0...3600 s"),
        ("1e300", "a.log:1: UIKeyboardWillShowNotification: duration "),
        ("-1e10", #"a.log:1: UIKeyboardAnimationDurationUserInfoKey: "-1e10" is not a duration in seconds"#),
    ])
    func aDurationTooLongForNanosecondsIsTheSameErrorWithSpacing(duration: String, message: String) {
        let text = Self.willShow(duration: duration)
        let spaced = Self.importLog(text, ["--spacing", "1"])
        #expect(spaced.code == .dataError, "\(spaced.errors)")
        #expect(spaced.errors.hasPrefix(message), "\(spaced.errors)")
        let timed = Self.importLog(text, [])
        #expect(timed.code == .dataError)
    }
}
