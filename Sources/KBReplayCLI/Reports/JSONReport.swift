import TraceKit

/// `check --json`: the results as one JSON object, a trace to a line.
///
/// ```json
/// {"kbreport":1,"tool":"kbreplay 0.1.0","passed":1,"failed":1,"duration":0.5,"errors":[],"traces":[
/// {"name":"a","path":"Traces/a.trace.json","verdict":"ok","firstDifference":null,"violations":[],"frames":73,"duration":0.25,"messages":[]},
/// {"name":"b","path":"Traces/b.trace.json","verdict":"fail","firstDifference":{"frame":0,"fields":[{"field":"offset","expected":"1630.5","actual":"1630"}],"message":"..."},...}
/// ]}
/// ```
///
/// `verdict` is one of `ok`, `fail`, `violation`, `missing-golden`, `invalid-trace`,
/// `invalid-golden`, `error`; `firstDifference` is `null` unless the golden differs (its
/// `frame` is `null` when only the header differs; values are as written in the
/// frames); `violations` lists the violations that fail the trace; `frames` is `null`
/// when the trace could not be read; `messages` holds every line of the console report
/// and the errors; durations are seconds. `errors` lists paths that named no trace,
/// `orphans` the goldens and `.new` files no trace accounts for (see `Orphan`).
enum JSONReport {
    static func json(_ summary: CheckSummary) -> String {
        var lines = ["{\"kbreport\":1,\"tool\":" + string("kbreplay " + KBReplay.version)
            + ",\"passed\":\(summary.passed),\"failed\":\(summary.failed)"
            + ",\"duration\":\(JUnitReport.seconds(summary.duration))"
            + ",\"errors\":" + array(summary.problems.map { string($0.message) })
            + ",\"orphans\":" + array(summary.orphans.map { "{\"path\":\(string(FileName.shown($0.path))),\"reason\":\(string($0.reason))}" })
            + ",\"traces\":["]
        for (index, result) in summary.results.enumerated() {
            lines.append(object(result) + (index == summary.results.count - 1 ? "" : ","))
        }
        lines.append("]}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func object(_ result: TraceCheckResult) -> String {
        let difference = result.firstDifference.map { difference in
            "{\"frame\":" + (difference.frame.map(String.init) ?? "null")
                + ",\"fields\":" + array(difference.fields.map {
                    "{\"field\":\(string($0.name)),\"expected\":\(string($0.expected)),\"actual\":\(string($0.actual))}"
                })
                + ",\"message\":" + string(difference.summary) + "}"
        } ?? "null"
        return "{\"name\":" + string(result.shownName) + ",\"path\":" + string(result.shownPath)
            + ",\"verdict\":" + string(result.outcome.key)
            + ",\"firstDifference\":" + difference
            + ",\"violations\":" + array(result.violations.map(string))
            + ",\"frames\":" + (result.frames.map(String.init) ?? "null")
            + ",\"duration\":" + JUnitReport.seconds(result.duration)
            + ",\"messages\":" + array((result.details + result.invariantLines + result.errors).map(string)) + "}"
    }

    private static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }

    /// A JSON string literal.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
