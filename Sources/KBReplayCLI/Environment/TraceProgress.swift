import TraceKit

/// The progress line of `check` and `record` over a list of traces: it names the trace
/// whose result is printed next, and is erased before each result is printed.
final class TraceProgress {
    private let line: ProgressLine
    private let verb: String
    private let items: [Result<TraceFile, TraceFiles.Problem>]
    private var showing = false

    init(_ line: ProgressLine, verb: String, items: [Result<TraceFile, TraceFiles.Problem>]) {
        self.line = line
        self.verb = verb
        self.items = items
    }

    /// `check 3/40 Traces/a.trace.json`, if item `index` is a trace.
    func show(_ index: Int) {
        clear()
        guard index < items.count, case .success(let file) = items[index] else { return }
        line.show("\(verb) \(index + 1)/\(items.count) \(FileName.shown(file.path))")
        showing = true
    }

    /// Erases the line, if one is shown.
    func clear() {
        if showing { line.clear() }
        showing = false
    }
}

extension OrderedParallel {
    /// Works on the traces among `items` on `jobs` threads and delivers every item's
    /// result (or its problem) in order, with `verb`'s progress line on the environment's
    /// progress output; `work` gets an environment safe to share between threads.
    static func run<Result>(
        _ items: [Swift.Result<TraceFile, TraceFiles.Problem>], verb: String, jobs: JobCount, in environment: Environment,
        work: @Sendable (TraceFile, Environment) -> Result, deliver: (Swift.Result<Result, TraceFiles.Problem>) -> Void
    ) {
        let jobs = jobs.count(in: environment)
        // An environment made for concurrent use (its file system and clock behind locks;
        // workers print nothing) may be shared: the compiler cannot see that, so it is
        // handed over as such.
        let worker = SharedEnvironment(jobs > 1 ? environment.forConcurrentUse() : environment)
        let progress = TraceProgress(ProgressLine(output: environment.progress), verb: verb, items: items)
        progress.show(0)
        run(count: items.count, jobs: jobs) { index in
            items[index].map { work($0, worker.environment) }
        } deliver: { index, item in
            progress.clear()
            deliver(item)
            progress.show(index + 1)
        }
    }
}

/// An environment shared by the workers of a parallel run, on the word of
/// `Environment.forConcurrentUse()` that this is safe.
private struct SharedEnvironment: @unchecked Sendable {
    let environment: Environment
    init(_ environment: Environment) { self.environment = environment }
}
