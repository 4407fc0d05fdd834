#!/bin/sh
# Makes the report PDFs' font, server/assets/fonts/NotoSansSC-Report.otf: Noto Sans CJK SC Regular
# (OFL 1.1) cut down to what a report prints: ASCII, Latin-1, general and CJK punctuation, full-width
# forms, and every character of GB2312 (its 6,763 hanzi cover children's names; its symbol rows too).
# Only kerning and proportional punctuation are kept of the layout features: 'locl' would pull in the
# collection's Japanese, Korean and Traditional forms, 5,800 glyphs more. pyftsubset is fontTools.subset.
# Needs Debian's fonts-noto-cjk (2.004) and python3-fonttools:
#   apt-get install -y fonts-noto-cjk python3-fonttools
# The same packages make the same file, so the output is committed and `npm start` needs no system font.
set -eu

SOURCE=${NOTO_CJK_TTC:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}
# In the collection: 0 JP, 1 KR, 2 SC, 3 TC, 4 HK.
SC_INDEX=2
PYTHON=/usr/bin/python3
HERE=$(cd "$(dirname "$0")" && pwd)
OUT="$HERE/../server/assets/fonts/NotoSansSC-Report.otf"

[ -f "$SOURCE" ] || { echo "missing $SOURCE: apt-get install -y fonts-noto-cjk" >&2; exit 1; }
"$PYTHON" -c 'import fontTools' 2>/dev/null || { echo 'missing fontTools: apt-get install -y python3-fonttools' >&2; exit 1; }

UNICODES=$(mktemp)
trap 'rm -f "$UNICODES"' EXIT

# Every character GB2312 encodes (rows 1-9 symbols, 16-87 hanzi), as code points one a line.
"$PYTHON" - >"$UNICODES" <<'PY'
for row in range(0xA1, 0xF8):
    for cell in range(0xA1, 0xFF):
        try:
            print(format(ord(bytes([row, cell]).decode('gb2312')), 'X'))
        except UnicodeDecodeError:
            pass
PY

"$PYTHON" -m fontTools.subset "$SOURCE" \
  --font-number=$SC_INDEX \
  --unicodes-file="$UNICODES" \
  --unicodes='U+0020-007E,U+00A0-00FF,U+2010-2027,U+2030-205E,U+2190-2193,U+3000-303F,U+FF01-FF5E' \
  --layout-features='kern,palt' \
  --name-IDs='*' --name-languages='*' \
  --no-hinting \
  --output-file="$OUT"

echo "$OUT: $(wc -c <"$OUT") bytes"
