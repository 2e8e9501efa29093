import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { VIDEO_LANGUAGES } from '../../../../common/domain/enums.ts';
import { DEFAULT_VIDEO_COUNTRY } from '../../../../common/domain/videos.ts';
import { type AdminSection, type AdminVideo, videoBody } from '../../../../common/schemas/videos.ts';
import { MpuTypeCheckboxes } from '../../../components/mpu-type-checkboxes.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { useCreateVideo, useUpdateVideo } from '../admin-api.ts';

type Props = { sections: AdminSection[]; video?: AdminVideo; onClose: () => void; onSaved: () => void };

const countryList = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((c) => c.toUpperCase());

/** The create body; countries are typed as one text ('DE, AT'). */
const videoForm = videoBody.extend({
  country: z.string().transform(countryList).pipe(videoBody.shape.country.unwrap()),
});

/** New video / edit video (SPEC §2, §5): required fields, url input, language, countries, MPU types. */
export function VideoFormModal({ open, ...props }: Props & { open: boolean }) {
  const { t } = useTranslation('videos');
  return (
    <Dialog
      open={open}
      title={t(props.video ? 'manage.form.editVideoTitle' : 'manage.form.newVideoTitle')}
      onClose={props.onClose}
      closeLabel={t('manage.cancel')}
      size="lg"
    >
      <VideoForm {...props} />
    </Dialog>
  );
}

function VideoForm({ sections, video, onClose, onSaved }: Props) {
  const { t } = useTranslation('videos');
  const form = useZodForm(
    videoForm,
    {
      sectionId: video?.sectionId ?? '',
      title: video?.title ?? '',
      description: video?.description ?? '',
      url: video?.url ?? '',
      captionsUrl: video?.captionsUrl ?? '',
      thumbnailUrl: video?.thumbnailUrl ?? '',
      language: video?.language ?? 'de',
      country: (video?.country ?? [DEFAULT_VIDEO_COUNTRY]).join(', '),
      mpuTypes: video?.mpuTypes ?? [],
    },
    {
      sectionId: 'videos:manage.fillAll',
      title: 'videos:manage.fillAll',
      description: 'videos:manage.fillAll',
      'url.too_small': 'videos:manage.fillAll',
      country: 'videos:manage.invalidCountries',
    },
  );
  const create = useCreateVideo();
  const update = useUpdateVideo();
  const submit = form.handleSubmit(({ sectionId, ...body }) =>
    video
      ? update.mutate({ id: video.id, ...body }, { onSuccess: onSaved })
      : create.mutate({ ...body, sectionId }, { onSuccess: onSaved }),
  );
  const failed = create.isError
    ? 'manage.videoCreateError'
    : update.isError
      ? 'manage.videoUpdateError'
      : null;
  const problem = form.firstError() ?? (failed ? t(failed) : null);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {video ? null : (
        <SelectField label={t('manage.form.category')} required {...form.field('sectionId')}>
          <option value="">{t('manage.form.chooseCategory')}</option>
          {sections.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </SelectField>
      )}
      <TextField label={t('manage.form.title')} required {...form.field('title')} />
      <TextAreaField label={t('manage.form.description')} required {...form.field('description')} />
      <TextField
        label={t('manage.form.url')}
        hint={t('manage.form.urlHint')}
        type="url"
        inputMode="url"
        required
        {...form.field('url')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('manage.form.captionsUrl')} type="url" {...form.field('captionsUrl')} />
        <TextField label={t('manage.form.thumbnailUrl')} type="url" {...form.field('thumbnailUrl')} />
        <SelectField label={t('manage.form.language')} {...form.field('language')}>
          {VIDEO_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`common:languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('manage.form.countries')}
          hint={t('manage.form.countriesHint')}
          {...form.field('country')}
        />
      </div>
      <MpuTypeCheckboxes
        legend={t('manage.form.mpuTypes')}
        hint={t('manage.form.mpuTypesHint')}
        value={form.watch('mpuTypes') ?? []}
        onChange={(types) => form.setValue('mpuTypes', types)}
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('manage.cancel')}
        </Button>
        <Button type="submit" busy={create.isPending || update.isPending}>
          {t(video ? 'manage.save' : 'manage.create')}
        </Button>
      </div>
    </form>
  );
}
