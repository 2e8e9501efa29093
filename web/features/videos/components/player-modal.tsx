import { CheckCircle2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { videoSource } from '../../../../common/domain/videos.ts';
import type { LibraryVideo } from '../../../../common/schemas/videos.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMarkWatched } from '../api.ts';
import { MpuBadges } from './mpu-badges.tsx';
import { VideoPlayer } from './video-player.tsx';
import { VideoQuiz } from './video-quiz.tsx';

const AdminVideoPanel = lazy(() => import('../admin/admin-video-panel.tsx'));

/**
 * The large player modal: player, description, MPU badges, progress and the video quiz (SPEC §2).
 * Always mounted, open while a video is chosen, so closing hands the focus back to the card.
 */
export function PlayerModal({
  video,
  isAdmin,
  onClose,
}: {
  video: LibraryVideo | undefined;
  isAdmin: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('videos');
  return (
    <Dialog
      open={Boolean(video)}
      title={
        video ? (
          <>
            <span lang={video.lang}>{video.title}</span>
            <GermanMarker lang={video.lang} />
          </>
        ) : (
          ''
        )
      }
      onClose={onClose}
      size="lg"
      closeLabel={t('player.close')}
    >
      {video ? <PlayerBody video={video} isAdmin={isAdmin} /> : null}
    </Dialog>
  );
}

function PlayerBody({ video, isAdmin }: { video: LibraryVideo; isAdmin: boolean }) {
  const { t } = useTranslation('videos');
  const watched = useMarkWatched();
  const isFile = videoSource(video.url).kind === 'file';

  function markWatched() {
    if (!video.completed && !watched.isPending) watched.mutate(video.id);
  }

  return (
    <>
      <VideoPlayer video={video} onEnded={markWatched} />
      {video.captions.length === 0 && !isFile ? (
        <p className="mt-2 text-sm text-slate-600">{t('player.noCaptions')}</p>
      ) : null}
      <p className="mt-4 whitespace-pre-line text-slate-800" lang={video.lang}>
        {video.description}
      </p>
      <MpuBadges types={video.mpuTypes} className="mt-3" />
      <div className="mt-4 flex flex-wrap items-center gap-3" aria-live="polite">
        {video.completed ? (
          <p className="inline-flex items-center gap-2 font-medium text-green-800">
            <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
            {t('player.watched')}
          </p>
        ) : (
          <>
            <Button variant="secondary" onClick={markWatched} busy={watched.isPending}>
              {t('player.markWatched')}
            </Button>
            {isFile ? <p className="text-sm text-slate-600">{t('player.endedHint')}</p> : null}
          </>
        )}
      </div>
      {watched.isError ? (
        <div className="mt-3">
          <Alert tone="error">{t('player.markError')}</Alert>
        </div>
      ) : null}
      {video.quizCount > 0 ? <VideoQuiz videoId={video.id} /> : null}
      {isAdmin ? (
        <Suspense fallback={<Spinner />}>
          <AdminVideoPanel video={video} />
        </Suspense>
      ) : null}
    </>
  );
}
