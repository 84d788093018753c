"""The Viva il Re! table."""
