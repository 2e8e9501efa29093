// Minimal PCM WAV helpers for scripts/make-videos.ts (espeak-ng writes 16-bit mono WAV).
import { writeFileSync } from 'node:fs';

export type Wav = { sampleRate: number; pcm: Buffer };

/** Reads a 16-bit mono PCM WAV file: its sample rate and raw sample data. */
export function readWav(file: Buffer): Wav {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= file.length) {
    const id = file.toString('ascii', offset, offset + 4);
    const size = file.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const channels = file.readUInt16LE(body + 2);
      const bits = file.readUInt16LE(body + 14);
      if (channels !== 1 || bits !== 16) throw new Error('expected 16-bit mono WAV');
      sampleRate = file.readUInt32LE(body + 4);
    }
    if (id === 'data') {
      // espeak-ng may leave the size open when it streams; then the data runs to the end.
      const end = size > 0 && body + size <= file.length ? body + size : file.length;
      return { sampleRate, pcm: file.subarray(body, end - ((end - body) % 2)) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV without data');
}

export function silence(seconds: number, sampleRate: number): Buffer {
  return Buffer.alloc(Math.round(seconds * sampleRate) * 2);
}

export function concatPcm(pieces: Buffer[]): Buffer {
  return Buffer.concat(pieces);
}

export function writeWav(file: string, pcm: Buffer, sampleRate: number): void {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  writeFileSync(file, Buffer.concat([header, pcm]));
}
