"""Widgets that show game state and post what the player chose."""
