#!/usr/bin/env bash
# Regenerates the four demo clips served under /media/videos/ (apps/server/media/videos/clip-N.mp4).
# Only a developer runs this (it needs ffmpeg: apt-get install -y ffmpeg); the product never does.
# Every clip: H.264 main profile, yuv420p, 360x640 portrait, 25 fps, 4-6 s, faststart, no audio,
# made from ffmpeg's built-in lavfi sources only (no text, no external input).
set -euo pipefail

OUT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/apps/server/media/videos"
mkdir -p "$OUT"

ENC=(-an -c:v libx264 -preset slow -profile:v main -pix_fmt yuv420p -r 25 -g 50 -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact)

# 1 (6 s): soft animated radial colour gradients, sunset palette.
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "gradients=s=360x640:r=25:d=6:c0=0xff7e5f:c1=0xfeb47b:c2=0x6a82fb:c3=0xfc5c7d:n=4:speed=0.02:type=radial:x0=40:y0=60:x1=320:y1=580:seed=1" \
  "${ENC[@]}" -crf 28 "$OUT/clip-1.mp4"

# 2 (5 s): a pastel "plasma" drawn per pixel with geq at half size, then scaled up smoothly.
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "color=c=black:s=180x320:r=25:d=5,format=gbrp,geq=r='205+50*sin(X/17+T*1.7)*cos(Y/29-T)':g='170+60*sin((X+Y)/31+T*1.3)':b='215+40*cos(hypot(X-90\,Y-160)/19-T*2.2)'" \
  -vf "scale=360:640:flags=bicubic" "${ENC[@]}" -crf 28 "$OUT/clip-2.mp4"

# 3 (4 s): Conway's game of life, green cells and blue mould on navy, enlarged 4x with hard pixels.
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "life=s=90x160:r=25:mold=12:life_color=0x34d399:death_color=0x0f172a:mold_color=0x1e3a8a:ratio=0.3:seed=7" \
  -t 4 -vf "scale=360:640:flags=neighbor" "${ENC[@]}" -crf 32 "$OUT/clip-3.mp4"

# 4 (5 s): elementary cellular automaton rule 90 (Sierpinski triangles) scrolling over a moving cyan-violet-pink gradient.
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "cellauto=s=120x214:r=25:rule=90:random_fill_ratio=0.03:random_seed=5:scroll=1" \
  -f lavfi -i "gradients=s=360x640:r=25:c0=0x22d3ee:c1=0x8b5cf6:c2=0xec4899:n=3:speed=0.02:seed=5" \
  -filter_complex "[0]scale=360:640:flags=neighbor,format=gbrp,negate[m];[1]format=gbrp[g];[m][g]blend=all_mode=multiply,format=yuv420p" \
  -t 5 "${ENC[@]}" -crf 30 "$OUT/clip-4.mp4"

for f in "$OUT"/clip-*.mp4; do
  printf '%s %s bytes: ' "$(basename "$f")" "$(stat -c %s "$f")"
  ffprobe -v error -select_streams v:0 -show_entries stream=codec_name,profile,pix_fmt,width,height,r_frame_rate -show_entries format=duration -of csv=p=0 "$f" | tr '\n' ' '
  echo
done
