"""The Qt user interface, in rooms: ``app/`` (start-up, the main window and its actions),
``table/`` (the scene, input, card items), ``geometry/`` (pure layout, no Qt), ``panels/``,
``dialogs/`` (one dialog a module) and ``replay/``; the shared texts, translations, icons and
preferences sit here (docs/ARCHITECTURE.md)."""
