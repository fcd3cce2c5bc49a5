import Handlers
import UIKitModel

/// A plot of one replay, computed and ready to draw: the lines of each panel (thinned
/// to about two points per pixel column), the golden's lines, the state and opacity
/// lanes, the events, the effects, the violations and the first golden difference, for
/// the frames of a window. `PlotBuilder` makes one; `SVGPlot` draws it.
struct Plot: Sendable {
    /// A point of a line: a frame and its value (NaN for a break in the line).
    struct Point: Equatable, Sendable {
        var frame: Int
        var value: Double
    }

    /// A run of frames with one opacity (in thousandths, as written).
    struct AlphaRun: Equatable, Sendable {
        var start: Int
        var end: Int
        var thousandths: Int64
    }

    /// A trace event or an effect, at its time.
    struct Mark: Equatable, Sendable {
        var time: Nanoseconds
        /// The tick's label: `willShow`, `send`, `endEditing`.
        var label: String
        /// The tooltip: every value.
        var detail: String
    }

    /// An invariant violation over frames.
    struct ViolationSpan: Equatable, Sendable {
        var invariant: String
        var frames: ClosedRange<Int>
        var summary: String
        /// The trace's `expect.violations` names it.
        var expected: Bool
    }

    /// The first frame where the replay differs from the golden.
    struct Difference: Equatable, Sendable {
        var frame: Int
        /// `offset expected 1641.823, actual 1650.5`, one per differing field.
        var fields: [String]
        /// Differing frames in all.
        var frameCount: Int
    }

    var trace: String
    var handler: String
    var fps: Int
    var frameCount: Int
    /// The frames drawn.
    var window: ClosedRange<Int>
    var recipe: PlotRecipe
    /// One line per `recipe.screen` line, then per `recipe.values` line.
    var screen: [[Point]]
    var values: [[Point]]
    /// The golden's lines, when it is drawn.
    var goldenScreen: [[Point]]?
    var goldenValues: [[Point]]?
    /// What a device drew (`kbreplay device --plot`), when it is drawn: dotted.
    var deviceScreen: [[Point]]? = nil
    var deviceValues: [[Point]]? = nil
    /// One list of runs per `recipe.alphas` field.
    var alphaRuns: [[AlphaRun]]
    /// One list of runs per `recipe.lanes` lane.
    var laneRuns: [[StateRun]]
    var events: [Mark]
    var effects: [Mark]
    var violations: [ViolationSpan]
    var firstDifference: Difference?
    /// Lines for the subtitle: why the golden is not drawn, what is left out.
    var notes: [String]
    /// The start state to mark: "keyboard up at start (top 516)", or nil.
    var startState: String? = nil

    /// The time of frame `index`.
    func time(_ index: Int) -> Nanoseconds { Time.frameTime(index: index, fps: fps) }
}
