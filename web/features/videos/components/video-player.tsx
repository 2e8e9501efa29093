import { ExternalLink, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoSource } from '../../../../common/domain/videos.ts';
import { toLanguage } from '../../../../common/i18n/languages.ts';
import type { LibraryVideo } from '../../../../common/schemas/videos.ts';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The player for one video: the browser's own player with WebVTT captions (shown by default, so
 * the video can be followed without sound) for direct files, the Drive or YouTube player in a
 * frame for links (SPEC §5) only after a click with a one-line notice, and a plain link for anything else.
 */
export function VideoPlayer({ video, onEnded }: { video: LibraryVideo; onEnded: () => void }) {
  const { t, i18n } = useTranslation('videos');
  const source = videoSource(video.url);
  // Captions in every language there is (decision 028); the learner's own is on by default.
  const tracks = video.captions ?? [];
  const ui = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const preferred = tracks.some((track) => track.lang === ui) ? ui : tracks[0]?.lang;
  const frame = 'aspect-video max-h-[60dvh] w-full overflow-hidden rounded-lg bg-black';
  const [loaded, setLoaded] = useState<string | null>(null);

  if (source.kind === 'file') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the tracks are there whenever the video has captions.
      <video
        key={video.id}
        className={frame}
        controls
        playsInline
        preload="metadata"
        poster={video.thumbnailUrl ?? undefined}
        onEnded={onEnded}
        data-testid="video-file"
      >
        <source src={source.src} />
        {tracks.map((track) => (
          <track
            key={track.lang}
            kind="captions"
            src={track.url}
            srcLang={track.lang}
            label={t('player.captions', { language: t(`common:languages.${track.lang}`) })}
            default={track.lang === preferred}
          />
        ))}
      </video>
    );
  }
  if (source.kind === 'youtube' || source.kind === 'drive') {
    const provider = source.kind === 'youtube' ? 'YouTube' : 'Google Drive';
    // Nothing is loaded from the provider before the learner asks for it (issue 13).
    if (loaded !== video.id) {
      return (
        <div
          className={`${frame} flex flex-col items-center justify-center gap-3 p-4 text-center text-white`}
        >
          <p className="max-w-md text-sm">{t('player.externalNotice', { provider })}</p>
          <Button onClick={() => setLoaded(video.id)}>
            <Play aria-hidden="true" className="h-5 w-5" />
            {t('player.externalLoad', { provider })}
          </Button>
        </div>
      );
    }
    return (
      <iframe
        key={video.id}
        className={frame}
        src={source.embedUrl}
        title={video.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div className="rounded-lg border border-slate-300 bg-slate-50 p-4">
      <p>{t('player.noEmbed')}</p>
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-11 items-center gap-2 font-medium text-indigo-800 underline"
      >
        {t('player.openLink')}
        <ExternalLink aria-hidden="true" className="h-4 w-4" />
      </a>
    </div>
  );
}
