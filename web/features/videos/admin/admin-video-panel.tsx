import { useTranslation } from 'react-i18next';
import { videoSource } from '../../../../common/domain/videos.ts';
import { type LibraryVideo, videoPatchBody } from '../../../../common/schemas/videos.ts';
import { MpuTypeCheckboxes } from '../../../components/mpu-type-checkboxes.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { useUpdateVideo } from '../admin-api.ts';
import { QuizAuthoring } from './quiz-authoring.tsx';

const mpuTypesForm = videoPatchBody.pick({ mpuTypes: true });

/** Admin part of the player modal: source details, MPU types of the video, quiz authoring. */
export default function AdminVideoPanel({ video }: { video: LibraryVideo }) {
  const { t } = useTranslation('videos');
  const update = useUpdateVideo();
  const form = useZodForm(mpuTypesForm, { mpuTypes: video.mpuTypes });
  const save = form.handleSubmit((body) => update.mutate({ id: video.id, ...body }));

  return (
    <div className="mt-8 space-y-6 border-t border-slate-200 pt-6">
      <dl className="grid gap-x-4 gap-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('admin.debugSource')}</dt>
        <dd>{videoSource(video.url).kind}</dd>
        <dt className="font-medium">{t('admin.debugUrl')}</dt>
        <dd className="break-all">{video.url}</dd>
      </dl>
      <form onSubmit={save} className="space-y-2">
        <MpuTypeCheckboxes
          legend={t('admin.mpuTypesTitle')}
          value={form.watch('mpuTypes') ?? []}
          onChange={(next) => {
            update.reset();
            form.setValue('mpuTypes', next);
          }}
        />
        <Button type="submit" variant="secondary" busy={update.isPending}>
          {t('admin.save')}
        </Button>
        {update.isSuccess ? <Alert tone="success">{t('admin.mpuTypesSaved')}</Alert> : null}
        {update.isError ? <Alert tone="error">{t('admin.saveError')}</Alert> : null}
      </form>
      <QuizAuthoring videoId={video.id} />
    </div>
  );
}
