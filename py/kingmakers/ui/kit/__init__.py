"""The drawing kit every screen shares: the canvas protocol, regions, theme, widgets, emblems."""
