import KBReplayCLI

KBReplay.main()
