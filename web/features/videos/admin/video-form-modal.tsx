import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_LANGUAGES, type VideoLanguage } from '../../../../common/domain/enums.ts';
import type { MpuType } from '../../../../common/domain/mpu.ts';
import { allFilled, DEFAULT_VIDEO_COUNTRY, isVideoLink } from '../../../../common/domain/videos.ts';
import type { AdminSection, AdminVideo } from '../../../../common/schemas/videos.ts';
import { MpuTypeCheckboxes } from '../../../components/mpu-type-checkboxes.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useCreateVideo, useUpdateVideo } from '../admin-api.ts';

type Props = { sections: AdminSection[]; video?: AdminVideo; onClose: () => void; onSaved: () => void };

const countryList = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((c) => c.toUpperCase());

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
  const [form, setForm] = useState({
    sectionId: video?.sectionId ?? '',
    title: video?.title ?? '',
    description: video?.description ?? '',
    url: video?.url ?? '',
    captionsUrl: video?.captionsUrl ?? '',
    thumbnailUrl: video?.thumbnailUrl ?? '',
    language: (video?.language ?? 'de') as VideoLanguage,
    countries: (video?.country ?? [DEFAULT_VIDEO_COUNTRY]).join(', '),
  });
  const [types, setTypes] = useState<MpuType[]>(video?.mpuTypes ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateVideo();
  const update = useUpdateVideo();
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });

  function check(): string | null {
    if (!allFilled(form.title, form.description, form.url, form.sectionId)) return 'manage.fillAll';
    const links = [form.url, form.captionsUrl, form.thumbnailUrl].map((l) => l.trim()).filter(Boolean);
    if (!links.every(isVideoLink)) return 'manage.invalidUrl';
    if (!countryList(form.countries).every((c) => /^[A-Z]{2}$/.test(c))) return 'manage.invalidCountries';
    return null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setProblem(found);
    if (found) return;
    const body = {
      title: form.title.trim(),
      description: form.description.trim(),
      url: form.url.trim(),
      captionsUrl: form.captionsUrl.trim() || null,
      thumbnailUrl: form.thumbnailUrl.trim() || null,
      language: form.language,
      country: countryList(form.countries),
      mpuTypes: types,
    };
    if (video) {
      update.mutate(
        { id: video.id, ...body },
        { onSuccess: onSaved, onError: () => setProblem('manage.videoUpdateError') },
      );
    } else {
      create.mutate(
        { ...body, sectionId: form.sectionId },
        { onSuccess: onSaved, onError: () => setProblem('manage.videoCreateError') },
      );
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {video ? null : (
        <SelectField
          label={t('manage.form.category')}
          value={form.sectionId}
          onChange={set('sectionId')}
          required
        >
          <option value="">{t('manage.form.chooseCategory')}</option>
          {sections.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </SelectField>
      )}
      <TextField label={t('manage.form.title')} value={form.title} onChange={set('title')} required />
      <TextAreaField
        label={t('manage.form.description')}
        value={form.description}
        onChange={set('description')}
        required
      />
      <TextField
        label={t('manage.form.url')}
        hint={t('manage.form.urlHint')}
        type="url"
        inputMode="url"
        value={form.url}
        onChange={set('url')}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('manage.form.captionsUrl')}
          type="url"
          value={form.captionsUrl}
          onChange={set('captionsUrl')}
        />
        <TextField
          label={t('manage.form.thumbnailUrl')}
          type="url"
          value={form.thumbnailUrl}
          onChange={set('thumbnailUrl')}
        />
        <SelectField label={t('manage.form.language')} value={form.language} onChange={set('language')}>
          {VIDEO_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`common:languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('manage.form.countries')}
          hint={t('manage.form.countriesHint')}
          value={form.countries}
          onChange={set('countries')}
        />
      </div>
      <MpuTypeCheckboxes
        legend={t('manage.form.mpuTypes')}
        hint={t('manage.form.mpuTypesHint')}
        value={types}
        onChange={setTypes}
      />
      {problem ? <Alert tone="error">{t(problem)}</Alert> : null}
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
