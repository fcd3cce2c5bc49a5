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
        // The events are decoded as the document is read (`EventListReader`), unless a
        // member they depend on comes after them: then they are read from the tape.
        let streamed = JSONParser.withDocument(bytes, listReader: EventListReader(handlers: handlers)) { document, reader in
            reader.isInOrder(root: document.root) ? TraceDecoder.decode(document.root, handlers: handlers, reader: reader) : nil
        }
        let decoded: Result<Result<Trace, TraceDiagnostics>, JSONSyntaxError>
        switch streamed {
        case .success(let result?): decoded = .success(result)
        case .success(nil): decoded = JSONParser.withDocument(bytes) { TraceDecoder.decode($0.root, handlers: handlers) }
        case .failure(let error): decoded = .failure(error)
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
