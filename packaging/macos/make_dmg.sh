#!/usr/bin/env bash
# macOS: build Burraco.app (PyInstaller BUNDLE in packaging/burraco.spec) and wrap it in a .dmg
# with a link to /Applications. UNVERIFIED until the first tagged release run on a macOS runner.
#   packaging/macos/make_dmg.sh        # needs python with pyinstaller, and hdiutil
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PY=${PYTHON:-python3}
OUT=${OUT:-$ROOT/dist}
VERSION=$("$PY" -c 'import sys; sys.path.insert(0, sys.argv[1]); import burraco_qt; print(burraco_qt.__version__)' "$ROOT")
"$PY" -m PyInstaller --noconfirm --distpath "$OUT" --workpath "$ROOT/build/pyinstaller" \
    "$ROOT/packaging/burraco.spec"
STAGE=$(mktemp -d)
cp -R "$OUT/Burraco.app" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
DMG="$OUT/Burraco-$VERSION-macos.dmg"
rm -f "$DMG"
hdiutil create -volname "Burraco" -srcfolder "$STAGE" -ov -format UDZO "$DMG"
rm -rf "$STAGE"
ls -la "$DMG"
