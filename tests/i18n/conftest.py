import os

# As for the UI tests, whose helpers the language tests use too.
os.environ["TEXTUAL_ANIMATIONS"] = "none"
