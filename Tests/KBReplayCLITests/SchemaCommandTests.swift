import Handlers
import Testing
import TraceKit
@testable import KBReplayCLI

/// `kbreplay schema`: prints the generated schema, or writes it atomically.
@Suite struct SchemaCommandTests {
    @Test func printsTheGeneratedSchema() {
        let result = run(["schema"])
        #expect(result.code == .success)
        #expect(result.output == TraceSchema.text(handlers: HandlerKind.builtIn))
        #expect(result.errors.isEmpty)
    }

    @Test func writesTheSchemaToAFile() throws {
        let fileSystem = MemoryFileSystem()
        let result = run(["schema", "-o", "kbtrace.schema.json"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.output.isEmpty)
        let written = try fileSystem.readFile("kbtrace.schema.json")
        #expect(String(decoding: written, as: UTF8.self) == TraceSchema.text(handlers: HandlerKind.builtIn))
    }

    @Test func rejectsArgumentsAndListsItselfInHelp() {
        #expect(run(["schema", "extra"]).code == .usage)
        #expect(run(["help"]).output.contains("schema"))
        #expect(run(["schema", "--help"]).output.contains("JSON Schema"))
    }
}
