import Handlers
import UIKitModel
import TestSupport
import Testing
@testable import TraceKit

/// Builds trace JSON from parts: each argument is the raw JSON of one top-level member,
/// or nil to leave it out.
func makeTrace(
    kbtrace: String? = "1",
    name: String? = #""t1""#,
    screen: String? = #"{"width": 393, "height": 852}"#,
    scrollView: String? = #"{"contentHeight": 2400}"#,
    events: [String]? = [],
    extra: String = ""
) -> String {
    var members: [String] = []
    if let kbtrace { members.append(#""kbtrace": \#(kbtrace)"#) }
    if let name { members.append(#""name": \#(name)"#) }
    if let screen { members.append(#""screen": \#(screen)"#) }
    if let scrollView { members.append(#""scrollView": \#(scrollView)"#) }
    if !extra.isEmpty { members.append(extra) }
    if let events { members.append("\"events\": [\n" + events.joined(separator: ",\n") + "\n]") }
    return "{\n" + members.joined(separator: ",\n") + "\n}\n"
}

/// A keyboard event with a docked or hidden end frame on an 852 pt screen.
func keyboardEvent(
    _ type: String = "keyboardWillShow", t: String = "0.1", end: String? = #"{"x": 0, "y": 516, "width": 393, "height": 336}"#,
    more: String = ""
) -> String {
    var fields = [#""t": \#(t)"#, #""type": "\#(type)""#]
    if let end { fields.append(#""end": \#(end)"#) }
    fields.append(#""duration": 0.25"#)
    fields.append(#""curve": 7"#)
    if !more.isEmpty { fields.append(more) }
    return "{" + fields.joined(separator: ", ") + "}"
}

func parseTrace(_ text: String) -> Result<Trace, TraceDiagnostics> {
    TraceParser.parse(Array(text.utf8))
}

func diagnostics(_ text: String) -> [TraceDiagnostic] {
    switch parseTrace(text) {
    case .success: []
    case .failure(let failure): failure.diagnostics
    }
}

/// `PATH: message` or `LINE:COL: message`: a diagnostic as `formatted(file:)` prints it,
/// without the file.
func describe(_ diagnostic: TraceDiagnostic) -> String {
    let formatted = diagnostic.formatted(file: "")
    switch diagnostic.location {
    case .position: return String(formatted.dropFirst())  // ":LINE:COL: message"
    case .path: return String(formatted.dropFirst(2))      // ": PATH: message"
    }
}
