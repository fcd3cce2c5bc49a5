import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import KBReplayCLI

/// Traces a, b (golden differs from frame 0), c (no golden) and d (invalid), and a
/// glitch that violates two invariants.
private func mixedTraces() throws -> MemoryFileSystem {
    let fileSystem = try recordedTraces(["a", "b"])
    fileSystem.addFile("Traces/b.golden.jsonl", edited(fileSystem.text("Traces/b.golden.jsonl"), #""offset":1730,"#, #""offset":1730.5,"#))
    fileSystem.addFile("Traces/c.trace.json", Array(exampleTrace(name: "c").utf8))
    fileSystem.addFile("Traces/d.trace.json", Array(#"{"kbtrace": 1}"#.utf8))
    return fileSystem
}

private func attribute(_ element: XMLElement, _ name: String) -> String? {
    element.attribute(forName: name)?.stringValue
}

@Suite("check --junit and --json")
struct ReportTests {
    @Test func junitHasOneSuiteAndOneCasePerTraceWithFailuresAndErrors() throws {
        let fileSystem = try mixedTraces()
        let result = run(["check", "Traces", "--junit", "out/report.xml"], in: fileSystem)
        fileSystem.addFile("out/.keep", [])
        // The directory does not exist: the report cannot be written (74 outranks 65).
        #expect(result.code == .ioError)
        #expect(result.errors.contains("error: cannot write 'out/report.xml': No such file or directory"))

        let second = run(["check", "Traces", "--junit", "out/report.xml"], in: fileSystem)
        #expect(second.code == .dataError)
        // The console output stays.
        #expect(second.outputLines.first == "ok              Traces/a.trace.json")
        #expect(second.outputLines.last == "1 passed, 3 failed")

        let xml = try #require(fileSystem.files["out/report.xml"])
        let document = try XMLDocument(data: Data(xml), options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 1)
        let suite = try #require(suites.first)
        #expect(attribute(suite, "tests") == "4")
        #expect(attribute(suite, "failures") == "2")
        #expect(attribute(suite, "errors") == "1")
        // The clock moves 0.25 s a reading: the run starts at 0, each trace takes two
        // readings (0.25 s), the run ends at 2.25.
        #expect(attribute(suite, "time") == "2.250")
        let cases = suite.elements(forName: "testcase")
        #expect(cases.map { attribute($0, "name") } == ["a", "b", "c", "d"])
        #expect(cases.map { attribute($0, "classname") } == ["Traces", "Traces", "Traces", "Traces"])
        #expect(cases.map { attribute($0, "file") } == ["Traces/a.trace.json", "Traces/b.trace.json", "Traces/c.trace.json", "Traces/d.trace.json"])
        #expect(cases.map { attribute($0, "time") } == ["0.250", "0.250", "0.250", "0.250"])
        #expect(cases[0].children?.isEmpty ?? true)

        let failure = try #require(cases[1].elements(forName: "failure").first)
        let firstDifference = "Traces/b.golden.jsonl: frame 0 (t 0) differs: offset expected 1730.5, actual 1730 (tolerance 0.01)"
        #expect(attribute(failure, "message") == firstDifference)
        #expect(attribute(failure, "type") == "fail")
        #expect(failure.stringValue?.hasPrefix(firstDifference + "\n") == true)
        #expect(failure.stringValue?.contains("actual output saved to Traces/b.golden.jsonl.new") == true)

        let missing = try #require(cases[2].elements(forName: "failure").first)
        #expect(attribute(missing, "message") == "no golden at Traces/c.golden.jsonl")
        #expect(attribute(missing, "type") == "missing-golden")

        let error = try #require(cases[3].elements(forName: "error").first)
        #expect(attribute(error, "type") == "invalid-trace")
        #expect(attribute(error, "message")?.hasPrefix("Traces/d.trace.json: ") == true)
        #expect(cases[3].elements(forName: "failure").isEmpty)
    }

    @Test func junitListsViolations() throws {
        let fileSystem = MemoryFileSystem(files: ["Traces/glitch.trace.json": glitchTrace()])
        _ = run(["check", "--invariants-only", "Traces", "--junit", "r.xml"], in: fileSystem)
        let bytes = try #require(fileSystem.files["r.xml"])
        let document = try XMLDocument(data: Data(bytes), options: [])
        let failure = try #require(document.rootElement()?.elements(forName: "testsuite").first?
            .elements(forName: "testcase").first?.elements(forName: "failure").first)
        #expect(attribute(failure, "type") == "violation")
        let body = failure.stringValue ?? ""
        #expect(body.components(separatedBy: "\n").filter { $0.hasPrefix("violation: ") }.count == 2)
        #expect(attribute(failure, "message") == body.components(separatedBy: "\n").first)
    }

    @Test func escapingKeepsTheXMLWellFormed() throws {
        #expect(JUnitReport.attribute("a<b>&\"c\"\nd\u{1}") == "a&lt;b&gt;&amp;&quot;c&quot;&#10;d\u{FFFD}")
        #expect(JUnitReport.text("x < y\n& \"z\"") == "x &lt; y\n&amp; \"z\"")
        #expect(JUnitReport.seconds(0) == "0.000")
        #expect(JUnitReport.seconds(1.2345) == "1.235")
        #expect(JUnitReport.seconds(12.04) == "12.040")
    }

    @Test func jsonHasOneObjectPerTrace() throws {
        let fileSystem = try mixedTraces()
        let result = run(["check", "Traces", "--json", "report.json"], in: fileSystem)
        #expect(result.code == .dataError)
        let data = Data(try #require(fileSystem.files["report.json"]))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["passed"] as? Int == 1)
        #expect(root["failed"] as? Int == 3)
        let traces = try #require(root["traces"] as? [[String: Any]])
        #expect(traces.map { $0["name"] as? String } == ["a", "b", "c", "d"])
        #expect(traces.map { $0["verdict"] as? String } == ["ok", "fail", "missing-golden", "invalid-trace"])
        #expect(traces.map { $0["duration"] as? Double } == [0.25, 0.25, 0.25, 0.25])
        // 1.2 s at 60 fps: frames 0 to 72.
        #expect(traces.map { $0["frames"] as? Int } == [73, 73, 73, nil])
        #expect(traces[0]["firstDifference"] is NSNull)
        let difference = try #require(traces[1]["firstDifference"] as? [String: Any])
        #expect(difference["frame"] as? Int == 0)
        let fields = try #require(difference["fields"] as? [[String: String]])
        #expect(fields == [["field": "offset", "expected": "1730.5", "actual": "1730"]])
        #expect((traces[1]["violations"] as? [String]) == [])
    }

    @Test func jsonListsViolations() throws {
        let fileSystem = MemoryFileSystem(files: ["Traces/glitch.trace.json": glitchTrace()])
        _ = run(["check", "--invariants-only", "Traces", "--json", "r.json"], in: fileSystem)
        let bytes = try #require(fileSystem.files["r.json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let trace = try #require((root["traces"] as? [[String: Any]])?.first)
        #expect(trace["verdict"] as? String == "violation")
        let violations = try #require(trace["violations"] as? [String])
        #expect(violations.map { $0.components(separatedBy: ":").first } == ["content-not-covered", "no-blank-gap-at-rest"])
    }

    @Test func reportsAreWrittenAtomically() throws {
        let fileSystem = try recordedTraces(["a"])
        _ = run(["check", "Traces", "--junit", "r.xml", "--json", "r.json"], in: fileSystem)
        #expect(fileSystem.operations == [
            "create .r.xml.tmp-1", "rename .r.xml.tmp-1 -> r.xml",
            "create .r.json.tmp-2", "rename .r.json.tmp-2 -> r.json",
        ])
    }

    @Test func aReportOnStandardOutputMovesTheConsoleToStandardError() throws {
        let fileSystem = try recordedTraces(["a"])
        let result = run(["check", "Traces", "--json", "-"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.errorLines == ["ok              Traces/a.trace.json", launchComposerInvariants, "1 passed, 0 failed"])
        #expect(result.output.hasPrefix("{\"kbreport\":1,"))
        #expect(run(["check", "Traces", "--json", "-", "--junit", "-"], in: fileSystem).code == .usage)
    }

    @Test func reportOptionsParse() throws {
        #expect(try Command.parse(["check", "T", "--junit", "j.xml", "--json=r.json"])
            == .run(CheckCommand(paths: ["T"], junitPath: "j.xml", jsonPath: "r.json")))
    }
}
