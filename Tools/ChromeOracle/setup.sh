#!/usr/bin/env bash
# Installs what the Chrome oracle needs: Debian's Chromium and the Ahem test font.
# Ahem is not packaged by Debian; WeasyPrint 52.5's source distribution on PyPI ships it
# (weasyprint/tests/resources/AHEM____.TTF), so we take it from there with pip.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if ! command -v chromium >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
font="$here/.cache/Ahem.ttf"
if [ ! -f "$font" ]; then
  tmp="$(mktemp -d)"
  pip download --quiet --no-deps --no-binary :all: -d "$tmp" weasyprint==52.5
  tar xzf "$tmp"/WeasyPrint-52.5.tar.gz -C "$tmp" WeasyPrint-52.5/weasyprint/tests/resources/AHEM____.TTF
  mkdir -p "$here/.cache"
  cp "$tmp"/WeasyPrint-52.5/weasyprint/tests/resources/AHEM____.TTF "$font"
  rm -rf "$tmp"
fi
echo "sha256 $(sha256sum "$font" | cut -d' ' -f1)  $font"
chromium --version
