#!/usr/bin/env bash
# make-media.sh: builds Waypoint's own media assets (brand marks, partner logos, PWA icons
# and the three background/explainer videos) from the sources written in this file.
#
# Usage, from the repository root:
#   scripts/make-media.sh            # everything
#   scripts/make-media.sh logos      # or any of: logos icons hero explainer closing
#
# Outputs (all committed, so a fresh machine needs none of the tools below):
#   public/logos/waypoint.svg            the Waypoint mark (hand-written SVG, written by this script)
#   public/logos/waypoint.webp           the mark at 144x144 for the header (a raster decodes off the main
#                                        thread; an SVG <img> builds a document of its own on it, 30-45 ms)
#   public/logos/associate-1..6.svg      six fictional partner logos, wordmarks as paths (Inter, DejaVu Serif)
#   public/icons/favicon.svg             the mark, for <link rel="icon">
#   public/icons/icon-192.png, icon-512.png, maskable-512.png, apple-touch-icon.png (180x180, opaque)
#   public/media/hero.{mp4,webm}         10 s seamless muted loop, map routes over drifting blue/turquoise light
#   public/media/hero-poster.{webp,jpg}  its first frame (the hero's first paint)
#   public/media/explainer.{mp4,webm}    "Watch our unique way", 26 s, title cards, quiet generated pad
#   public/media/explainer-poster.webp   its intro card
#   public/media/closing.{mp4,webm}      8 s seamless muted loop, turquoise sunrise over a moving map floor
#   public/media/closing-poster.webp     its first frame
#
# Videos: H.264 (libx264, yuv420p, +faststart) and VP9 (libvpx-vp9, CRF, -b:v 0), 1280x720, 24 fps.
# Budget: every video file <= 1.2 MB, all of public/media <= 4 MB (checked at the end).
#
# Needs: ffmpeg + ffprobe (with libx264, libvpx, libopus, libwebp), rsvg-convert (apt: librsvg2-bin),
# the Inter and DejaVu fonts (apt: fonts-inter fonts-dejavu-core), and for the partner logos only,
# Debian's python3 with fontTools (apt: python3-fonttools). Re-running is safe: every output is
# rebuilt from scratch and replaced; nothing else in the tree is touched.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

LOGOS=public/logos
ICONS=public/icons
MEDIA=public/media
FPS=24
INTER_DIR=${INTER_DIR:-/usr/share/fonts/opentype/inter}
DEJAVU_DIR=${DEJAVU_DIR:-/usr/share/fonts/truetype/dejavu}
PYTHON=${PYTHON:-/usr/bin/python3}

TARGETS=("$@")
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=(logos icons hero explainer closing)
want() { local t; for t in "${TARGETS[@]}"; do [ "$t" = "$1" ] && return 0; done; return 1; }

die() { echo "make-media: $*" >&2; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || die "$1 not found ($2)"; }
need ffmpeg "apt-get install ffmpeg"
need ffprobe "apt-get install ffmpeg"
need rsvg-convert "apt-get install librsvg2-bin"
for f in Inter-Regular.otf Inter-SemiBold.otf Inter-Bold.otf InterDisplay-Bold.otf; do
  [ -f "$INTER_DIR/$f" ] || die "$INTER_DIR/$f missing (apt-get install fonts-inter, or set INTER_DIR)"
done

