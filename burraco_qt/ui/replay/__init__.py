"""The replay viewer (:mod:`.viewer`) and the ``--replay FILE`` command line
(:mod:`.command_line`)."""
