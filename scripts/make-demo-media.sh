#!/usr/bin/env bash
# Makes the destination clips the demo serves at /demo/media/destinations/{City}.mp4.
# The outputs are committed (server/demo/media/files/destinations), because a fresh machine may have no
# ffmpeg; run this again only after changing the illustrations in server/demo/media/art.ts.
#
# Each clip animates the city's illustration layers: the sky stays, the clouds drift, the skyline pans
# slowly (parallax). 640x360, 5 s, 25 fps, H.264 (yuv420p, faststart), no audio, well under 250 KB.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install ffmpeg)" >&2; exit 1; }

# File name (the city without spaces, as the client builds it) : illustration slug
clips=(TelAviv:tel-aviv Berlin:berlin Lisbon:lisbon Dubai:dubai NewYork:new-york)
out=server/demo/media/files/destinations
mkdir -p "$out"
layers=$(mktemp -d)
trap 'rm -rf "$layers"' EXIT

npx tsx scripts/demo-media-layers.ts "$layers" "${clips[@]#*:}"

for clip in "${clips[@]}"; do
  name=${clip%%:*}
  slug=${clip#*:}
  ffmpeg -y -loglevel error \
    -loop 1 -framerate 25 -i "$layers/$slug-sky.svg" \
    -loop 1 -framerate 25 -i "$layers/$slug-clouds.svg" \
    -loop 1 -framerate 25 -i "$layers/$slug-skyline.svg" \
    -filter_complex "[0:v][1:v]overlay=x='-t*24':y=0[sky];[sky][2:v]overlay=x='-t*6':y=0,format=yuv420p[v]" \
    -map '[v]' -t 5 -r 25 \
    -c:v libx264 -preset slow -crf 27 -profile:v main -movflags +faststart -an \
    "$out/$name.mp4"
  printf '%-10s %6d bytes\n' "$name.mp4" "$(stat -c %s "$out/$name.mp4")"
done