TMP=$(mktemp -d "${TMPDIR:-/tmp}/make-media.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$LOGOS" "$ICONS" "$MEDIA"

FF=(ffmpeg -hide_banner -loglevel error -nostdin -y)

# ---------------------------------------------------------------------------------------------
# Brand
NAVY='#0B1B3A'; BLUE='#2C5AAE'; TURQ='#40E0D0'; TEAL='#1D7F86'
# The mark on a 64x64 grid: a waypoint pin in the brand gradient holding a compass needle.
PIN_D='M32 62C25.5 53.6 11 40.2 11 25a21 21 0 0 1 42 0c0 15.2-14.5 28.6-21 37z'
NEEDLE_N='M32 14.5l4 10.5h-8z'
NEEDLE_S='M32 35.5l4-10.5h-8z'
grad() { # $1 id: the mark's gradient in the 64x64 grid
  echo "<linearGradient id=\"$1\" x1=\"14\" y1=\"58\" x2=\"52\" y2=\"6\" gradientUnits=\"userSpaceOnUse\"><stop offset=\"0\" stop-color=\"$BLUE\"/><stop offset=\"1\" stop-color=\"$TURQ\"/></linearGradient>"
}
mark_body() { # $1 gradient id: the mark's shapes, colour on light or dark grounds
  echo "<path fill=\"url(#$1)\" d=\"$PIN_D\"/><circle cx=\"32\" cy=\"25\" r=\"12.5\" fill=\"#fff\"/><g transform=\"rotate(45 32 25)\"><path fill=\"$BLUE\" d=\"$NEEDLE_N\"/><path fill=\"$TURQ\" d=\"$NEEDLE_S\"/></g>"
}
mark_body_white() { # the mark reversed out of a coloured ground
  echo "<path fill=\"#fff\" d=\"$PIN_D\"/><circle cx=\"32\" cy=\"25\" r=\"12.5\" fill=\"$BLUE\"/><g transform=\"rotate(45 32 25)\"><path fill=\"#fff\" d=\"$NEEDLE_N\"/><path fill=\"$TURQ\" d=\"$NEEDLE_S\"/></g>"
}
bg_grad() { # $1 id: full-bleed brand gradient over a 64x64 square
  echo "<linearGradient id=\"$1\" x1=\"0\" y1=\"64\" x2=\"64\" y2=\"0\" gradientUnits=\"userSpaceOnUse\"><stop offset=\"0\" stop-color=\"$BLUE\"/><stop offset=\"1\" stop-color=\"$TURQ\"/></linearGradient>"
}
svg_mark() {
  cat <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="Waypoint">
  <title>Waypoint</title>
  <defs>
    $(grad wp-mark-g)
  </defs>
  <!-- Pin: a waypoint on the route -->
  <path fill="url(#wp-mark-g)" d="$PIN_D"/>
  <circle cx="32" cy="25" r="12.5" fill="#fff"/>
  <!-- Compass needle, pointing north-east -->
  <g transform="rotate(45 32 25)">
    <path fill="$BLUE" d="$NEEDLE_N"/>
    <path fill="$TURQ" d="$NEEDLE_S"/>
  </g>
</svg>
EOF
}
png() { # svg-file png-file size: rasterise; drops alpha when $4 = opaque
  if [ "${4:-}" = opaque ]; then
    rsvg-convert -w "$3" -h "$3" "$1" -o "$TMP/_rgba.png"
    "${FF[@]}" -i "$TMP/_rgba.png" -pix_fmt rgb24 -compression_level 9 "$2"
  else
    rsvg-convert -w "$3" -h "$3" "$1" -o "$2"
  fi
}

# ---------------------------------------------------------------------------------------------
make_logos() {
  echo "== logos"
  svg_mark >"$LOGOS/waypoint.svg"
  rsvg-convert -w 144 -h 144 "$LOGOS/waypoint.svg" -o "$TMP/mark.png"
  "${FF[@]}" -i "$TMP/mark.png" -pix_fmt yuva420p -c:v libwebp -quality 92 -compression_level 6 "$LOGOS/waypoint.webp"
  "$PYTHON" -c 'import fontTools' 2>/dev/null \
    || die "$PYTHON lacks fontTools (apt-get install python3-fonttools), needed for the partner logos"
  [ -f "$DEJAVU_DIR/DejaVuSerif.ttf" ] || die "$DEJAVU_DIR/DejaVuSerif.ttf missing (apt-get install fonts-dejavu-core)"
  # Six invented partners. Wordmarks are converted to compact path data (relative, integer
  # tenths of a pixel under scale(.1)), so the files need no web font.
  INTER_DIR="$INTER_DIR" DEJAVU_DIR="$DEJAVU_DIR" "$PYTHON" - "$LOGOS" <<'PY'
import os, sys
from fontTools.ttLib import TTFont
from fontTools.pens.basePen import BasePen

INTER = os.environ['INTER_DIR'] + '/'
SERIF = os.environ['DEJAVU_DIR'] + '/DejaVuSerif.ttf'
TAG_FONT = INTER + 'Inter-SemiBold.otf'

class RelPen(BasePen):
    """Writes relative SVG path data in integer units of q px, dropping repeated command letters."""
    def __init__(self, gs):
        super().__init__(gs); self.out = []; self.cur = (0, 0); self.last = None; self.start = None; self.tf = None
    def _emit(self, cmd, nums):
        s = ''
        for n in nums:
            t = str(n)
            s += t if (not s or t.startswith('-')) else ' ' + t
        if cmd == self.last and cmd not in 'mz':
            self.out.append(s if s.startswith('-') else ' ' + s)
        else:
            self.out.append(cmd + s)
        self.last = 'l' if cmd == 'm' else cmd
    def _rel(self, *pts):
        cx, cy = self.cur
        r = []
        for p in pts:
            x, y = self.tf(p); r += [x - cx, y - cy]
        return r
    def _moveTo(self, p):
        self._emit('m', self._rel(p)); self.cur = self.start = self.tf(p)
    def _lineTo(self, p):
        dx, dy = self._rel(p)
        if dx == dy == 0: return
        if dy == 0: self._emit('h', [dx])
        elif dx == 0: self._emit('v', [dy])
        else: self._emit('l', [dx, dy])
        self.cur = self.tf(p)
    def _curveToOne(self, a, b, c):
        self._emit('c', self._rel(a, b, c)); self.cur = self.tf(c)
    def _qCurveToOne(self, a, c):
        self._emit('q', self._rel(a, c)); self.cur = self.tf(c)
    def _closePath(self):
        self.out.append('z'); self.last = 'z'; self.cur = self.start
    _endPath = _closePath

FONTS = {}
def text_path(font, text, x, y, size, tracking=0.0, q=0.1):
    f = FONTS.setdefault(font, TTFont(font))
    gs, cmap, k = f.getGlyphSet(), f.getBestCmap(), size / f['head'].unitsPerEm
    names = [cmap[ord(c)] for c in text]
    pen = RelPen(gs)
    for n in names:
        pen.tf = (lambda X: lambda p: (round((X + p[0] * k) / q), round((y - p[1] * k) / q)))(x)
        gs[n].draw(pen)
        x += gs[n].width * k + tracking * size
    return ''.join(pen.out)

def text_width(font, text, size, tracking=0.0):
    f = FONTS.setdefault(font, TTFont(font))
    gs, cmap, k = f.getGlyphSet(), f.getBestCmap(), size / f['head'].unitsPerEm
    return sum(gs[cmap[ord(c)]].width * k for c in text) + tracking * size * (len(text) - 1)

# Marks are drawn in a 44x44 box.
LOGOS = [
  ('Lumenford', 'International Schools', INTER + 'InterDisplay-SemiBold.otf', '#3D6B58',
   'Lumenford International Schools',
   '<path fill="#3D6B58" d="M22 2l18 6v14c0 11-8 18-18 21C12 40 4 33 4 22V8z"/>'
   '<path fill="#fff" d="M11 16c4-1.6 7.5-1.2 10 .8V31c-2.6-1.8-6-2.2-10-.8zm22 0c-4-1.6-7.5-1.2-10 .8V31c2.6-1.8 6-2.2 10-.8z"/>'),
  ('Tidewell', 'Movers & Shipping', INTER + 'Inter-Bold.otf', '#A65D3F',
   'Tidewell Movers and Shipping',
   '<path fill="#D9A48A" d="M22 4l18 9-18 9-18-9z"/><path fill="#A65D3F" d="M4 13l18 9v20L4 33z"/>'
   '<path fill="#7E412B" d="M40 13v20l-18 9V22z"/><path fill="#F3E2D9" d="M13 8.5l18 9-3.4 1.7-18-9z"/>'),
  ('Calvaro Bank', 'Private & Expat Banking', INTER + 'InterDisplay-Medium.otf', '#2E4A62',
   'Calvaro Bank, private and expat banking',
   '<path fill="#2E4A62" d="M22 3l19 10H3zM6 16h5v18H6zm9 0h5v18h-5zm9 0h5v18h-5zm9 0h5v18h-5zM3 36h38v5H3z"/>'),
  ('Elmsworth & Vale', 'Immigration Law', SERIF, '#7A3A4A',
   'Elmsworth and Vale Immigration Law',
   '<g fill="none" stroke="#7A3A4A" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">'
   '<path d="M22 5v34M13 40h18M7 11h30M7 11l-5 14m5-14 5 14M37 11l-5 14m5-14 5 14"/></g>'
   '<path fill="#7A3A4A" d="M1 25h12a6 6 0 0 1-12 0zm30 0h12a6 6 0 0 1-12 0z"/><circle cx="22" cy="7" r="3" fill="#7A3A4A"/>'),
  ('Salvessa', 'Global Health Cover', INTER + 'Inter-SemiBold.otf', '#5B5A8C',
   'Salvessa Global Health Cover',
   '<circle cx="22" cy="22" r="20" fill="#5B5A8C"/>'
   '<path fill="#fff" d="M18.5 11h7a1.5 1.5 0 0 1 1.5 1.5V17h4.5a1.5 1.5 0 0 1 1.5 1.5v7a1.5 1.5 0 0 1-1.5 1.5H27v4.5'
   'a1.5 1.5 0 0 1-1.5 1.5h-7a1.5 1.5 0 0 1-1.5-1.5V27h-4.5a1.5 1.5 0 0 1-1.5-1.5v-7a1.5 1.5 0 0 1 1.5-1.5H17v-4.5a1.5 1.5 0 0 1 1.5-1.5z"/>'),
  ('Nestwick', 'Homes & Rentals', INTER + 'InterDisplay-Bold.otf', '#8F6F2E',
   'Nestwick Homes and Rentals',
   '<path fill="none" stroke="#8F6F2E" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" d="M3 21L22 5l19 16M9 17v23h26V17"/>'
   '<circle cx="22" cy="25" r="4" fill="#8F6F2E"/><path fill="#8F6F2E" d="M20.5 27h3l1 8h-5z"/>'),
]

W, H, PAD, MARK, GAP, TRACK = 240, 120, 12, 44, 11, 0.14
avail = W - 2 * PAD - MARK - GAP
for i, (name, tag, font, color, title, mark) in enumerate(LOGOS, 1):
    size = min(23.0, round(23.0 * avail / text_width(font, name, 23.0), 2))
    tag = tag.upper()
    tsize = min(7.6, round(7.6 * avail / text_width(TAG_FONT, tag, 7.6, TRACK), 2))
    textw = max(text_width(font, name, size), text_width(TAG_FONT, tag, tsize, TRACK))
    x0 = round((W - (MARK + GAP + textw)) / 2, 1)
    tx = x0 + MARK + GAP
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}" role="img" aria-label="{title}">'
           f'<title>{title}</title><g transform="translate({x0:g} 38)">{mark}</g><g transform="scale(.1)">'
           f'<path fill="{color}" d="{text_path(font, name, tx, 62, size)}"/>'
           f'<path fill="{color}" fill-opacity=".72" d="{text_path(TAG_FONT, tag, tx, 77, tsize, TRACK)}"/></g></svg>\n')
    with open(os.path.join(sys.argv[1], f'associate-{i}.svg'), 'w') as fh:
        fh.write(svg)
