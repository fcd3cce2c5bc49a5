import Handlers
import TraceKit

/// `kbreplay schema [-o FILE]`: the JSON Schema of the trace format, for editors.
struct SchemaCommand: Subcommand {
    static let spec = CommandSpec(
        name: "schema",
        abstract: "Print the JSON Schema (draft-07) of the trace format.",
        discussion: """
            The schema covers format version 1 with every built-in handler's config keys
            and event types, with descriptions and defaults. Point a trace at it for
            completion and checks in an editor: "$schema": "PATH/kbtrace.schema.json"
            (kbreplay ignores that key). The repository ships it as
            docs/kbtrace.schema.json. kbreplay's own checks go further (events sorted by
            time, drag order, keyboard frames against the screen): see docs/formats.md.
            """,
        arguments: [],
        options: [output])

    static let output = OptionKey(
        long: "--output", short: "-o", valueName: "file", help: "Write the schema to <file>, atomically, instead of\nstandard output ('-').")

    var outputPath: String?

    init(outputPath: String? = nil) {
        self.outputPath = outputPath
    }

    init(_ parsed: ParsedArguments, handlers: [HandlerKind]) throws(UsageError) {
        self.init(outputPath: try parsed[Self.output])
    }

    func run(in environment: Environment) -> ExitCode {
        let bytes = Array(TraceSchema.text(handlers: environment.handlers).utf8)
        do throws(IOFailure) {
            if let outputPath, outputPath != "-" {
                try environment.fileSystem.writeNamedFile(outputPath) { write throws(IOFailure) in try write(bytes) }
            } else {
                try environment.standardOutput.write(bytes)
            }
        } catch {
            environment.report(CommandFailure(error))
            return .ioError
        }
        return .success
    }
}
