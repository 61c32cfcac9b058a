import os
import sys
from pathlib import Path

# As for the UI tests, whose helpers the language tests use too.
os.environ["TEXTUAL_ANIMATIONS"] = "none"
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