PY
}

# ---------------------------------------------------------------------------------------------
make_icons() {
  echo "== icons"
  svg_mark >"$ICONS/favicon.svg"
  # "any" purpose: the mark on a white rounded tile, ~72% of the tile.
  cat >"$TMP/icon-any.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>$(grad g)</defs>
<rect width="64" height="64" rx="14" fill="#fff"/>
<g transform="translate(32 32) scale(.72) translate(-32 -33.5)">$(mark_body g)</g></svg>
EOF
  # Full-bleed gradient, white mark inside the central 80% safe circle (used for maskable + Apple).
  bleed() { # $1 scale of the mark
    cat <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>$(bg_grad bg)</defs>
<rect width="64" height="64" fill="url(#bg)"/>
<g transform="translate(32 32) scale($1) translate(-32 -33.5)">$(mark_body_white)</g></svg>
EOF
  }
  bleed .58 >"$TMP/icon-maskable.svg"
  bleed .66 >"$TMP/icon-apple.svg"
  png "$TMP/icon-any.svg" "$ICONS/icon-192.png" 192
  png "$TMP/icon-any.svg" "$ICONS/icon-512.png" 512
  png "$TMP/icon-maskable.svg" "$ICONS/maskable-512.png" 512 opaque
  png "$TMP/icon-apple.svg" "$ICONS/apple-touch-icon.png" 180 opaque
}

