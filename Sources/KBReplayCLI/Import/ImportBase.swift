import Handlers
import KBRecorder
import TraceKit
import UIKitModel

/// What a console log does not say (it holds only the keyboard's side), and where it
/// comes from: the handler's defaults (`--handler NAME`, launch-composer without it), or
/// an existing trace of the same screen (`--like TRACE`), whose handler, screen, scroll
/// view, composer and config the imported trace takes.
struct ImportBase {
    var handler: HandlerKind
    /// `--like`'s trace, and its file's name.
    var like: (trace: Trace, name: String)?
    /// Whether the handler was named by `--handler`.
    var named = false

    static let defaults = ImportBase(handler: .launchComposer)

    static func handler(_ handler: HandlerKind) -> ImportBase { ImportBase(handler: handler, named: true) }

    static func like(_ trace: Trace, name: String) -> ImportBase { ImportBase(handler: trace.handler, like: (trace, name)) }

    /// The screen size of `--like`'s trace.
    var screen: (width: Double, height: Double)? {
        like.map { ($0.trace.scenario.screen.width, $0.trace.scenario.screen.height) }
    }

    /// `from --like NAME`, for messages about the screen.
    var source: String { like.map { "from --like \($0.name)" } ?? "" }

    var config: HandlerConfig? { like?.trace.scenario.config }

    /// - Parameter device: the catalogue's screen the frames fit, for its safe areas
    ///   (without one, 0 top and 34 bottom, a home-indicator phone's).
    func setup(screen: (width: Double, height: Double), device: Screen?, contentHeight: Double) -> RecordingSetup {
        guard let scenario = like?.trace.scenario else {
            return RecordingSetup(
                screenWidth: screen.width, screenHeight: screen.height, safeTop: device?.safeTop ?? 0,
                safeBottom: device?.safeBottom ?? 34, contentHeight: contentHeight)
        }
        let offset: Double? = switch scenario.initialOffset {
        case .bottom: nil
        case .top: -scenario.topInset
        case .value(let value): value
        }
        // `--screen` may have changed the size; the safe areas and the rest are the trace's.
        return RecordingSetup(
            screenWidth: screen.width, screenHeight: screen.height, safeTop: scenario.screen.safeTop,
            safeBottom: scenario.screen.safeBottom,
            scrollViewHeight: scenario.viewportHeight == scenario.screen.height ? nil : scenario.viewportHeight,
            topInset: scenario.topInset, contentHeight: scenario.contentHeight, offset: offset,
            composerHeight: scenario.composerHeight)
    }

    /// The description's last sentences: what came from where.
    func description(contentHeight: Double, device: Screen?) -> String {
        if let like {
            return "Handler \(handler.name), screen, safe areas, scroll view, composer and config from \(like.name) (--like)."
        }
        return (named ? "Handler \(handler.name) from --handler, with its default config. " : "")
            + "Not in the log (edit to match the app): "
            + (device == nil ? "safe area 0 top, 34 bottom; " : "")
            + "content height "
            + "\(TraceRecorder.text(contentHeight)) (twice the screen); composer 48."
    }
}
