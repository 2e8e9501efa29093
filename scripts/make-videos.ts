// Regenerates the narrated slide videos of the content pack from content/video-scripts/*.yaml:
// for each script an MP4 (H.264 baseline + AAC, fast start), a German WebVTT caption file and a
// poster JPG in content/media/. Needs Debian's ffmpeg and espeak-ng:
//   apt-get update && apt-get install -y ffmpeg espeak-ng
//   npm run content:videos               (all)   npm run content:videos -- <key> …   (some)
// CI does not run this; the generated files are committed. See content/media/README.md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import { buildVtt, type Cue } from './video-captions.ts';
import { concatPcm, readWav, silence, writeWav } from './video-wav.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const scriptsDir = path.join(root, 'content', 'video-scripts');
const mediaDir = path.join(root, 'content', 'media');

const slide = z.strictObject({
  title: z.string().min(1),
  points: z.array(z.string().min(1)).default([]),
  say: z.array(z.string().min(1)).min(1),
});
const videoScript = z.strictObject({
  key: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  slides: z.array(slide).min(2),
});
type Slide = z.infer<typeof slide>;

/** Spoken forms for abbreviations espeak-ng reads badly; captions keep the written form. */
const SPOKEN: [RegExp, string][] = [
  [/\bBASt\b/g, 'B A S T'],
  [/\bPEth\b/g, 'P E T H'],
  [/\bEtG\b/g, 'E T G'],
  [/\bng\/ml\b/g, 'Nanogramm pro Milliliter'],
  [/\bmg\/l\b/g, 'Milligramm pro Liter'],
  [/§\s*/g, 'Paragraf '],
  [/\bAbs\.\s*/g, 'Absatz '],
  [/\bNr\.\s*/g, 'Nummer '],
];

const WIDTH = 1280;
const HEIGHT = 720;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const GAP_SECONDS = 0.35;
const LEAD_SECONDS = 0.5;
const TAIL_SECONDS = 0.9;

function run(command: string, args: string[]): Buffer {
  const result = spawnSync(command, args, { maxBuffer: 64 * 1024 * 1024 });
  if (result.error) {
    throw new Error(
      `${command} not found: apt-get update && apt-get install -y ffmpeg espeak-ng (${result.error.message})`,
    );
  }
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stderr.toString().slice(-2000)}`);
  return result.stdout;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Renders one slide as PNG with ffmpeg's drawtext (text from files, so nothing needs escaping). */
function renderSlide(item: Slide, index: number, total: number, work: string): string {
  const texts: { text: string; font: string; size: number; color: string; x: number; y: number }[] = [];
  // The first slide is the title card (and the poster): larger and lower.
  const cover = index === 0;
  let y = cover ? 200 : 90;
  for (const line of wrap(item.title, cover ? 26 : 30)) {
    texts.push({ text: line, font: FONT_BOLD, size: cover ? 64 : 60, color: 'white', x: 90, y });
    y += cover ? 82 : 76;
  }
  const barY = y + 6;
  y += 50;
  for (const point of item.points) {
    wrap(point, 40).forEach((line, i) => {
      texts.push({
        text: i === 0 ? `•  ${line}` : `    ${line}`,
        font: FONT,
        size: 46,
        color: '0xE0E7FF',
        x: 90,
        y,
      });
      y += 62;
    });
    y += 14;
  }
  if (y > HEIGHT - 80) throw new Error(`slide "${item.title}" has too much text`);
  texts.push({
    text: 'MPU-Vorbereitung · Lernvideo',
    font: FONT,
    size: 24,
    color: '0xC7D2FE',
    x: 90,
    y: HEIGHT - 60,
  });
  texts.push({
    text: `${index + 1} / ${total}`,
    font: FONT,
    size: 24,
    color: '0xC7D2FE',
    x: WIDTH - 160,
    y: HEIGHT - 60,
  });
  const filters = [`drawbox=x=90:y=${barY}:w=160:h=6:color=0x818CF8:t=fill`];
  texts.forEach((t, i) => {
    const file = path.join(work, `slide-${index}-text-${i}.txt`);
    writeFileSync(file, t.text);
    filters.push(
      `drawtext=fontfile=${t.font}:textfile=${file}:expansion=none:fontsize=${t.size}:fontcolor=${t.color}:x=${t.x}:y=${t.y}`,
    );
  });
  const out = path.join(work, `slide-${index}.png`);
  run('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=0x1E1B4B:s=${WIDTH}x${HEIGHT}`,
    '-vf',
    filters.join(','),
    '-frames:v',
    '1',
    out,
  ]);
  return out;
}