# ---------------------------------------------------------------------------------------------
# Video helpers

# One colour channel of drifting soft light for geq: three gaussian blobs orbiting with period $1 s
# over a vertical base gradient. Args: period top bottom c1 c2 c3 (0-255) k1 k2 k3 (strengths)
# [time offset in s].
blob_chan() {
  local per=$1 top=$2 bot=$3 c1=$4 c2=$5 c3=$6 k1=$7 k2=$8 k3=$9 off=${10:-0}
  local P="(2*PI*(T+$off)/$per)"
  echo "st(1,$k1*exp(-(pow(X-W*(0.28+0.10*sin($P)),2)+pow(Y-H*(0.38+0.14*cos($P)),2))/(2*pow(0.28*W,2))));\
st(2,$k2*exp(-(pow(X-W*(0.74+0.09*cos($P+1.3)),2)+pow(Y-H*(0.66+0.12*sin($P+1.3)),2))/(2*pow(0.22*W,2))));\
st(3,$k3*exp(-(pow(X-W*(0.55+0.16*sin($P+2.6)),2)+pow(Y-H*(0.18+0.08*cos($P+2.6)),2))/(2*pow(0.20*W,2))));\
st(4,$top+(Y/H)*($bot-$top));st(4,ld(4)+ld(1)*($c1-ld(4)));st(4,ld(4)+ld(3)*($c3-ld(4)));ld(4)+ld(2)*($c2-ld(4))"
}

# encode master.mkv name [audio]: writes $MEDIA/name.mp4 and .webm
encode() {
  local src=$1 name=$2 audio=${3:-}
  local a264=(-an) avp9=(-an)
  if [ -n "$audio" ]; then
    a264=(-c:a aac -b:a 64k -ac 1 -ar 48000)
    avp9=(-c:a libopus -b:a 40k -ac 1 -ar 48000)
  fi
  "${FF[@]}" -i "$src" -map 0 -map_metadata -1 -sn -dn -c:v libx264 -preset slow -crf "$CRF264" \
    -profile:v high -level:v 4.0 -x264-params aq-mode=3 -pix_fmt yuv420p -threads 2 "${a264[@]}" \
    -movflags +faststart -fflags +bitexact "$MEDIA/$name.mp4"
  "${FF[@]}" -i "$src" -map 0 -map_metadata -1 -sn -dn -c:v libvpx-vp9 -crf "$CRFVP9" -b:v 0 -row-mt 1 \
    -deadline good -cpu-used 2 -pix_fmt yuv420p -threads 2 "${avp9[@]}" \
    -fflags +bitexact "$MEDIA/$name.webm"
}

# poster master.mkv time out.webp [out.jpg]
poster() {
  "${FF[@]}" -ss "$2" -i "$1" -frames:v 1 -c:v libwebp -quality 72 -compression_level 6 "$3"
  [ -z "${4:-}" ] || "${FF[@]}" -ss "$2" -i "$1" -frames:v 1 -q:v 4 "$4"
}

