"""Settings, match history and the autosave, in the user data directory (no Qt).

Every file is read defensively: a corrupt, truncated, hostile or newer-version file is moved
aside with a timestamped name and reported, and the app goes on with defaults; a file that
cannot be read or renamed at all (permissions, a folder in its place) is reported the same way
and left where it is.
"""
