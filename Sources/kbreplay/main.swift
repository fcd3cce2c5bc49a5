import Foundation
import KBReplayCLI

let code = KBReplay.main(arguments: Array(CommandLine.arguments.dropFirst()), environment: .live(arguments: CommandLine.arguments))
exit(code.rawValue)