# ---------------------------------------------------------------------------------------------
make_hero() {
  echo "== hero (10 s loop)"
  local D=10
  # Map layer: faint grid, dotted routes between glowing waypoints.
  cat >"$TMP/hero-map.svg" <<'EOF'
<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs>
    <pattern id="grid" width="80" height="80" patternUnits="userSpaceOnUse">
      <path d="M80 0H0V80" fill="none" stroke="#fff" stroke-opacity=".085" stroke-width="1.2"/>
    </pattern>
    <radialGradient id="halo"><stop offset="0" stop-color="#40E0D0" stop-opacity=".55"/><stop offset="1" stop-color="#40E0D0" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1280" height="720" fill="url(#grid)"/>
  <g fill="none" stroke="#fff" stroke-linecap="round">
    <path d="M140 560Q640 40 1140 380" stroke-opacity=".36" stroke-width="2.6" stroke-dasharray="0 11"/>
    <path d="M520 318Q760 520 1010 600" stroke-opacity=".24" stroke-width="2.2" stroke-dasharray="0 10"/>
    <path d="M300 180Q420 250 520 318" stroke-opacity=".2" stroke-width="2.2" stroke-dasharray="0 10"/>
  </g>
  <g fill="url(#halo)">
    <circle cx="140" cy="560" r="26"/><circle cx="1140" cy="380" r="26"/><circle cx="520" cy="318" r="20"/>
    <circle cx="1010" cy="600" r="18"/><circle cx="300" cy="180" r="16"/>
  </g>
  <g fill="#fff" fill-opacity=".85"><circle cx="140" cy="560" r="4.5"/><circle cx="1140" cy="380" r="4.5"/></g>
  <g fill="#fff" fill-opacity=".55"><circle cx="520" cy="318" r="3.5"/><circle cx="1010" cy="600" r="3"/><circle cx="300" cy="180" r="3"/></g>
</svg>
EOF
  # A traveller: soft light that rides the main route once per loop.
  cat >"$TMP/glow.svg" <<'EOF'
<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity=".95"/><stop offset=".12" stop-color="#E6FFFB" stop-opacity=".8"/><stop offset=".4" stop-color="#40E0D0" stop-opacity=".25"/><stop offset="1" stop-color="#40E0D0" stop-opacity="0"/></radialGradient></defs><circle cx="48" cy="48" r="48" fill="url(#g)"/></svg>
EOF
  rsvg-convert "$TMP/hero-map.svg" -o "$TMP/hero-map.png"
  rsvg-convert "$TMP/glow.svg" -o "$TMP/glow.png"
  # Quadratic Bezier of the main route, eased, from t=0.5 s to 9.5 s (invisible at both ends).
  local ease='st(0,clip((t-0.5)/9,0,1));st(0,ld(0)*ld(0)*(3-2*ld(0)))'
  local bx="$ease;pow(1-ld(0),2)*140+2*(1-ld(0))*ld(0)*640+ld(0)*ld(0)*1140-48"
  local by="$ease;pow(1-ld(0),2)*560+2*(1-ld(0))*ld(0)*40+ld(0)*ld(0)*380-48"
  local R G B
  R=$(blob_chan $D 11 14 44 64 29 .72 .5 .4)
  G=$(blob_chan $D 27 38 90 224 127 .72 .5 .4)
  B=$(blob_chan $D 58 82 174 208 134 .72 .5 .4)
  "${FF[@]}" -f lavfi -i "color=black:s=192x108:r=$FPS:d=$D" \
    -loop 1 -framerate $FPS -t $D -i "$TMP/hero-map.png" \
    -loop 1 -framerate $FPS -t $D -i "$TMP/glow.png" \
    -filter_complex "[0]format=gbrp,geq=r='$R':g='$G':b='$B',scale=1280:720:flags=bicubic[bg];\
[bg][1]overlay=format=gbrp[m];\
[2]format=rgba,fade=in:st=0.5:d=1.2:alpha=1,fade=out:st=8.3:d=1.2:alpha=1[dot];\
[m][dot]overlay=x='$bx':y='$by':format=gbrp,vignette=angle=PI/6,format=yuv420p[v]" \
    -map "[v]" -t $D -c:v ffv1 "$TMP/hero.mkv"
  CRF264=28 CRFVP9=36 encode "$TMP/hero.mkv" hero
  poster "$TMP/hero.mkv" 0 "$MEDIA/hero-poster.webp" "$MEDIA/hero-poster.jpg"
}

# ---------------------------------------------------------------------------------------------
make_explainer() {
  echo "== explainer (26 s)"
  local CARD=5 XF=0.8 N=6
  local D; D=$(awk -v c=$CARD -v x=$XF -v n=$N 'BEGIN{print n*c-(n-1)*x}')
  local W='#fff'
  # Card artwork (text is drawn by ffmpeg's drawtext on top). Icons are white line drawings in a ring.
  ring() { # cx cy r: the icon disc
    echo "<circle cx=\"$1\" cy=\"$2\" r=\"$3\" fill=\"#fff\" fill-opacity=\".07\" stroke=\"$TURQ\" stroke-opacity=\".75\" stroke-width=\"3\"/>"
  }
  progress() { # $1 current step 1..3: three route nodes under the text column
    local s='' i x
    s+="<path d=\"M560 600H760\" stroke=\"#fff\" stroke-opacity=\".35\" stroke-width=\"3\" stroke-linecap=\"round\" stroke-dasharray=\"0 12\"/>"
    for i in 1 2 3; do
      x=$((460 + i * 100))
      if [ "$i" -le "$1" ]; then s+="<circle cx=\"$x\" cy=\"600\" r=\"9\" fill=\"$TURQ\"/>"
      else s+="<circle cx=\"$x\" cy=\"600\" r=\"8\" fill=\"$NAVY\" stroke=\"#fff\" stroke-opacity=\".6\" stroke-width=\"2.5\"/>"; fi
    done
    echo "$s"
  }
  icon() { # name: a 120x120 line icon, centred on 0,0
    local st="fill=\"none\" stroke=\"$W\" stroke-width=\"6\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
    case $1 in
      plan) # folded map with a route and a pin
        echo "<g $st><path d=\"M-54-34l36-12 36 12 36-12v80l-36 12-36-12-36 12z\"/><path d=\"M-18-46v80M18-34v80\" stroke-opacity=\".5\"/></g>
<path d=\"M-40 22c14-4 18-22 32-22s16 18 34-6\" fill=\"none\" stroke=\"$TURQ\" stroke-width=\"5\" stroke-linecap=\"round\" stroke-dasharray=\"0 10\"/>
<g transform=\"translate(26 -34) scale(.55) translate(-32 -33.5)\">$(mark_body_white)</g>" ;;
      move) # paper plane over a shipping box
        echo "<g $st><path d=\"M-50 6l100-44-34 88-18-32z\"/><path d=\"M-2 18l52-56\"/></g>
<g fill=\"none\" stroke=\"$TURQ\" stroke-width=\"5\" stroke-linecap=\"round\" stroke-dasharray=\"0 10\"><path d=\"M-56 40c18 10 38 10 52-2\"/></g>" ;;
      settle) # home with a heart
        echo "<g $st><path d=\"M-52-2L0-46l52 44M-38-14v58h76v-58\"/></g>
