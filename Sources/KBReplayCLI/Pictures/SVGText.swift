/// Text for XML and HTML documents: escaping, and building elements as strings.
enum SVGText {
    /// `text` escaped for element content and attribute values in double quotes (the
    /// JUnit report's escaping: `&`, `<`, `>`, `"`, line breaks as references, characters
    /// XML forbids replaced).
    static func escaped(_ text: String) -> String { JUnitReport.attribute(text) }

    /// A coordinate or length: one decimal.
    static func n(_ x: Double) -> String { FixedDecimal.string(x, decimals: 1) }

    /// `<name a="1" b="2"/>`, or with content `<name ...>content</name>`; attributes in
    /// the order given, values escaped.
    static func element(_ name: String, _ attributes: [(String, String)], content: String? = nil) -> String {
        var text = "<" + name
        for (key, value) in attributes { text += " \(key)=\"\(escaped(value))\"" }
        guard let content else { return text + "/>" }
        return text + ">" + content + "</\(name)>"
    }

    /// A `<text>` element with escaped content.
    static func text(
        _ content: String, x: Double, y: Double, anchor: String = "start", size: Double = 12,
        fill: String = "#222222", weight: String? = nil
    ) -> String {
        var attributes = [("x", n(x)), ("y", n(y)), ("font-size", n(size)), ("fill", fill)]
        if anchor != "start" { attributes.append(("text-anchor", anchor)) }
        if let weight { attributes.append(("font-weight", weight)) }
        return element("text", attributes, content: escaped(content))
    }

    /// A rough width of `text` in the plot's sans-serif font: for placing labels.
    static func width(_ text: String, size: Double = 12) -> Double {
        Double(text.count) * size * 0.58
    }
}
