import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIDEO_COUNTRY,
  DEFAULT_VIDEO_MPU_TYPES,
  DRAG_ACTIVATION_DISTANCE,
  DRAG_ANIMATION_MS,
  drivePreviewUrl,
  driveThumbnailUrl,
  isVideoLink,
  isVideoVisible,
  longId,
  matchesSearch,
  VIDEO_CARD_WIDTH,
  VIDEO_SCROLL_STEP,
  videoSource,
  videoThumbnail,
} from './videos.ts';

const id25 = `${'a'.repeat(12)}-_${'B'.repeat(11)}`; // exactly 25 word-or-dash characters
const id24 = id25.slice(1);

describe('SPEC §9 constants', () => {
  it('pins card width, scroll step, drag and video defaults', () => {
    expect(VIDEO_CARD_WIDTH).toBe(300);
    expect(VIDEO_SCROLL_STEP).toBe(320);
    expect(DRAG_ACTIVATION_DISTANCE).toBe(8);
    expect(DRAG_ANIMATION_MS).toBe(200);
    expect(DEFAULT_VIDEO_COUNTRY).toBe('DE');
    expect(DEFAULT_VIDEO_MPU_TYPES).toEqual(['alcohol']);
  });
});

describe('the long-id rule (SPEC §5)', () => {
  it('finds 25 or more word or dash characters, not 24', () => {
    expect(id25).toHaveLength(25);
    expect(longId(`https://drive.google.com/file/d/${id25}/view?usp=sharing`)).toBe(id25);
    expect(longId(`https://drive.google.com/file/d/${id24}/view`)).toBeNull();
    expect(longId(`https://drive.google.com/open?id=${id25}x`)).toBe(`${id25}x`);
  });

  it('builds the preview and the thumbnail from the id, and none without one', () => {
    const link = `https://drive.google.com/file/d/${id25}/view?usp=sharing`;
    expect(drivePreviewUrl(link)).toBe(`https://drive.google.com/file/d/${id25}/preview`);
    expect(driveThumbnailUrl(link)).toBe(`https://drive.google.com/thumbnail?id=${id25}&sz=w640`);
    expect(drivePreviewUrl('https://example.org/kurz')).toBeNull();
    expect(driveThumbnailUrl('https://example.org/kurz')).toBeNull();
  });
});

describe('videoSource', () => {
  it('plays direct files itself, even when the file name is 25+ characters long', () => {
    expect(videoSource('/media/mpu-alkohol-grundlagen-erklaert-lang.mp4')).toEqual({
      kind: 'file',
      src: '/media/mpu-alkohol-grundlagen-erklaert-lang.mp4',
    });
    expect(videoSource('https://cdn.example.org/v/clip.WEBM').kind).toBe('file');
  });

  it('embeds YouTube links of every common shape without cookies', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      const source = videoSource(url);
      expect(source).toMatchObject({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
      if (source.kind === 'youtube') {
        expect(source.embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
        expect(source.thumbnailUrl).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
      }
    }
  });

  it('turns a Google-Drive-style link into its preview', () => {
    expect(videoSource(`https://drive.google.com/file/d/${id25}/view`)).toEqual({
      kind: 'drive',
      id: id25,
      embedUrl: `https://drive.google.com/file/d/${id25}/preview`,
      thumbnailUrl: `https://drive.google.com/thumbnail?id=${id25}&sz=w640`,
    });
  });

  it('offers anything else (or a non-http scheme) as a plain link', () => {
    expect(videoSource('https://example.org/video-seite')).toEqual({
      kind: 'link',
      url: 'https://example.org/video-seite',
    });
    expect(videoSource(`javascript:alert(1)//${id25}`).kind).toBe('link');
  });

  it('uses the stored poster first, then the derived thumbnail, else none', () => {
    expect(videoThumbnail({ url: '/media/a.mp4', thumbnailUrl: '/media/a.jpg' })).toBe('/media/a.jpg');
    expect(videoThumbnail({ url: 'https://youtu.be/dQw4w9WgXcQ', thumbnailUrl: null })).toContain('ytimg');
    expect(videoThumbnail({ url: '/media/a.mp4', thumbnailUrl: null })).toBeNull();
    expect(videoThumbnail({ url: 'https://example.org/x', thumbnailUrl: null })).toBeNull();
  });
});

describe('the library filter (SPEC §5, §6)', () => {
  const alcoholDe = { mpuTypes: ['alcohol' as const], language: 'de' as const };
  const drugsPointsDe = { mpuTypes: ['drugs' as const, 'points' as const], language: 'de' as const };
  const alcoholEn = { mpuTypes: ['alcohol' as const], language: 'en' as const };

  it('shows a learner only videos of their reasons', () => {
    const learner = { role: 'user' as const, reasons: ['alcohol' as const], language: 'de' as const };
    expect(isVideoVisible(alcoholDe, learner)).toBe(true);
    expect(isVideoVisible(drugsPointsDe, learner)).toBe(false);
    const several = { ...learner, reasons: ['criminal' as const, 'points' as const] };
    expect(isVideoVisible(drugsPointsDe, several)).toBe(true);
    expect(isVideoVisible(alcoholDe, several)).toBe(false);
  });

  it('does not narrow a learner without a reason, and shows admins every MPU type', () => {
    expect(isVideoVisible(drugsPointsDe, { role: 'user', reasons: [], language: 'de' })).toBe(true);
    expect(isVideoVisible(drugsPointsDe, { role: 'admin', reasons: ['alcohol'], language: 'de' })).toBe(true);
  });

  it('filters everyone by the interface language', () => {
    expect(isVideoVisible(alcoholEn, { role: 'user', reasons: ['alcohol'], language: 'de' })).toBe(false);
    expect(isVideoVisible(alcoholEn, { role: 'admin', reasons: [], language: 'de' })).toBe(false);
    expect(isVideoVisible(alcoholEn, { role: 'user', reasons: ['alcohol'], language: 'en' })).toBe(true);
  });
});

describe('search', () => {
  it('matches title or description, case-insensitively; blank matches all', () => {
    const video = { title: 'Promille verstehen', description: 'Wie der Körper Alkohol abbaut' };
    expect(matchesSearch(video, 'PROMILLE')).toBe(true);
    expect(matchesSearch(video, 'körper')).toBe(true);
    expect(matchesSearch(video, 'Drogen')).toBe(false);
    expect(matchesSearch(video, '  ')).toBe(true);
  });
});

describe('isVideoLink', () => {
  it('accepts http(s) links and files under /media/, nothing else', () => {
    expect(isVideoLink('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isVideoLink('http://example.org/a.mp4')).toBe(true);
    expect(isVideoLink('/media/mpu-alkohol.mp4')).toBe(true);
    expect(isVideoLink('/media/../secret')).toBe(false);
    expect(isVideoLink('/media/..')).toBe(false);
    expect(isVideoLink('/etc/passwd')).toBe(false);
    expect(isVideoLink('javascript:alert(1)')).toBe(false);
    expect(isVideoLink('data:video/mp4;base64,AAAA')).toBe(false);
    expect(isVideoLink('')).toBe(false);
  });
});
