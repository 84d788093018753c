"""Several devices at one table with no server: the compact pairing code, the messages
between the host (which runs the engine) and each guest (one seat's device), and the
guest's session the table draws from. Pure Python: the WebRTC glue is in ``browser.py``."""
