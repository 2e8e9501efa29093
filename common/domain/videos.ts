import { isAdmin } from './access.ts';
import type { VideoLanguage } from './enums.ts';
import type { MpuType } from './mpu.ts';
import type { Role } from './pages.ts';

/** SPEC §9: card width and the scroll step of the section arrows, in CSS pixels. */
export const VIDEO_CARD_WIDTH = 300;
export const VIDEO_SCROLL_STEP = 320;
/** Arrows appear only when a section has more than this many videos (SPEC §2). */
export const SCROLL_ARROWS_FROM = 2;
/** SPEC §9: drag activation distance (px) and drop animation (ms). */
export const DRAG_ACTIVATION_DISTANCE = 8;
export const DRAG_ANIMATION_MS = 200;
/** SPEC §9: a new video quiz question has four options labelled A) to D). */
export const VIDEO_QUIZ_OPTION_COUNT = 4;
/** SPEC §9 video defaults. */
export const DEFAULT_VIDEO_COUNTRY = 'DE';
export const DEFAULT_VIDEO_MPU_TYPES: readonly MpuType[] = ['alcohol'];

/** SPEC §5: a long id is 25 or more word or dash characters. */
const LONG_ID = /[-\w]{25,}/;
const DIRECT_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;
const YOUTUBE_ID = /^[-\w]{11}$/;

export type VideoSource =
  /** A file the browser plays itself (`/media/x.mp4` or an https URL to a video file). */
  | { kind: 'file'; src: string }
  | { kind: 'youtube'; id: string; embedUrl: string; thumbnailUrl: string }
  /** Google-Drive-style link: preview and thumbnail built from the long id (SPEC §5). */
  | { kind: 'drive'; id: string; embedUrl: string; thumbnailUrl: string }
  /** Nothing embeddable found: the UI offers the link itself. */
  | { kind: 'link'; url: string };

function parseUrl(url: string): URL | null {
  try {
    return new URL(url, 'https://app.invalid');
  } catch {
    return null;
  }
}

function youtubeId(parsed: URL): string | null {
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') candidate = parsed.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') candidate = parsed.searchParams.get('v');
    else {
      const match = parsed.pathname.match(/^\/(embed|shorts|live|v)\/([^/?#]+)/);
      candidate = match?.[2] ?? null;
    }
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** The long id of SPEC §5 (25+ word or dash characters) in a link, or null. */
export function longId(url: string): string | null {
  return url.match(LONG_ID)?.[0] ?? null;
}

/** The embeddable preview link for a Google-Drive-style link (SPEC §5), or null without a long id. */
export function drivePreviewUrl(url: string): string | null {
  const id = longId(url);
  return id ? `https://drive.google.com/file/d/${id}/preview` : null;
}

/** The thumbnail for a Google-Drive-style link, built the same way; absent without an id (SPEC §5). */
export function driveThumbnailUrl(url: string): string | null {
  const id = longId(url);
  return id ? `https://drive.google.com/thumbnail?id=${id}&sz=w640` : null;
}

/**
 * How a video URL is played. Direct files come first (a file name can be 25+ characters long
 * and would otherwise look like a long id), then YouTube, then the long-id rule of SPEC §5.
 */
export function videoSource(url: string): VideoSource {
  const trimmed = url.trim();
  const parsed = parseUrl(trimmed);
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) return { kind: 'link', url: trimmed };
  if (DIRECT_FILE.test(parsed.pathname)) return { kind: 'file', src: trimmed };
  const youtube = youtubeId(parsed);
  if (youtube) {
    return {
      kind: 'youtube',
      id: youtube,
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?rel=0&cc_load_policy=1`,
      thumbnailUrl: `https://i.ytimg.com/vi/${youtube}/hqdefault.jpg`,
    };
  }
  const id = longId(trimmed);
  if (id) {
    return {
      kind: 'drive',
      id,
      embedUrl: `https://drive.google.com/file/d/${id}/preview`,
      thumbnailUrl: `https://drive.google.com/thumbnail?id=${id}&sz=w640`,
    };
  }
  return { kind: 'link', url: trimmed };
}

/** The card image: the stored poster, else the one derived from the link, else none. */
export function videoThumbnail(video: { url: string; thumbnailUrl: string | null }): string | null {
  if (video.thumbnailUrl) return video.thumbnailUrl;
  const source = videoSource(video.url);
  return source.kind === 'youtube' || source.kind === 'drive' ? source.thumbnailUrl : null;
}

export type VideoViewer = { role: Role; reasons: readonly MpuType[]; language: VideoLanguage };

/**
 * The library filter (SPEC §5, §6): a learner with reasons sees the videos whose MPU types
 * include one of them (a learner without a reason is not narrowed); admins see every MPU type.
 * Everyone sees the videos in the interface language.
 */
export function isVideoVisible(
  video: { mpuTypes: readonly MpuType[]; language: VideoLanguage },
  viewer: VideoViewer,
): boolean {
  if (video.language !== viewer.language) return false;
  return matchesReasons(video.mpuTypes, viewer);
}

/** The MPU-type half of the filter alone (for reads that do not depend on the interface language). */
export function matchesReasons(mpuTypes: readonly MpuType[], viewer: Omit<VideoViewer, 'language'>): boolean {
  if (isAdmin(viewer) || viewer.reasons.length === 0) return true;
  return mpuTypes.some((type) => viewer.reasons.includes(type));
}

/** Search over title and description, case-insensitive (SPEC §2). Blank matches everything. */
export function matchesSearch(video: { title: string; description: string }, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('de');
  if (!needle) return true;
  return `${video.title}\n${video.description}`.toLocaleLowerCase('de').includes(needle);
}

/** A link the app may play or show: absolute http(s), or a file the app serves under /media/. */
export function isVideoLink(value: string): boolean {
  if (/^\/media\/[\w-][\w.-]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** SPEC §5: every given field non-empty after trimming. */
export function allFilled(...values: readonly string[]): boolean {
  return values.every((value) => value.trim() !== '');
}
