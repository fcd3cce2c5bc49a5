/// Reads `NAME.trace.json` files: strict JSON, then every rule of `trace-format.md`.
public enum TraceParser {
    /// Parses and validates a trace. A syntax error ends the parse (one diagnostic);
    /// otherwise every validation error in the file, in document order.
    public static func parse(_ bytes: [UInt8]) -> Result<Trace, TraceDiagnostics> {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            let diagnostic = TraceDiagnostic(location: .position(error.position), message: error.message)
            return .failure(TraceDiagnostics(diagnostics: [diagnostic]))
        }
        return TraceDecoder.decode(root)
    }
}
