import TraceKit

/// `check --junit`: the results as JUnit XML, the structure GitHub Actions reporters,
/// GitLab and Jenkins read.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="kbreplay check" tests="2" failures="1" errors="0" time="0.500">
///   <testsuite name="kbreplay check" tests="2" failures="1" errors="0" skipped="0" time="0.500">
///     <testcase name="a" classname="Traces" file="Traces/a.trace.json" time="0.250"/>
///     <testcase name="b" classname="Traces" file="Traces/b.trace.json" time="0.250">
///       <failure type="fail" message="Traces/b.golden.jsonl: frame 7 ... differs: ...">...</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// One `testcase` per trace: a golden difference, a missing golden or violations are a
/// `failure`; an invalid trace or golden or an I/O error an `error`. The message is the
/// first line of the report (the first difference, the first violation, the first
/// error); the body is every line, violations included. Times are seconds.
enum JUnitReport {
    static func xml(_ summary: CheckSummary) -> String {
        let failures = summary.results.filter { $0.outcome != .passed && !$0.outcome.isError }.count
        let errors = summary.results.filter(\.outcome.isError).count
        let totals = "tests=\"\(summary.results.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        let time = seconds(summary.duration)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"kbreplay check\" \(totals) time=\"\(time)\">",
            "  <testsuite name=\"kbreplay check\" \(totals) skipped=\"0\" time=\"\(time)\">",
        ]
        for result in summary.results {
            let directory = FileName.shown(Path.directory(of: result.path))
            let open = "    <testcase name=\"\(attribute(result.shownName))\" classname=\"\(attribute(directory.isEmpty ? "." : directory))\""
                + " file=\"\(attribute(result.shownPath))\" time=\"\(seconds(result.duration))\""
            guard result.outcome != .passed else {
                lines.append(open + "/>")
                continue
            }
            let element = result.outcome.isError ? "error" : "failure"
            let body = (result.details + result.invariantLines + result.errors).joined(separator: "\n")
            lines.append(open + ">")
            lines.append("      <\(element) type=\"\(result.outcome.key)\" message=\"\(attribute(result.reason ?? result.outcome.word))\">"
                + text(body) + "</\(element)>")
            lines.append("    </testcase>")
        }
        if !summary.orphans.isEmpty {
            lines.append("    <system-out>" + text(summary.orphans.map { "orphan: \(FileName.shown($0.path)): \($0.reason)" }.joined(separator: "\n")) + "</system-out>")
        }
        if !summary.problems.isEmpty {
            lines.append("    <system-err>" + text(summary.problems.map { "error: " + $0.message }.joined(separator: "\n")) + "</system-err>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Seconds with three decimals: `0.250`.
    static func seconds(_ value: Double) -> String {
        let milliseconds = Int((max(0, value.isFinite ? value : 0) * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// Text content: `&`, `<` and `>` escaped, and characters XML 1.0 forbids replaced.
    static func text(_ string: String) -> String {
        escaped(string, attribute: false)
    }

    /// An attribute value in double quotes: also `"`, and line breaks and tabs as
    /// references (a parser would turn them into spaces).
    static func attribute(_ string: String) -> String {
        escaped(string, attribute: true)
    }

    private static func escaped(_ string: String, attribute: Bool) -> String {
        var result = ""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "\n" where attribute: result += "&#10;"
            case "\r" where attribute: result += "&#13;"
            case "\t" where attribute: result += "&#9;"
            case "\n", "\r", "\t": result.unicodeScalars.append(scalar)
            default:
                // XML 1.0 allows no other control characters, nor U+FFFE and U+FFFF.
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