<path fill=\"$TURQ\" d=\"M0 34c-14-10-22-17-22-27 0-7 5-12 11-12 5 0 9 3 11 7 2-4 6-7 11-7 6 0 11 5 11 12 0 10-8 17-22 27z\"/>" ;;
      360) # circling arrows around a pin
        echo "<g $st><path d=\"M-46-20A50 50 0 0 1 38-32\"/><path d=\"M46 20A50 50 0 0 1-38 32\"/><path d=\"M26-40l12 8-2 15\"/><path d=\"M-26 40l-12-8 2-15\"/></g>
<g transform=\"translate(0 2) scale(.8) translate(-32 -33.5)\">$(mark_body_white)</g>" ;;
    esac
  }
  card_svg() { # file body...
    local f=$1; shift
    { echo "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1280\" height=\"720\" viewBox=\"0 0 1280 720\"><defs>$(grad g)</defs>"
      echo "$@"
      echo "</svg>"; } >"$f"
    rsvg-convert "$f" -o "${f%.svg}.png"
  }
  # 1 intro, 2-4 steps, 5 support, 6 closing lockup
  card_svg "$TMP/card1.svg" "<g transform=\"translate(640 186) scale(2.1) translate(-32 -33.5)\">$(mark_body g)</g>"
  card_svg "$TMP/card2.svg" "$(ring 330 340 150)<g transform=\"translate(330 340) scale(1.45)\">$(icon plan)</g>$(progress 1)"
  card_svg "$TMP/card3.svg" "$(ring 330 340 150)<g transform=\"translate(330 340) scale(1.45)\">$(icon move)</g>$(progress 2)"
  card_svg "$TMP/card4.svg" "$(ring 330 340 150)<g transform=\"translate(330 340) scale(1.45)\">$(icon settle)</g>$(progress 3)"
  card_svg "$TMP/card5.svg" "$(ring 640 225 120)<g transform=\"translate(640 225) scale(1.2)\">$(icon 360)</g>"
  card_svg "$TMP/card6.svg" "<g transform=\"translate(344 360) scale(2.6) translate(-32 -33.5)\">$(mark_body g)</g>"

  local fb="$INTER_DIR/InterDisplay-Bold.otf" fs="$INTER_DIR/Inter-SemiBold.otf" fr="$INTER_DIR/Inter-Regular.otf"
  # txt id "text": text lives in files so no filtergraph escaping is needed
  txt() { printf '%s' "$2" >"$TMP/t-$1.txt"; }
  # dt id font size colour x y delay: drawtext that fades in and rises 18 px, starting at delay s
  dt() {
    local a="min(1,max(0,(t-$7)/0.7))"
    echo "drawtext=fontfile=$2:textfile=$TMP/t-$1.txt:fontsize=$3:fontcolor=$4:x='$5':y='$6+18*pow(1-$a,2)':alpha='$a'"
  }
  txt over 'WATCH OUR UNIQUE WAY'; txt name 'Waypoint'; txt tag 'Your relocation partner'
  txt s1 'STEP 1 OF 3'; txt h1 'Plan'; txt p1 'A tailored relocation roadmap'
  txt s2 'STEP 2 OF 3'; txt h2 'Move'; txt p2 'Shipping, visas, housing handled'
  txt s3 'STEP 3 OF 3'; txt h3 'Settle'; txt p3 'Schools, healthcare, community'
  txt h5 '360° support'; txt p5 'at every step, before, during and after your move'
  local mid='(w-text_w)/2' col=560 tq='0x40E0D0' soft='0xE6EEF8'
  local cards=(
    "$(dt over "$fs" 26 $tq "$mid" 336 0.5),$(dt name "$fb" 112 white "$mid" 380 0.7),$(dt tag "$fr" 42 $soft "$mid" 528 1.0)"
    "$(dt s1 "$fs" 26 $tq $col 228 0.5),$(dt h1 "$fb" 104 white $col 268 0.65),$(dt p1 "$fr" 40 $soft $col 410 0.9)"
    "$(dt s2 "$fs" 26 $tq $col 228 0.5),$(dt h2 "$fb" 104 white $col 268 0.65),$(dt p2 "$fr" 40 $soft $col 410 0.9)"
    "$(dt s3 "$fs" 26 $tq $col 228 0.5),$(dt h3 "$fb" 104 white $col 268 0.65),$(dt p3 "$fr" 40 $soft $col 410 0.9)"
    "$(dt h5 "$fb" 96 white "$mid" 392 0.5),$(dt p5 "$fr" 38 $soft "$mid" 516 0.8)"
    "$(dt name "$fb" 120 white 472 270 0.5),$(dt tag "$fr" 44 $soft 478 412 0.8)"
  )
  # Inputs: 0-5 card artwork (transparent), 6 audio. Each card is laid on its own slice of one
  # continuous background (the light's clock is offset by the card's start), so cross-fades
  # only blend the foregrounds.
  local inputs=() i fc="" off R G B
  for i in 1 2 3 4 5 6; do inputs+=(-loop 1 -framerate $FPS -t $CARD -i "$TMP/card$i.png"); done
  # Audio: a soft A-major pad (slowly breathing partials, gentle detune), a quiet rising chime at
  # each card change, low-passed, faded in and out, peaking around -20 dBFS.
  local chimes="" k f
  local notes=(659.26 739.99 880 987.77 1108.73)
  for k in 1 2 3 4 5; do
    f=${notes[$((k-1))]}
    chimes+="+0.05*gte(t,$k*4.2)*exp(-2.2*(t-$k*4.2))*(sin(2*PI*$f*t)+0.3*sin(4*PI*$f*t))"
  done
  local pad="0.055*(sin(2*PI*110*t)+0.3*sin(2*PI*110.12*t))\
+0.04*sin(2*PI*164.81*t)*(0.65+0.35*sin(2*PI*0.11*t))\
+0.035*sin(2*PI*220.4*t)*(0.6+0.4*sin(2*PI*0.07*t+1))\
+0.025*sin(2*PI*277.18*t)*(0.55+0.45*sin(2*PI*0.05*t+2))\
+0.02*sin(2*PI*329.63*t)*(0.5+0.5*sin(2*PI*0.09*t+4))"
  inputs+=(-f lavfi -i "aevalsrc=exprs='$pad$chimes':s=48000:d=$D")
  for i in 1 2 3 4 5 6; do
    off=$(awk -v c=$CARD -v x=$XF -v k=$((i-1)) 'BEGIN{print k*(c-x)}')
    R=$(blob_chan 30 11 9 44 29 64 .62 .32 .45 "$off")
    G=$(blob_chan 30 27 22 90 127 224 .62 .32 .45 "$off")
    B=$(blob_chan 30 58 48 174 134 208 .62 .32 .45 "$off")
    fc+="color=black:s=192x108:r=$FPS:d=$CARD,format=gbrp,geq=r='$R':g='$G':b='$B',scale=1280:720:flags=bicubic,vignette=angle=PI/7[bg$i];"
    fc+="[$((i-1))]format=rgba[art$i];[bg$i][art$i]overlay=format=gbrp,${cards[$((i-1))]},format=yuv420p[c$i];"
  done
  local prev=c1
  for i in 2 3 4 5 6; do
    off=$(awk -v c=$CARD -v x=$XF -v k=$((i-1)) 'BEGIN{print k*(c-x)}')
    fc+="[$prev][c$i]xfade=transition=fade:duration=$XF:offset=$off[x$i];"
    prev=x$i
  done
  fc+="[$prev]fade=in:st=0:d=0.6[v];"
  fc+="[6]lowpass=f=1800,afade=t=in:st=0:d=2,afade=t=out:st=$(awk -v d=$D 'BEGIN{print d-3}'):d=3,volume=0.9[a]"
  "${FF[@]}" "${inputs[@]}" -filter_complex "$fc" -map "[v]" -map "[a]" -t "$D" \
    -c:v ffv1 -c:a pcm_s16le "$TMP/explainer.mkv"
  CRF264=28 CRFVP9=36 encode "$TMP/explainer.mkv" explainer audio
  poster "$TMP/explainer.mkv" 3 "$MEDIA/explainer-poster.webp"
}

