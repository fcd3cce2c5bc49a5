import Handlers

/// Reads `NAME.trace.json` files: strict JSON, then every rule of `docs/formats.md`.
public enum TraceParser {
    /// Parses and validates a trace. A syntax error ends the parse (one diagnostic);
    /// otherwise every validation error in the file, in document order. A file larger
    /// than `Limits.maximumFileBytes` is not parsed at all (one diagnostic).
    ///
    /// - Parameter handlers: the handlers a trace may name in `handler` (the built-in
    ///   ones by default; add your own `HandlerKind` to replay traces through it).
    public static func parse(
        _ bytes: [UInt8], handlers: [HandlerKind] = HandlerKind.builtIn
    ) -> Result<Trace, TraceDiagnostics> {
        guard bytes.count <= Limits.maximumFileBytes else {
            return .failure(TraceDiagnostics(diagnostics: [tooLarge(size: bytes.count)]))
        }
        let decoded = JSONParser.withDocument(bytes) { document in
            TraceDecoder.decode(document.root, handlers: handlers)
        }
        switch decoded {
        case .success(let result):
            return result
        case .failure(let error):
            let diagnostic = TraceDiagnostic(location: .position(error.position), message: error.message)
            return .failure(TraceDiagnostics(diagnostics: [diagnostic]))
        }
    }

    /// The diagnostic for a trace file over `Limits.maximumFileBytes`, of `size` bytes
    /// (`nil`: larger than the limit, size unknown). It is about the whole file.
    public static func tooLarge(size: Int?) -> TraceDiagnostic {
        TraceDiagnostic(location: .path(""), message: Limits.fileTooLargeMessage(size: size))
    }
}
