"""The Textual user interface; nothing here decides a rule, it asks the core."""
