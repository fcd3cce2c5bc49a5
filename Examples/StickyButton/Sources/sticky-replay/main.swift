import KBReplayCLI
import StickyButton

KBReplay.main(handlers: [StickyButton.self])
