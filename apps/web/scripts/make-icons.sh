#!/bin/sh
# The staff app's icons for the home screen (docs/architecture.md#offline), drawn once from the
# favicon: 192 and 512 px, a maskable one whose drawing stays inside the central safe zone, and
# the 180 px one iOS reads. ImageMagick when present, else headless Chromium.
# Run again only when public/favicon.svg changes; the PNGs are committed.
set -eu
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
render() { # svg size output
  if convert -version 2>/dev/null | grep -q ImageMagick; then
    convert -background none -density 1200 "$1" -resize "$2x$2" -strip "PNG32:$3"
  else
    printf '<html><body style="margin:0"><img src="%s" width="%s" height="%s" style="display:block"></body></html>' \
      "file://$PWD/$1" "$2" "$2" >"$work/page.html"
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
      --window-size="$2,$2" --screenshot="$PWD/$3" "file://$work/page.html" >/dev/null 2>&1
  fi
}
render public/favicon.svg 192 public/icon-192.png
render public/favicon.svg 512 public/icon-512.png
render scripts/app-icon-maskable.svg 512 public/icon-maskable-512.png
render public/favicon.svg 180 public/apple-touch-icon.png
