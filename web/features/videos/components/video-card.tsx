import { CheckCircle2, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VIDEO_CARD_WIDTH, videoThumbnail } from '../../../../common/domain/videos.ts';
import type { LibraryVideo } from '../../../../common/schemas/videos.ts';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';
import { MpuBadges } from './mpu-badges.tsx';

/** A 300 px card: thumbnail with a play button, title, description, state (SPEC §2, §9). */
export function VideoCard({ video, onPlay }: { video: LibraryVideo; onPlay: (id: string) => void }) {
  const { t } = useTranslation('videos');
  const thumbnail = videoThumbnail(video);
  return (
    <article
      style={{ width: VIDEO_CARD_WIDTH }}
      className="flex shrink-0 snap-start flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="video-card"
    >
      <button
        type="button"
        onClick={() => onPlay(video.id)}
        aria-label={t('card.play', { title: video.title })}
        className="group relative block aspect-video w-full bg-gradient-to-br from-indigo-700 to-slate-800"
      >
        {thumbnail ? (
          <img
            src={thumbnail}
            alt=""
            loading="lazy"
            className="h-full w-full object-cover"
            onError={(event) => {
              event.currentTarget.hidden = true;
            }}
          />
        ) : null}
        <span className="absolute inset-0 flex items-center justify-center bg-slate-900/20 transition-colors group-hover:bg-slate-900/40">
          <PlayCircle aria-hidden="true" className="h-14 w-14 text-white drop-shadow" strokeWidth={1.5} />
        </span>
      </button>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug">
          <span lang={video.lang}>{video.title}</span>
          <GermanMarker lang={video.lang} />
        </h3>
        <p className="line-clamp-3 text-sm text-slate-700" lang={video.lang}>
          {video.description}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1 text-xs text-slate-700">
          {video.completed ? (
            <span className="inline-flex items-center gap-1 font-medium text-green-800">
              <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
              {t('card.watched')}
            </span>
          ) : null}
          {video.quizCount > 0 ? <span>{t('card.questions', { count: video.quizCount })}</span> : null}
        </div>
        <MpuBadges types={video.mpuTypes} />
      </div>
    </article>
  );
}
