import Foundation
import KBReplayCLI

let code = KBReplay.main(arguments: Array(CommandLine.arguments.dropFirst()), environment: .live())
exit(code.rawValue)
