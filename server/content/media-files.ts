// Checks for the media files of the content pack (used by the content tests): the MP4 container
// and codecs, WebVTT captions and JPEG posters, without ffprobe (CI has none).

export type Mp4Info = {
  /** Seconds, from the movie header. */
  duration: number;
  /** The movie header comes before the media data, so playback starts before the download ends. */
  fastStart: boolean;
  /** H.264 profile_idc from the avcC box (66 = Baseline), or null without H.264 video. */
  h264Profile: number | null;
  hasAac: boolean;
};

function boxes(buffer: Buffer, start: number, end: number) {
  const list: { type: string; start: number; body: number; end: number }[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    let body = offset + 8;
    if (size === 1) {
      size = Number(buffer.readBigUInt64BE(offset + 8));
      body += 8;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < 8 || offset + size > end) throw new Error(`broken MP4 box '${type}' at ${offset}`);
    list.push({ type, start: offset, body, end: offset + size });
    offset += size;
  }
  return list;
}

export function mp4Info(buffer: Buffer): Mp4Info {
  const top = boxes(buffer, 0, buffer.length);
  if (top[0]?.type !== 'ftyp') throw new Error('not an MP4 file (no ftyp box first)');
  const moov = top.find((box) => box.type === 'moov');
  const mdat = top.find((box) => box.type === 'mdat');
  if (!moov || !mdat) throw new Error('MP4 without moov or mdat');
  const mvhd = boxes(buffer, moov.body, moov.end).find((box) => box.type === 'mvhd');
  if (!mvhd) throw new Error('MP4 without movie header');
  const version = buffer.readUInt8(mvhd.body);
  const timescale = buffer.readUInt32BE(mvhd.body + (version === 1 ? 20 : 12));
  const duration =
    version === 1 ? Number(buffer.readBigUInt64BE(mvhd.body + 24)) : buffer.readUInt32BE(mvhd.body + 16);
  // Sample descriptions sit deep in moov; their four-letter codes are unambiguous enough to search.
  const header = buffer.subarray(moov.body, moov.end);
  const avcC = header.indexOf('avcC', 0, 'latin1');
  return {
    duration: duration / timescale,
    fastStart: moov.start < mdat.start,
    h264Profile: avcC >= 0 ? header.readUInt8(avcC + 5) : null,
    hasAac: header.indexOf('mp4a', 0, 'latin1') >= 0,
  };
}

export type VttCue = { start: number; end: number; text: string };

const TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(value: string): number {
  const match = TIME.exec(value);
  if (!match) throw new Error(`invalid WebVTT timestamp '${value}'`);
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]) + Number(match[4]) / 1000;
}

/**
 * Parses WebVTT captions strictly enough to catch what breaks players: the WEBVTT signature,
 * timing lines, start before end, cues in order, no empty cue.
 */
export function parseVtt(text: string): VttCue[] {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t][^\n]*)?(?:\n|$)/.test(source)) throw new Error('missing WEBVTT signature');
  const [, ...blocks] = source.split(/\n{2,}/);
  const cues: VttCue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((line) => line !== '');
    if (lines.length === 0 || lines[0]!.startsWith('NOTE')) continue;
    const timingIndex = lines.findIndex((line) => line.includes('-->'));
    if (timingIndex < 0 || timingIndex > 1) throw new Error(`cue without timing line: ${lines[0]}`);
    const [from, rest] = lines[timingIndex]!.split('-->').map((part) => part.trim());
    const start = seconds(from!);
    const end = seconds(rest!.split(/\s+/)[0]!);
    const body = lines.slice(timingIndex + 1);
    if (body.length === 0) throw new Error(`empty cue at ${from}`);
    if (end <= start) throw new Error(`cue ends before it starts at ${from}`);
    const previous = cues.at(-1);
    if (previous && start < previous.start) throw new Error(`cue out of order at ${from}`);
    cues.push({ start, end, text: body.join('\n') });
  }
  if (cues.length === 0) throw new Error('no cues');
  return cues;
}

export function isJpeg(buffer: Buffer): boolean {
  return (
    buffer.length > 4 &&
    buffer[0] === 0xff &&
    buffer[1] === 0xd8 &&
    buffer[2] === 0xff &&
    buffer.at(-2) === 0xff &&
    buffer.at(-1) === 0xd9
  );
}
