#!/usr/bin/env bash
# Renders the pictures README shows (docs/images/*.png) from `slide … --format svg` in headless
# Chromium (bash scripts/install-test-tools.sh installs it). Run after `npm run build`.
set -euo pipefail
cd "$(dirname "$0")/.."
# 箱入り娘 and the other Japanese titles need a CJK font, or Chromium draws empty boxes.
if ! fc-list :lang=ja 2>/dev/null | grep -q .; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fonts-ipafont-gothic >/dev/null 2>&1 ||
    { apt-get update >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fonts-ipafont-gothic >/dev/null; }
fi
fc-list :lang=ja | grep -q . || { echo "render-docs-images: no CJK font (apt-get install fonts-ipafont-gothic)" >&2; exit 1; }
out=docs/images
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
render() {
  local name=$1; shift
  node dist/cli/slide.cjs "$@" --format svg > "$work/$name.svg"
  cp "$work/$name.svg" "$out/$name.svg"
  local size width height
  size=$(grep -o '<svg [^>]*' "$work/$name.svg")
  width=$(sed -E 's/.* width="([0-9]+)".*/\1/' <<<"$size")
  height=$(sed -E 's/.* height="([0-9]+)".*/\1/' <<<"$size")
  chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$work/profile" \
    --screenshot="$out/$name.png" --window-size="$width,$height" "file://$work/$name.svg" 2>/dev/null
}
render 8puzzle solve 8puzzle --start 123408765
render hanoi solve hanoi --disks 3
render hakoiri show hakoiri
render nooff show nooff
render hexagram show hexagram
render queens solve queens --size 8 --place 2,2
render sunshine show puzzles/gnome/sunshine.json
render solomon show puzzles/gnome/solomon.json
