#!/bin/sh
# Makes the tiny "Aebro Brand" fonts: only the Ge'ez letters of the brand name and the language
# switcher's own names (አብሮ, አማርኛ, ትግርኛ) and the ሀ of the Ge'ez typing button, cut from Noto Sans Ethiopic (SIL Open Font License),
# so that an English page never downloads the full Ethiopic font for those few words.
# Needs pyftsubset (Debian: apt-get install fonttools python3-brotli). Run from apps/web.
set -eu
letters='አብሮአማርኛትግርኛሀ'
src=../../node_modules/@fontsource/noto-sans-ethiopic/files
for weight in 400 700; do
  pyftsubset "$src/noto-sans-ethiopic-ethiopic-$weight-normal.woff2" --text="$letters" \
    --flavor=woff2 --layout-features='*' --output-file="src/assets/fonts/aebro-brand-$weight.woff2"
done
