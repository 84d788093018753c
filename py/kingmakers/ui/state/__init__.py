"""What the app keeps: saves, the game being played, settings, storage and device services."""