# ---------------------------------------------------------------------------------------------
make_closing() {
  echo "== closing (8 s loop)"
  local D=8 HY=446 n=$((8 * FPS)) i
  # Map floor in perspective, gliding towards the viewer by one line per loop (so it repeats).
  # One SVG per frame: horizontal lines at depth z = 1 + k - s project to y = HY + 274/z.
  for ((i = 0; i < n; i++)); do
    awk -v s="$(awk -v i=$i -v n=$n 'BEGIN{print i/n}')" -v hy=$HY 'BEGIN{
      printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1280\" height=\"720\">"
      printf "<g stroke=\"#fff\" stroke-width=\"1.4\" fill=\"none\">"
      for (k = 0; k < 40; k++) { z = 1 + k - s; if (z < 0.9) continue; y = hy + 274 / z
        a = (y - hy) / 140; if (a > 1) a = 1; a = a * a * 0.16
        printf "<path d=\"M0 %.2fH1280\" stroke-opacity=\"%.3f\"/>", y, a }
      for (j = -12; j <= 12; j++) { x = 640 + j * 150
        printf "<path d=\"M640 %d L%.1f 900\" stroke-opacity=\"0.07\"/>", hy, 640 + (x - 640) * 1.65 }
      printf "</g></svg>" }' >"$TMP/floor.svg"
    rsvg-convert "$TMP/floor.svg" -o "$(printf "$TMP/floor-%03d.png" "$i")"
  done
  # Horizon: a thin bright line fading out to the sides; the light band sweeps across once per loop.
  cat >"$TMP/horizon.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><defs>
