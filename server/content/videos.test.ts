import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { MPU_TYPES } from '../../common/domain/mpu.ts';
import { defaultContentDir } from './loader.ts';
import { isJpeg, mp4Info, parseVtt } from './media-files.ts';
import { readVideos } from './videos.ts';

const sections = readVideos(defaultContentDir);
const videos = sections.flatMap((section) => section.videos);
const mediaDir = path.join(defaultContentDir, 'media');
const mediaFile = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));
const ownVideos = videos.filter((video) => video.url.startsWith('/media/'));
const MAX_BYTES = 1.5 * 1024 * 1024;

const duplicates = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);

describe('video library of the content pack', () => {
  it('has sections with distinct keys and orders, and videos with distinct keys', () => {
    expect(sections.length).toBeGreaterThanOrEqual(3);
    expect(duplicates(sections.map((s) => s.key))).toEqual([]);
    expect(duplicates(sections.map((s) => String(s.order)))).toEqual([]);
    expect(duplicates(videos.map((v) => v.key))).toEqual([]);
    for (const section of sections) {
      expect(section.videos.length, section.key).toBeGreaterThan(0);
      expect(duplicates(section.videos.map((v) => String(v.order))), section.key).toEqual([]);
    }
  });

  it('gives every video two to four quiz questions with four options and correct answers among them', () => {
    const keys = videos.flatMap((v) => v.quizzes.map((q) => q.key));
    expect(duplicates(keys)).toEqual([]);
    for (const video of videos) {
      expect(video.quizzes.length, video.key).toBeGreaterThanOrEqual(2);
      expect(video.quizzes.length, video.key).toBeLessThanOrEqual(4);
      for (const quiz of video.quizzes) {
        expect(quiz.options, quiz.key).toHaveLength(4);
        expect(new Set(quiz.options).size, quiz.key).toBe(4);
        expect(quiz.correct.length, quiz.key).toBeGreaterThanOrEqual(1);
        for (const answer of quiz.correct) expect(quiz.options, quiz.key).toContain(answer);
      }
    }
  });

  it('shows every MPU reason at least three videos', () => {
    for (const type of MPU_TYPES) {
      expect(videos.filter((v) => v.mpu_types.includes(type)).length, type).toBeGreaterThanOrEqual(3);
    }
  });

  it('marks every external link as an example to replace', () => {
    for (const video of videos.filter((v) => !v.url.startsWith('/media/'))) {
      expect(video.title, video.key).toMatch(/Beispiel/);
      expect(video.description, video.key).toMatch(/Beispiel.*ersetz/);
    }
  });
});

describe('media files of the content pack', () => {
  it('has at least three own videos, each with captions and a poster', () => {
    expect(ownVideos.length).toBeGreaterThanOrEqual(3);
    for (const video of ownVideos) {
      expect(video.captions_url, video.key).toMatch(/^\/media\/.+\.vtt$/);
      expect(video.thumbnail_url, video.key).toMatch(/^\/media\/.+\.jpg$/);
    }
  });

  it('has every referenced file, and no file nobody references', () => {
    // Turkish and English captions sit beside the German ones as <key>.<lang>.vtt (content/i18n format).
    const translatedCaptions = (url: string) =>
      ['tr', 'en'].map((lang) => url.replace(/\.vtt$/, `.${lang}.vtt`));
    const referenced = ownVideos.flatMap((v) => [
      v.url,
      v.captions_url!,
      ...translatedCaptions(v.captions_url!),
      v.thumbnail_url!,
    ]);
    for (const url of referenced) expect(existsSync(mediaFile(url)), url).toBe(true);
    const files = readdirSync(mediaDir).filter((name) => name !== 'README.md');
    expect(files.sort()).toEqual(referenced.map((url) => url.replace('/media/', '')).sort());
  });

  it('has small MP4 videos (H.264 Baseline + AAC, fast start) that every phone plays', () => {
    for (const video of ownVideos) {
      const file = mediaFile(video.url);
      expect(statSync(file).size, video.key).toBeLessThan(MAX_BYTES);
      const info = mp4Info(readFileSync(file));
      expect(info, video.key).toMatchObject({ fastStart: true, h264Profile: 66, hasAac: true });
      expect(info.duration, video.key).toBeGreaterThan(20);
      expect(info.duration, video.key).toBeLessThan(180);
    }
  });

  it('has valid WebVTT captions within each video, at most two lines per cue', () => {
    for (const video of ownVideos) {
      const cues = parseVtt(readFileSync(mediaFile(video.captions_url!), 'utf8'));
      const { duration } = mp4Info(readFileSync(mediaFile(video.url)));
      expect(cues.at(-1)!.end, video.key).toBeLessThanOrEqual(duration + 0.05);
      for (const cue of cues) expect(cue.text.split('\n').length, cue.text).toBeLessThanOrEqual(2);
    }
  });

  it('has captions that say exactly what the narration script says', () => {
    for (const video of ownVideos) {
      const key = path.basename(video.url, '.mp4');
      const script = parse(
        readFileSync(path.join(defaultContentDir, 'video-scripts', `${key}.yaml`), 'utf8'),
      );
      const spoken = (script.slides as { say: string[] }[]).flatMap((slide) => slide.say).join(' ');
      const captions = parseVtt(readFileSync(mediaFile(video.captions_url!), 'utf8'))
        .map((cue) => cue.text)
        .join(' ');
      expect(captions.replace(/\s+/g, ' '), key).toBe(spoken.replace(/\s+/g, ' '));
    }
  });

  it('has JPEG posters', () => {
    for (const video of ownVideos) {
      expect(isJpeg(readFileSync(mediaFile(video.thumbnail_url!))), video.key).toBe(true);
    }
  });
});

describe('media checks', () => {
  it('reject broken captions', () => {
    expect(() => parseVtt('1\n00:00:01.000 --> 00:00:02.000\nHallo\n')).toThrow(/WEBVTT/);
    expect(() => parseVtt('WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nHallo\n')).toThrow(/ends before/);
    expect(() => parseVtt('WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nHallo\n')).toThrow(/timestamp/);
    expect(() => parseVtt('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n')).toThrow(/empty cue/);
    expect(() =>
      parseVtt('WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nB\n\n00:00:01.000 --> 00:00:02.000\nA\n'),
    ).toThrow(/order/);
    expect(parseVtt('WEBVTT\n\nNOTE x\n\n1\n01:02.500 --> 01:03.000 line:90%\nA\nB\n')).toEqual([
      { start: 62.5, end: 63, text: 'A\nB' },
    ]);
  });

  it('reject what is no MP4 or JPEG', () => {
    expect(() => mp4Info(Buffer.from('not a video at all'))).toThrow();
    expect(isJpeg(Buffer.from('GIF89a'))).toBe(false);
  });
});
