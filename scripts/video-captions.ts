// WebVTT captions for scripts/make-videos.ts: one cue per spoken sentence, long sentences split
// into parts of at most two lines, each shown for its share of the sentence's time.

export type Cue = { start: number; end: number; text: string };

const LINE = 42;

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Breaks text into chunks of at most `width` characters at word boundaries. */
function chunks(text: string, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > width) {
      out.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) out.push(current);
  return out;
}

/** Parts of a text that fit into two caption lines each. */
function twoLineParts(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && chunks(candidate, LINE).length > 2) {
      parts.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) parts.push(current);
  return parts;
}

/** Splits a cue whose text is longer than two lines; times are shared out by text length. */
function split(cue: Cue): Cue[] {
  const parts = twoLineParts(cue.text);
  if (parts.length === 1) return [cue];
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const result: Cue[] = [];
  let start = cue.start;
  for (const part of parts) {
    const end = start + ((cue.end - cue.start) * part.length) / total;
    result.push({ start, end, text: part });
    start = end;
  }
  return result;
}

export function buildVtt(cues: Cue[]): string {
  const blocks = cues.flatMap(split).map((cue, i) => {
    const lines = chunks(cue.text, LINE).join('\n');
    return `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${lines}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
