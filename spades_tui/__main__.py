import sys

from spades_tui.cli import main

sys.exit(main())
