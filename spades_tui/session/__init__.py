"""Between the rules and the screens: the match loop and what each seat is told."""
