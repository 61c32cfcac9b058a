"""Words and signs shared by the screens, the command line and the record reader."""
