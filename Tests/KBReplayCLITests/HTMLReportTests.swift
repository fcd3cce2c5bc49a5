import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import KBReplayCLI

/// Traces a (passes), b (its golden's offset differs at frame 0), glitch (violations)
/// and bad (invalid), with goldens for a, b and glitch.
private func reportTraces() throws -> MemoryFileSystem {
    let fileSystem = try recordedTraces(["a", "b"])
    fileSystem.addFile("Traces/b.golden.jsonl", edited(fileSystem.text("Traces/b.golden.jsonl"), #""offset":1730,"#, #""offset":1730.5,"#))
    fileSystem.addFile("Traces/glitch.trace.json", Array(glitchTrace().utf8))
    fileSystem.addFile("Traces/glitch.golden.jsonl", Array(try replayOutput(glitchTrace()).utf8))
    fileSystem.addFile("Traces/bad.trace.json", Array(#"{"kbtrace": 1}"#.utf8))
    return fileSystem
}

/// The text of every element named `name` under `root`.
private func texts(_ name: String, in root: XMLElement) -> [String] {
    elements(name, in: root).map { $0.stringValue ?? "" }
}

@Suite("check --report")
struct HTMLReportTests {
    @Test func writesAnIndexAndAPagePerFailingTrace() throws {
        let fileSystem = try reportTraces()
        let result = run(["check", "Traces", "--report", "out/report"], in: fileSystem)
        // bad is invalid (65), which outranks the failures; the console is as without --report.
        #expect(result.code == .dataError)
        #expect(result.outputLines.last == "1 passed, 3 failed")
        let written = fileSystem.files.keys.filter { $0.hasPrefix("out/") }.sorted()
        // A view for each trace that replays (bad does not).
        #expect(written == ["out/report/b.html", "out/report/bad.html", "out/report/glitch.html", "out/report/index.html",
                            "out/report/views/a.html", "out/report/views/b.html", "out/report/views/glitch.html"])
        #expect(fileSystem.operations.filter { $0.hasPrefix("mkdir") } == ["mkdir out", "mkdir out/report", "mkdir out/report/views"])
        #expect(fileSystem.operations.last?.hasSuffix(" -> out/report/index.html") == true, "the index is written last")

        let index = try parsedXML(try #require(fileSystem.text("out/report/index.html")))
        let rows = elements("tr", in: index).dropFirst()
        #expect(rows.map { texts("span", in: $0).first } == ["ok", "FAIL", "INVALID", "VIOLATION"])
        #expect(elements("a", in: index).compactMap { link in link.attributes?.first { $0.name == "href" }?.stringValue }
            == ["b.html", "bad.html", "glitch.html", "views/a.html", "b.html", "views/b.html", "bad.html", "glitch.html", "views/glitch.html"])
        #expect(texts("h2", in: index) == ["Not passing", "All traces"])
        #expect(texts("p", in: index).contains("1 passed, 3 failed"))
    }

    @Test func aFailingPageHasTheFirstDifferenceAndThePlot() throws {
        let fileSystem = try reportTraces()
        _ = run(["check", "Traces", "--report", "out"], in: fileSystem)
        let page = try #require(fileSystem.text("out/b.html"))
        let root = try parsedXML(page)
        #expect(texts("h2", in: root) == ["First difference", "Report", "Around the first difference", "Frames"])
        let cells = elements("td", in: root).map { $0.stringValue ?? "" }
        #expect(cells == ["offset", "1730.5", "1730"])
        let svgs = elements("svg", in: root)
        #expect(svgs.count == 2)
        let svg = try #require(svgs.first)
        #expect(elements("title", in: svg).first?.stringValue == "kbreplay plot of b")
        // The first is zoomed on frames 0...24 (the difference is at frame 0, nothing before it).
        #expect(page.contains("frames 0...24 of "))
        #expect(page.contains("first difference, frame 0 (t 0): offset expected 1730.5, actual 1730"))
        #expect(elements("script", in: root).isEmpty)
    }

    @Test func aFailingPageLinksItsViewWhichOpensAtTheFirstDifference() throws {
        let fileSystem = try reportTraces()
        _ = run(["check", "Traces", "--report", "out"], in: fileSystem)
        let root = try parsedXML(try #require(fileSystem.text("out/b.html")))
        #expect(elements("a", in: root).compactMap { $0.attributes?.first { $0.name == "href" }?.stringValue } == ["index.html", "views/b.html"])
        // b's golden has its offset moved at frame 0: the view starts there, with the golden beside.
        let view = try #require(fileSystem.text("out/views/b.html"))
        #expect(view.contains("\ndiff:0\n"))
        #expect(!view.contains("\ng:null,"))
        #expect(try #require(fileSystem.text("out/views/a.html")).contains("\ndiff:-1\n"))
    }

    @Test func violationsAreListedAndShadedOnThePlot() throws {
        let fileSystem = try reportTraces()
        _ = run(["check", "Traces", "--report", "out"], in: fileSystem)
        let root = try parsedXML(try #require(fileSystem.text("out/glitch.html")))
        let items = texts("li", in: root)
        #expect(items.count == 2)
        #expect(items.allSatisfy { $0.hasPrefix("violation: ") })
        #expect(texts("text", in: root).contains("content-not-covered"))
    }

    @Test func anInvalidTracesPageHasItsErrorsAndNoPlot() throws {
        let fileSystem = try reportTraces()
        _ = run(["check", "Traces", "--report", "out"], in: fileSystem)
        let root = try parsedXML(try #require(fileSystem.text("out/bad.html")))
        #expect(elements("svg", in: root).isEmpty)
        #expect(texts("pre", in: root).first?.contains("Traces/bad.trace.json: ") == true)
    }

    @Test func isTheSameBytesEveryRun() throws {
        let fileSystem = try reportTraces()
        _ = run(["check", "Traces", "--report", "out"], in: fileSystem)
        let first = fileSystem.files.filter { $0.key.hasPrefix("out/") }
        _ = run(["check", "Traces", "--report", "out"], in: fileSystem)
        #expect(fileSystem.files.filter { $0.key.hasPrefix("out/") } == first)
    }

    @Test func pagesOfTracesWithTheSameNameDoNotCollide() throws {
        let fileSystem = try recordedTraces(["b"], in: "one")
        fileSystem.addFile("one/b.golden.jsonl", edited(fileSystem.text("one/b.golden.jsonl"), #""offset":1630,"#, #""offset":1631,"#))
        fileSystem.addFile("two/b.trace.json", Array(exampleTrace(name: "b").utf8))
        _ = run(["check", "one", "two", "--report", "out"], in: fileSystem)
        #expect(fileSystem.files["out/b.html"] != nil)
        #expect(fileSystem.files["out/b-2.html"] != nil)
    }

    @Test func aReportThatCannotBeWrittenIsAnIOError() throws {
        let fileSystem = try reportTraces()
        fileSystem.addFile("out", Array("a file".utf8))
        let result = run(["check", "Traces", "--report", "out"], in: fileSystem)
        #expect(result.code == .ioError)
        #expect(result.errors.contains("error: cannot create directory 'out': File exists"))
        let empty = run(["check", "Traces", "--report", ""], in: fileSystem)
        #expect(empty.code == .usage)
    }

    /// The zoomed plot's frames: 12 before the difference, 24 after, within the trace.
    @Test func theZoomWindowHoldsTheFramesAroundTheDifference() {
        #expect(HTMLReportPage.zoomWindow(around: 50, lastFrame: 120) == 38...74)
        #expect(HTMLReportPage.zoomWindow(around: 3, lastFrame: 120) == 0...27)
        #expect(HTMLReportPage.zoomWindow(around: 118, lastFrame: 120) == 106...120)
        #expect(HTMLReportPage.zoomWindow(around: 1, lastFrame: 1) == 0...1)
    }
}