<linearGradient id="h"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#E9FFFC" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="v" x2="0" y2="1"><stop offset="0" stop-color="$TURQ" stop-opacity="0"/><stop offset=".5" stop-color="$TURQ" stop-opacity=".22"/><stop offset="1" stop-color="$TURQ" stop-opacity="0"/></linearGradient>
</defs><rect y="$((HY - 14))" width="1280" height="28" fill="url(#v)"/><rect y="$((HY - 1))" width="1280" height="2" fill="url(#h)"/></svg>
EOF
  cat >"$TMP/band.svg" <<'EOF'
<svg xmlns="http://www.w3.org/2000/svg" width="700" height="720"><defs>
<linearGradient id="b"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".06"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
</defs><rect x="220" width="300" height="720" transform="skewX(-12)" fill="url(#b)"/></svg>
EOF
  rsvg-convert "$TMP/horizon.svg" -o "$TMP/horizon.png"
  rsvg-convert "$TMP/band.svg" -o "$TMP/band.png"
  # Sky and dawn glow per channel: navy zenith to deep blue at the horizon, dark floor below,
  # a turquoise glow (and a pale core) breathing and drifting gently with period D.
  sky() { # top horizon floorTop floorBottom glow core
    local P="(2*PI*T/$D)" v="(Y/H)" u="(X/W)" hy=0.62
    echo "st(1,if(lt($v,$hy),$1+($2-$1)*pow($v/$hy,1.8),$3+($4-$3)*pow(($v-$hy)/(1-$hy),0.7)));\
st(2,(0.86+0.14*sin($P))*exp(-(pow(($u-0.5-0.035*sin($P))/0.3,2)+pow(($v-$hy)/if(lt($v,$hy),0.2,0.07),2))/2));\
st(3,(0.8+0.2*sin($P+0.6))*exp(-(pow(($u-0.5-0.035*sin($P))/0.09,2)+pow(($v-$hy)/if(lt($v,$hy),0.07,0.025),2))/2));\
st(1,ld(1)+0.72*ld(2)*($5-ld(1)));ld(1)+0.55*ld(3)*($6-ld(1))"
  }
  local R G B
  R=$(sky 8 44 22 6 64 215); G=$(sky 20 90 58 16 224 250); B=$(sky 46 174 104 36 208 245)
  "${FF[@]}" -f lavfi -i "color=black:s=320x180:r=$FPS:d=$D" \
    -framerate $FPS -i "$TMP/floor-%03d.png" \
    -loop 1 -framerate $FPS -t $D -i "$TMP/horizon.png" \
    -loop 1 -framerate $FPS -t $D -i "$TMP/band.png" \
    -filter_complex "[0]format=gbrp,geq=r='$R':g='$G':b='$B',scale=1280:720:flags=bicubic[sky];\
[sky][1]overlay=format=gbrp[f];[f][2]overlay=format=gbrp[h];\
[h][3]overlay=x='-700+1980*t/$D':y=0:format=gbrp,vignette=angle=PI/5,format=yuv420p[v]" \
    -map "[v]" -t $D -c:v ffv1 "$TMP/closing.mkv"
  CRF264=28 CRFVP9=36 encode "$TMP/closing.mkv" closing
  poster "$TMP/closing.mkv" 0 "$MEDIA/closing-poster.webp"
}

# ---------------------------------------------------------------------------------------------
want logos && make_logos
want icons && make_icons
want hero && make_hero
want explainer && make_explainer
want closing && make_closing

# Summary and budget check
echo "== summary"
status=0
for f in "$LOGOS"/*.svg "$ICONS"/* "$MEDIA"/*; do
  [ -f "$f" ] || continue
  bytes=$(stat -c %s "$f")
  info=""
  case $f in
    *.mp4|*.webm)
      info=$(ffprobe -v error -show_entries format=duration:stream=codec_type,codec_name \
        -of default=nw=1:nk=1 "$f" | paste -sd' ')
      [ "$bytes" -le 1258291 ] || { info+="  OVER 1.2 MB"; status=1; } ;;
  esac
  printf '%8.1f KB  %s  %s\n' "$(awk -v b="$bytes" 'BEGIN{print b/1024}')" "$f" "$info"
done
total=$(find "$MEDIA" -type f -printf '%s\n' | awk '{s += $1} END {print s + 0}')
printf '%8.1f KB  %s\n' "$(awk -v b="$total" 'BEGIN{print b/1024}')" "$MEDIA total (budget 4096 KB)"
[ "$total" -le 4194304 ] || { echo "make-media: $MEDIA exceeds 4 MB" >&2; status=1; }
exit $status
