import TraceKit

extension HTMLReport {
    /// The folder of the views, inside the report's.
    static let viewFolder = "views"

    /// Writes `views/NAME.html`, `kbreplay view`'s page, for each trace that can be
    /// replayed, with its golden when it reads; returns each result's page path (relative
    /// to the report), `nil` where there is none.
    func writeViews(to directory: String, in environment: Environment) throws(IOFailure) -> [String?] {
        let replayable = summary.results.map { result in
            [.invalidTrace, .error].contains(result.outcome) ? nil : result.name
        }
        var paths: [String?] = []
        var created = false
        for (result, name) in zip(summary.results, Self.fileNames(replayable, taken: [])) {
            guard let name, case .success(let trace) = environment.loadTrace(result.path) else {
                paths.append(nil)
                continue
            }
            var golden: StreamedGolden?
            if case .success(let loaded) = StreamedGolden.open(TraceFile(path: result.path).goldenPath, in: environment) {
                golden = loaded
            }
            if !created {
                try environment.fileSystem.createDirectory(Path.join(directory, Self.viewFolder))
                created = true
            }
            let path = Self.viewFolder + "/" + name
            let page = ViewPage(view: PhoneView(trace: trace, golden: golden, tolerance: tolerance))
            try environment.fileSystem.writeAtomically(Path.join(directory, path)) { write throws(IOFailure) in
                try page.write { piece throws(IOFailure) in try write(Array(piece.utf8)) }
            }
            paths.append(path)
        }
        return paths
    }
}
