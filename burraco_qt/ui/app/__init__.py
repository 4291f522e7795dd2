"""The application: start-up (:mod:`.launch`, the ``burraco-qt`` entry point, and
:mod:`.startup`), the main window and its actions, the crash report, the save status."""
