"""Loading the app's translations (``translations/burraco_<lang>.qm``) and Qt's own."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..paths import translations_dir

LANGUAGES = ("en", "it")


def system_language() -> str:
    """Italian for an ``it_*`` system locale, else English."""
    return "it" if QLocale.system().name().lower().startswith("it") else "en"


class Translations:
    """The installed translators; :meth:`set_language` swaps them at run time."""

    def __init__(self, app: QCoreApplication) -> None:
        self.app = app
        self.language = ""
        self._installed: list[QTranslator] = []

    def set_language(self, language: str) -> bool:
        """Install ``language`` (``"en"``/``"it"``); returns whether the app's file loaded."""
        if language not in LANGUAGES:
            language = "en"
        for t in self._installed:
            self.app.removeTranslator(t)
        self._installed.clear()
        ok = False
        qt = QTranslator(self.app)
        if language != "en" and qt.load(
            QLocale(language), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        ):
            self.app.installTranslator(qt)
            self._installed.append(qt)
        mine = QTranslator(self.app)
        if mine.load(f"burraco_{language}", str(translations_dir())):
            self.app.installTranslator(mine)
            self._installed.append(mine)
            ok = True
        self.language = language
        return ok
