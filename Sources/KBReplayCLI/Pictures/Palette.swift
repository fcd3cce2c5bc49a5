/// The colours of the pictures: Okabe and Ito's palette, which stays distinct for the
/// common kinds of colour blindness, and greys.
enum Palette {
    static let black = "#000000"
    static let orange = "#E69F00"
    static let skyBlue = "#56B4E9"
    static let bluishGreen = "#009E73"
    static let yellow = "#F0E442"
    static let blue = "#0072B2"
    static let vermillion = "#D55E00"
    static let reddishPurple = "#CC79A7"
    static let grey = "#888888"
    static let lightGrey = "#E8E8E8"
    static let gridGrey = "#EEEEEE"
    static let text = "#222222"

    /// The colours of a lane's states, by index: the first (a rest state: `idle`,
    /// `hidden`, `false`) light grey, the others in palette order.
    static let states = [lightGrey, skyBlue, orange, bluishGreen, reddishPurple, blue, vermillion, yellow, black]

    /// The colour of state `index` of a lane.
    static func state(_ index: Int) -> String { states[index % states.count] }

    /// The text colour that reads on `background`.
    static func textColor(on background: String) -> String {
        [blue, vermillion, black, bluishGreen, reddishPurple].contains(background) ? "#FFFFFF" : text
    }
}
