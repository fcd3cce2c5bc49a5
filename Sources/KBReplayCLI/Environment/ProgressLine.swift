/// One line of progress on standard error when it is a terminal (`Environment.progress`),
/// redrawn in place (`\r`, then erase to the end of the line) and erased before any other
/// output, so it never mixes with the results. Without a terminal it writes nothing.
struct ProgressLine {
    var output: (any ByteOutput)?
    /// Columns the text is cut to, so that it never wraps.
    var width = 78

    func show(_ text: String) {
        guard let output else { return }
        let shown = text.count > width ? String(text.prefix(width - 1)) + "…" : text
        try? output.write(Array(("\r\u{1B}[K" + shown).utf8))
    }

    func clear() {
        guard let output else { return }
        try? output.write(Array("\r\u{1B}[K".utf8))
    }
}
