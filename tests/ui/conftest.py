import os

# Set before Textual is imported anywhere, so snapshots and timings do not depend on animation.
os.environ["TEXTUAL_ANIMATIONS"] = "none"
