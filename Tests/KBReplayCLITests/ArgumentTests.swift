import Testing
@testable import KBReplayCLI

@Suite("The command line parses like swift-argument-parser's")
struct ArgumentTests {
    @Test(arguments: [
        (["check", "a.trace.json", "--tolerance", "0.5"], Command.run(CheckCommand(paths: ["a.trace.json"], tolerance: 0.5))),
        (["check", "--tolerance=0.5", "a.trace.json", "b"], .run(CheckCommand(paths: ["a.trace.json", "b"], tolerance: 0.5))),
        (["check", "--", "--tolerance"], .run(CheckCommand(paths: ["--tolerance"]))),
        (["check", "-"], .run(CheckCommand(paths: ["-"]))),
        (["replay", "t.json", "-o", "out"], .run(ReplayCommand(tracePath: "t.json", outputPath: "out"))),
        (["replay", "--output=out", "--all-frames", "t.json"], .run(ReplayCommand(tracePath: "t.json", outputPath: "out", allFrames: true))),
        (["replay", "t.json", "--output", "-o"], .run(ReplayCommand(tracePath: "t.json", outputPath: "-o"))),
        (["record", "Traces", "x.trace.json"], .run(RecordCommand(paths: ["Traces", "x.trace.json"]))),
        (["--help"], .help(subcommand: nil)),
        (["-h"], .help(subcommand: nil)),
        (["help"], .help(subcommand: nil)),
        (["help", "record"], .help(subcommand: "record")),
        (["help", "import", "console"], .help(subcommand: "import")),
        (["check", "x", "-h"], .help(subcommand: "check")),
        (["replay", "--bogus", "--help"], .help(subcommand: "replay")),
        (["check", "--", "-h"], .run(CheckCommand(paths: ["-h"]))),
        (["--version"], .version),
    ] as [([String], Command)])
    func parses(arguments: [String], command: Command) throws {
        #expect(try Command.parse(arguments) == command)
    }

    /// Usage errors: the message, and the hint line when there is one.
    @Test(arguments: [
        (["chek", "x"], "error: unknown subcommand 'chek'", "Did you mean 'check'?"),
        (["recrod"], "error: unknown subcommand 'recrod'", "Did you mean 'record'?"),
        (["help", "chekc"], "error: unknown subcommand 'chekc'", "Did you mean 'check'?"),
        (["check", "x", "--tolerence", "1"], "error: unknown option '--tolerence'", "Did you mean '--tolerance'?"),
        (["check", "x", "-tolerance=1"], "error: unknown option '-tolerance=1'", "Did you mean '--tolerance'?"),
        (["check", "x", "--tol", "1"], "error: unknown option '--tol'", "Did you mean '--tolerance'?"),
        (["replay", "x", "--allframes"], "error: unknown option '--allframes'", "Did you mean '--all-frames'?"),
        (["replay", "x", "--ouput", "y"], "error: unknown option '--ouput'", "Did you mean '--output'?"),
        (["record", "x", "--zzz"], "error: unknown option '--zzz'", nil),
        (["--verison"], "error: unknown option '--verison'", "Did you mean '--version'?"),
        (["check", "x", "--tolerance"], "error: missing value for '--tolerance <x>'", nil),
        (["check", "x", "--tolerance", "abc"], "error: invalid value 'abc' for '--tolerance <x>': expected a number of at least 0", nil),
        (["check", "x", "--tolerance=-1"], "error: invalid value '-1' for '--tolerance <x>': expected a number of at least 0", nil),
        (["check", "x", "--tolerance", "nan"], "error: invalid value 'nan' for '--tolerance <x>': expected a number of at least 0", nil),
        // Decimal only: `Double` reads these as 16, 8 and infinity.
        (["check", "x", "--tolerance", "0x10"], "error: invalid value '0x10' for '--tolerance <x>': expected a number of at least 0", nil),
        (["check", "x", "--tolerance", "0x1p3"], "error: invalid value '0x1p3' for '--tolerance <x>': expected a number of at least 0", nil),
        (["check", "x", "--tolerance", "infinity"], "error: invalid value 'infinity' for '--tolerance <x>': expected a number of at least 0", nil),
        (["check", "x", "--tolerance", "1."], "error: invalid value '1.' for '--tolerance <x>': expected a number of at least 0", nil),
        (["record", "x", "--failed", "--tolerance", "0x10"], "error: invalid value '0x10' for '--tolerance <x>': expected a number of at least 0", nil),
        (["explore", "--seed", "1", "--seconds", "0x10"], "error: invalid value '0x10' for '--seconds <n>': expected a number greater than 0", nil),
        (["check"], "error: missing expected argument '<path> ...'", nil),
        (["record"], "error: missing expected argument '<path> ...'", nil),
        (["replay"], "error: missing expected argument '<trace>'", nil),
        (["replay", "a", "b"], "error: unexpected argument 'b'", nil),
        (["replay", "a", "--all-frames=yes"], "error: '--all-frames' does not take a value", nil),
        (["help", "check", "record"], "error: unexpected argument 'record'", nil),
        (["help", "import", "consol"], "error: unexpected argument 'consol'", nil),
        (["help", "import", "console", "x"], "error: unexpected argument 'x'", nil),
    ] as [([String], String, String?)])
    func usageErrorsExit64WithAPointerToHelp(arguments: [String], message: String, hint: String?) {
        expectUsageError(run(arguments), message: message, hint: hint)
    }

