#!/usr/bin/env bash
# Build the Linux bundle (PyInstaller, one folder), a .tar.gz and a .deb that installs to
# /opt/burraco-qt with a `burraco-qt` launcher, a menu entry and icons.
#   packaging/linux/build.sh            # uses ./.venv/bin/python (needs pyinstaller)
#   PYTHON=python3 OUT=dist packaging/linux/build.sh
# Needs: binutils (PyInstaller), dpkg-deb.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PY=${PYTHON:-$ROOT/.venv/bin/python}
OUT=${OUT:-$ROOT/dist}
VERSION=$("$PY" -c 'import sys; sys.path.insert(0, sys.argv[1]); import burraco_qt; print(burraco_qt.__version__)' "$ROOT")
ARCH=$(dpkg --print-architecture 2>/dev/null || echo amd64)
mkdir -p "$OUT"

echo "== PyInstaller bundle"
rm -rf "$OUT/burraco-qt"
"$PY" -m PyInstaller --noconfirm --log-level WARN --distpath "$OUT" \
    --workpath "$ROOT/build/pyinstaller" "$ROOT/packaging/burraco.spec"

echo "== tar.gz"
TARBALL="$OUT/burraco-qt-$VERSION-linux-$(uname -m).tar.gz"
tar -C "$OUT" -czf "$TARBALL" burraco-qt

echo "== deb"
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
         "$STAGE/usr/share/doc/burraco-qt"
cp -a "$OUT/burraco-qt" "$STAGE/opt/burraco-qt"
ln -s /opt/burraco-qt/burraco-qt "$STAGE/usr/bin/burraco-qt"
install -m 644 "$ROOT/packaging/linux/burraco-qt.desktop" "$STAGE/usr/share/applications/"
for size in 16 24 32 48 64 128 256 512; do
    dir="$STAGE/usr/share/icons/hicolor/${size}x${size}/apps"
    mkdir -p "$dir"
    install -m 644 "$ROOT/packaging/icons/burraco-$size.png" "$dir/burraco-qt.png"
done
mkdir -p "$STAGE/usr/share/icons/hicolor/scalable/apps"
install -m 644 "$ROOT/resources/icons/burraco.svg" "$STAGE/usr/share/icons/hicolor/scalable/apps/burraco-qt.svg"
install -m 644 "$ROOT/resources/cards/CREDITS.md" "$STAGE/usr/share/doc/burraco-qt/CREDITS.md"
SIZE_KB=$(du -sk "$STAGE" | cut -f1)
sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@SIZE@/$SIZE_KB/" \
    "$ROOT/packaging/linux/control.in" > "$STAGE/DEBIAN/control"
install -m 755 "$ROOT/packaging/linux/postinst" "$STAGE/DEBIAN/postinst"
install -m 755 "$ROOT/packaging/linux/postrm" "$STAGE/DEBIAN/postrm"
DEB="$OUT/burraco-qt_${VERSION}_${ARCH}.deb"
# zstd (dpkg >= 1.21.18: Debian 12, Ubuntu 21.10 and later): ~9 s where xz -6 took ~100 s on
# two busy cores, for ~10 MB more (packaging/README.md)
dpkg-deb --root-owner-group -Zzstd -z9 --build "$STAGE" "$DEB" >/dev/null

ls -la "$TARBALL" "$DEB"
