import Testing
import TraceKit
@testable import KBReplayCLI

/// `check -j N` and `record -j N` work on traces in parallel and print what a serial run
/// prints, in the same order, with the same files and exit code.
@Suite("-j: parallel check and record")
struct ParallelRunTests {
    /// Twelve traces of every kind: passing, differing, without a golden, invalid, with
    /// an invalid golden, and with a violation they do not expect; in two folders.
    func mixedCorpus() throws -> MemoryFileSystem {
        let fileSystem = MemoryFileSystem()
        for index in 0..<12 {
            let folder = index < 6 ? "Traces" : "Traces/more"
            let name = "t\(index)"
            let trace = exampleTrace(name: name, contentHeight: 2000 + 37 * index)
            fileSystem.addFile("\(folder)/\(name).trace.json", Array(trace.utf8))
            let golden = try replayOutput(trace)
            switch index % 6 {
            case 1: fileSystem.addFile("\(folder)/\(name).golden.jsonl", edited(golden, #""composerH":48,"#, #""composerH":47,"#))
            case 2: break
            case 3: fileSystem.addFile("\(folder)/\(name).trace.json", Array(#"{"kbtrace":1,"name":3}"#.utf8))
            case 4: fileSystem.addFile("\(folder)/\(name).golden.jsonl", Array("{\"kbframes\":1}\n".utf8))
            default: fileSystem.addFile("\(folder)/\(name).golden.jsonl", Array(golden.utf8))
            }
        }
        return fileSystem
    }

    /// Runs `arguments` on a fresh corpus; returns the run and the files afterwards.
    func runOnCorpus(_ arguments: [String]) throws -> (CLIRun, [String: [UInt8]]) {
        let fileSystem = try mixedCorpus()
        let result = run(arguments, in: fileSystem) { $0.clock = { 0 } }
        return (result, fileSystem.files)
    }

    @Test(arguments: [["check", "Traces"], ["check", "Traces", "nothing-here", "--json", "-"],
                      ["record", "Traces"], ["record", "--failed", "Traces"], ["record", "--missing", "Traces", "nothing-here"]])
    func theSameOutputFilesAndCodeAsOneJob(_ arguments: [String]) throws {
        let (serial, serialFiles) = try runOnCorpus(arguments + ["-j", "1"])
        // Not a pass-through: the serial run saw every kind of result.
        #expect(serial.code != .success)
        #expect(serial.outputLines.count >= 4)
        for jobs in ["2", "3", "8"] {
            let (parallel, parallelFiles) = try runOnCorpus(arguments + ["-j", jobs])
            #expect(parallel.code == serial.code)
            #expect(parallel.output == serial.output)
            #expect(parallel.errors == serial.errors)
            #expect(parallelFiles == serialFiles)
        }
    }

    @Test func checkPrintsInThePathsOrder() throws {
        let fileSystem = try mixedCorpus()
        let result = run(["check", "Traces", "-j", "4"], in: fileSystem)
        let paths = result.outputLines.dropLast().map { String($0.split(separator: " ").last ?? "") }
            .filter { $0.hasSuffix(".trace.json") }
        #expect(paths == [
            "Traces/more/t10.trace.json", "Traces/more/t11.trace.json", "Traces/more/t6.trace.json",
            "Traces/more/t7.trace.json", "Traces/more/t8.trace.json", "Traces/more/t9.trace.json",
            "Traces/t0.trace.json", "Traces/t1.trace.json", "Traces/t2.trace.json", "Traces/t3.trace.json",
            "Traces/t4.trace.json", "Traces/t5.trace.json",
        ])
        #expect(result.outputLines.last == "4 passed, 8 failed")
    }

    @Test func theDefaultIsTheEnvironmentsProcessorCount() throws {
        let fileSystem = try mixedCorpus()
        let serial = run(["check", "Traces", "-j", "1"], in: fileSystem)
        let byDefault = run(["check", "Traces"], in: try mixedCorpus()) { $0.processorCount = 4 }
        #expect(byDefault.output == serial.output)
        #expect(JobCount().count(in: Environment(
            standardOutput: MemoryOutput(), standardError: MemoryOutput(), fileSystem: fileSystem, processorCount: 3)) == 3)
    }

    @Test(arguments: ["0", "-2", "two", ""])
    func aBadJobCountIsAUsageError(_ value: String) {
        let result = run(["check", "Traces", "-j", value])
        #expect(result.code == .usage)
        #expect(result.errorLines.first == "error: invalid value '\(value)' for '--jobs <n>': expected a whole number of at least 1")
    }

    @Test func orderedParallelDeliversEveryIndexOnceInOrder() {
        for jobs in [1, 2, 5] {
            var delivered: [Int] = []
            OrderedParallel.run(count: 200, jobs: jobs) { index in
                // Uneven work, so that later indexes often finish first.
                var sum = 0
                for step in 0..<((200 - index) * 50) { sum &+= step }
                return (index, sum)
            } deliver: { index, result in
                #expect(result.0 == index)
                delivered.append(index)
            }
            #expect(delivered == Array(0..<200))
        }
    }
}
