"""The panels beside the table: the Moves panel and the score panel."""