    /// No subcommand, or one unlike any: the hint lists them (apart from the cases above,
    /// whose arguments `swift test` prints: this list would make a line of 300 characters).
    @Test func aMissingOrUnknownSubcommandListsThem() {
        let list = "Subcommands: replay, check, record, explore, accept, import, plot, schema, view, device, compare, help."
        expectUsageError(run([]), message: "error: missing subcommand", hint: list)
        expectUsageError(run(["frobnicate"]), message: "error: unknown subcommand 'frobnicate'", hint: list)
    }

    private func expectUsageError(_ result: CLIRun, message: String, hint: String?) {
        #expect(result.code == .usage)
        #expect(result.output == "")
        let lines = result.errorLines
        #expect(lines.first == message)
        if let hint { #expect(lines.dropFirst().first == hint) }
        #expect(lines.last?.hasPrefix("  See 'kbreplay") == true)
        #expect(lines.last?.hasSuffix("--help' for more information.") == true)
    }

    @Test func theUsageLineNamesTheCommand() {
        let result = run(["check", "x", "--tolerence=2"])
        #expect(result.errors == """
            error: unknown option '--tolerence'
            Did you mean '--tolerance'?
            Usage: kbreplay check <path> ... [--tolerance <x>] [--invariants-only] [--filter <text>] [--strict] [--junit <file>] [--json <file>] [--report <dir>] [--verbose] [--shard <k/n>] [--color <when>] [--jobs <n>]
              See 'kbreplay check --help' for more information.

            """)
    }

    @Test(arguments: [
        ("--tolerence", ["--tolerance", "--help", "-h"], "--tolerance"),
        ("--hlep", ["--tolerance", "--help", "-h"], "--help"),
        ("-x", ["--tolerance", "--help", "-h"], "-h"),
        ("--zzzzzz", ["--tolerance", "--help", "-h"], nil),
        ("rec", ["replay", "check", "record", "help"], "record"),
        ("replya", ["replay", "check", "record", "help"], "replay"),
    ] as [(String, [String], String?)])
    func suggestsTheClosestName(input: String, candidates: [String], suggestion: String?) {
        #expect(Suggestion.closest(to: input, among: candidates) == suggestion)
    }

    @Test(arguments: [("kitten", "sitting", 3), ("", "abc", 3), ("flaw", "lawn", 2), ("same", "same", 0), ("chekc", "check", 1), ("ca", "abc", 3)])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(a, b) == distance)
    }
}

@Suite("Help and version")
struct HelpTests {
    @Test func rootHelpListsTheSubcommands() {
        let result = run(["--help"])
        #expect(result.code == .success)
        #expect(result.errors == "")
        #expect(result.output.hasPrefix("OVERVIEW: Replay iOS keyboard traces and compare their frames with goldens.\n\nUSAGE: kbreplay <subcommand>\n"))
        for section in ["OPTIONS:", "SUBCOMMANDS:", "  --version ", "  -h, --help ", "  replay ", "  check ", "  record ", "  help "] {
            #expect(result.output.contains(section), "missing \(section)")
        }
        #expect(run(["help"]).output == result.output)
    }

    @Test(arguments: ["replay", "check", "record", "plot"])
    func everySubcommandHasHelp(name: String) {
        let result = run([name, "--help"])
        #expect(result.code == .success)
        #expect(result.output.hasPrefix("OVERVIEW: "))
        for section in ["\nUSAGE: kbreplay \(name) ", "\nARGUMENTS:\n", "\nOPTIONS:\n", "  -h, --help "] {
            #expect(result.output.contains(section), "missing \(section)")
        }
        #expect(run(["help", name]).output == result.output)
        #expect(run([name, "-h"]).output == result.output)
    }

    @Test func checkHelpShowsItsOptionsAndExitCodes() {
        let output = run(["help", "check"]).output
        #expect(output.contains("USAGE: kbreplay check <path> ... [--tolerance <x>] [--invariants-only] [--filter <text>] [--strict] [--junit <file>] [--json <file>] [--report <dir>] [--verbose] [--shard <k/n>] [--color <when>] [--jobs <n>]\n"))
        #expect(output.contains("  --tolerance <x>         The largest difference allowed between numbers, in\n"))
        #expect(output.contains("the first of 64, 74, 65, 1."))
    }

    /// A required option is shown without brackets; the others with.
    @Test func exploreUsageShowsTheSeedAsRequired() {
        #expect(run(["help", "explore"]).output.contains("\nUSAGE: kbreplay explore --seed <s> [--handler <name>] [--platform <p>] [--runs <n>]"))
    }

    /// Run as `swift run my-replay`, help and usage errors name it so.
    @Test func helpAndUsageNameTheProgramAsRun() {
        let help = run(["help", "explore"]) { $0.programName = "swift run my-replay" }
        #expect(help.output.contains("\nUSAGE: swift run my-replay explore --seed <s> [--handler <name>]"))
        #expect(!help.output.contains("USAGE: kbreplay"))
        let wrong = run(["check", "--tolerence", "1"]) { $0.programName = "swift run my-replay" }
        #expect(wrong.errors.contains("\nUsage: swift run my-replay check <path> ..."))
        #expect(wrong.errors.contains("See 'swift run my-replay check --help'"))
    }

    /// Every command to type that help, a usage error or a hint shows names the program as
    /// run: the root's examples and pointer to help, a discussion's commands, a hint, the
    /// usage errors of options read after parsing; "the kbreplay repository" stays.
    @Test func everyCommandToTypeNamesTheProgramAsRun() {
        let program = "swift run my-replay"
        let root = run(["help"]) { $0.programName = program }.output
        #expect(root.contains("\nUSAGE: swift run my-replay <subcommand>\n"))
        #expect(root.contains("\n  See 'swift run my-replay help <subcommand>' for detailed help.\n"))
        #expect(root.contains("\n  swift run my-replay check Traces --filter pin "))
        #expect(root.contains("\nREFERENCE (in the kbreplay repository):\n"))
        #expect(!root.contains("kbreplay check"))
        let check = run(["help", "check"]) { $0.programName = program }.output
        #expect(check.contains("for review ('swift run my-replay accept' takes it as the golden)"))
        let replay = run(["help", "replay"]) { $0.programName = program }.output
        #expect(replay.contains("\nkbreplay repository).\n"))
        let seedless = run(["explore"]) { $0.programName = program }
        #expect(seedless.errorLines.count == 4)
        #expect(seedless.errorLines.first == "error: missing '--seed <s>'")
        #expect(seedless.errorLines.dropFirst().first == "Any integer will do: 'swift run my-replay explore --seed 1'.")
        #expect(seedless.errorLines.dropFirst(2).first?.hasPrefix("Usage: swift run my-replay explore --seed <s> [--handler <name>] ") == true)
        #expect(seedless.errorLines.last == "  See 'swift run my-replay explore --help' for more information.")
        // An option read after parsing (plot's --from past the trace's end) is a usage error too.
        let files = MemoryFileSystem(files: ["Traces/a.trace.json": exampleTrace(name: "a")])
        let late = run(["plot", "Traces/a.trace.json", "--from", "5", "-o", "a.svg"], in: files) { $0.programName = program }
        #expect(late.code == .usage)
        #expect(late.errorLines.last == "  See 'swift run my-replay plot --help' for more information.")
    }

    @Test func versionIs010() {
        let result = run(["--version"])
        #expect(result.code == .success)
        #expect(result.output == "0.1.0\n")
    }
}

@Suite("Numbers on the command line")
struct DecimalNumberTests {
    @Test(arguments: [
        ("0", 0.0), ("16", 16), ("0.01", 0.01), (".5", 0.5), ("-1", -1), ("+2.5", 2.5), ("1e-2", 0.01), ("2E3", 2000),
    ] as [(String, Double)])
    func decimalNumbersAreRead(text: String, value: Double) {
        #expect(DecimalNumber.parse(text) == value)
    }

    @Test(arguments: ["0x10", "0x1p3", "inf", "nan", "infinity", "1.", ".", "", " 1", "1 ", "1e", "1e+", "--1", "1_000", "١"])
    func anythingElseIsNot(text: String) {
        #expect(DecimalNumber.parse(text) == nil)
    }
}
