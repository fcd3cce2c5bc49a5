import Testing
import TraceKit
@testable import KBReplayCLI

/// `--shard K/N`: the parts are disjoint and together are the unsharded run.
@Suite("--shard")
struct ShardTests {
    /// Every K of N over lists of 0...11 items: the parts, joined in order, are the list,
    /// and their sizes differ by at most one (⌊n/N⌋ or ⌈n/N⌉).
    @Test(arguments: [1, 2, 3, 4, 5, 7, 12])
    func thePartsJoinedAreTheWholeList(count: Int) {
        for n in 0...11 {
            let items = Array(0..<n)
            let parts = (1...count).map { Shard(index: $0, count: count).part(of: items) }
            #expect(parts.flatMap { $0 } == items)
            #expect(parts.allSatisfy { $0.count == n / count || $0.count == (n + count - 1) / count })
        }
    }

    @Test func partFourOfTenOfTwentyFiveIsPositionsSevenToNine() {
        // (4-1)·25/10 = 7.5 -> 7; 4·25/10 = 10: positions 7, 8, 9.
        #expect(Shard(index: 4, count: 10).part(of: Array(0..<25)) == [7, 8, 9])
    }

    @Test(arguments: [
        ("0/3", true), ("4/3", true), ("1/0", true), ("a/b", true), ("2", true), ("1/2/3", true), ("-1/2", true),
        ("1/1", false), ("3/3", false),
    ])
    func badValuesAreUsageErrors(text: String, bad: Bool) {
        let result = run(["check", "Traces", "--shard", text])
        if bad {
            #expect(result.code == .usage)
            #expect(result.errorLines.first == "error: invalid value '\(text)' for '--shard <k/n>': expected k/n with 1 <= k <= n, such as 2/4")
        } else {
            #expect(result.code != .usage)
        }
    }

    /// Seven traces, two of them failing, and an orphan golden: for several N, the status
    /// lines of the N shards are the unsharded run's, each trace exactly once.
    static func corpus() throws -> MemoryFileSystem {
        let fileSystem = MemoryFileSystem()
        for index in 1...7 {
            let name = "t\(index)"
            let text = exampleTrace(name: name, contentHeight: 2000 + 100 * index)
            fileSystem.addFile("Traces/\(name).trace.json", Array(text.utf8))
            // t3 and t6 have the golden of another content height: they fail.
            let golden = index % 3 == 0 ? exampleTrace(name: name, contentHeight: 1500) : text
            fileSystem.addFile("Traces/\(name).golden.jsonl", Array(try replayOutput(golden).utf8))
        }
        fileSystem.addFile("Traces/gone.golden.jsonl", Array(try replayOutput(exampleTrace(name: "gone")).utf8))
        return fileSystem
    }

    /// The lines naming a trace or an orphan, without the summary.
    static func statusLines(_ result: CLIRun) -> [String] {
        result.outputLines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("FAIL ") || $0.hasPrefix("ORPHAN ") }
    }

    @Test(arguments: [1, 2, 3, 4, 7, 9])
    func checkShardsTogetherAreTheUnshardedRun(count: Int) throws {
        let whole = run(["check", "Traces"], in: try Self.corpus())
        #expect(Self.statusLines(whole).count == 8)
        var lines: [String] = []
        var failures = 0
        for index in 1...count {
            let part = run(["check", "Traces", "--shard", "\(index)/\(count)"], in: try Self.corpus())
            lines += Self.statusLines(part)
            if part.code == .failure { failures += 1 }
        }
        #expect(lines.sorted() == Self.statusLines(whole).sorted())
        #expect(Set(lines).count == lines.count)
        #expect(failures >= 1)
        let last = run(["check", "Traces", "--shard", "\(count)/\(count)"], in: try Self.corpus())
        #expect(last.outputLines.last?.hasSuffix(count == 1 ? "orphan" : " (shard \(count)/\(count))") == true)
    }

    /// Each shard's JUnit report stands alone: its own test count, every trace of the shard.
    @Test func eachShardsJUnitReportCountsItsOwnTraces() throws {
        var total = 0
        for index in 1...3 {
            let part = run(["check", "Traces", "--shard", "\(index)/3", "--junit", "-"], in: try Self.corpus())
            let cases = part.output.components(separatedBy: "<testcase ").count - 1
            #expect(part.output.contains("<testsuites name=\"kbreplay check\" tests=\"\(cases)\""))
            total += cases
        }
        #expect(total == 7)
    }

    @Test(arguments: [2, 3, 8])
    func recordShardsTogetherWriteEveryGoldenOnce(count: Int) throws {
        let fileSystem = MemoryFileSystem()
        for index in 1...5 {
            fileSystem.addFile("Traces/t\(index).trace.json", Array(exampleTrace(name: "t\(index)").utf8))
        }
        var written: [String] = []
        for index in 1...count {
            let part = run(["record", "Traces", "--shard", "\(index)/\(count)"], in: fileSystem)
            #expect(part.code == .success)
            written += part.outputLines.filter { $0.hasPrefix("new ") }
        }
        #expect(written.sorted() == (1...5).map { "new        Traces/t\($0).golden.jsonl" })
    }

    /// Explore's runs split by index: 12 runs in 3 shards are 4 runs each, and the runs
    /// that broke each invariant add up to the unsharded tallies.
    @Test func exploreShardsAddUpToTheUnshardedRuns() {
        let whole = run(["explore", "--seed", "7", "--runs", "12", "--shrinks", "0"])
        var runs = 0
        var tallies: [String: Int] = [:]
        func add(_ result: CLIRun) {
            for line in result.outputLines where line.hasPrefix("  ") && line.hasSuffix(" runs") {
                let words = line.split(separator: " ")
                tallies[String(words[0]), default: 0] += Int(words[1]) ?? 0
            }
        }
        for index in 1...3 {
            let part = run(["explore", "--seed", "7", "--runs", "12", "--shrinks", "0", "--shard", "\(index)/3"])
            #expect(part.outputLines.first?.hasPrefix("seed 7 (shard \(index)/3): 4 runs, ") == true)
            runs += 4
            add(part)
        }
        var wholeTallies: [String: Int] = [:]
        swap(&tallies, &wholeTallies)
        add(whole)
        swap(&tallies, &wholeTallies)
        #expect(runs == 12)
        #expect(whole.outputLines.first?.hasPrefix("seed 7: 12 runs, ") == true)
        #expect(tallies == wholeTallies)
    }
}