function speak(text: string, file: string) {
  let spoken = text;
  for (const [pattern, replacement] of SPOKEN) spoken = spoken.replace(pattern, replacement);
  run('espeak-ng', ['-v', 'de', '-s', '150', '-w', file, spoken]);
  return readWav(readFileSync(file));
}

function makeVideo(file: string) {
  const script = videoScript.parse(parse(readFileSync(file, 'utf8')));
  const work = mkdtempSync(path.join(tmpdir(), `video-${script.key}-`));
  try {
    const pieces: Buffer[] = [];
    const cues: Cue[] = [];
    const durations: number[] = [];
    let sampleRate = 0;
    let clock = 0;
    script.slides.forEach((item, s) => {
      const start = clock;
      item.say.forEach((sentence, i) => {
        const wav = speak(sentence, path.join(work, `say-${s}-${i}.wav`));
        sampleRate = wav.sampleRate;
        const pause = i === 0 ? LEAD_SECONDS : GAP_SECONDS;
        pieces.push(silence(pause, sampleRate), wav.pcm);
        clock += pause;
        const seconds = wav.pcm.length / 2 / sampleRate;
        cues.push({ start: clock, end: clock + seconds, text: sentence });
        clock += seconds;
      });
      pieces.push(silence(TAIL_SECONDS, sampleRate));
      clock += TAIL_SECONDS;
      durations.push(clock - start);
    });
    const audio = path.join(work, 'audio.wav');
    writeWav(audio, concatPcm(pieces), sampleRate);

    const images = script.slides.map((item, s) => renderSlide(item, s, script.slides.length, work));
    const list = images.map((image, s) => `file '${image}'\nduration ${durations[s]!.toFixed(3)}`);
    // The concat demuxer needs the last image once more to honour the last duration.
    writeFileSync(path.join(work, 'slides.txt'), `${list.join('\n')}\nfile '${images.at(-1)}'\n`);

    const mp4 = path.join(mediaDir, `${script.key}.mp4`);
    run('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      path.join(work, 'slides.txt'),
      '-i',
      audio,
      '-vf',
      'fps=10,format=yuv420p',
      '-c:v',
      'libx264',
      '-profile:v',
      'baseline',
      '-level',
      '3.1',
      '-preset',
      'veryslow',
      '-tune',
      'stillimage',
      '-crf',
      '30',
      '-g',
      '300',
      '-c:a',
      'aac',
      '-b:a',
      '40k',
      '-ac',
      '1',
      '-shortest',
      '-movflags',
      '+faststart',
      '-metadata',
      `title=${script.title}`,
      '-metadata:s:a:0',
      'language=deu',
      mp4,
    ]);
    writeFileSync(path.join(mediaDir, `${script.key}.vtt`), buildVtt(cues));
    run('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-i',
      images[0]!,
      '-vf',
      'scale=640:360',
      '-q:v',
      '5',
      path.join(mediaDir, `${script.key}.jpg`),
    ]);
    const size = readFileSync(mp4).length;
    console.log(`${script.key}: ${clock.toFixed(1)} s, ${(size / 1024).toFixed(0)} KiB, ${cues.length} cues`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const wanted = process.argv.slice(2);
mkdirSync(mediaDir, { recursive: true });
for (const name of readdirSync(scriptsDir)
  .filter((n) => n.endsWith('.yaml'))
  .sort()) {
  if (wanted.length > 0 && !wanted.includes(name.replace(/\.yaml$/, ''))) continue;
  makeVideo(path.join(scriptsDir, name));
}
