"""The command line's subcommands, one module each; ``spades_tui.cli`` picks one."""
