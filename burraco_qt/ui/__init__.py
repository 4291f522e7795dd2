"""The Qt user interface: the table scene, card items, dialogs and the main window."""
