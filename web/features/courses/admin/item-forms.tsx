import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MpuType } from '../../../../common/domain/mpu.ts';
import type { AdminChapter, AdminCourse } from '../../../../common/schemas/courses.ts';
import { MpuTypeCheckboxes } from '../../../components/mpu-type-checkboxes.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useSaveChapter, useSaveCourse } from './admin-api.ts';

/** Error, fields and the two buttons every admin form shares. */
export function FormFrame({
  onSubmit,
  onCancel,
  busy,
  errors,
  children,
}: {
  onSubmit: () => void;
  onCancel: () => void;
  busy: boolean;
  errors: (string | null)[];
  children: ReactNode;
}) {
  const { t } = useTranslation('courses-admin');
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {errors.filter(Boolean).map((error) => (
        <Alert key={error} tone="error">
          {error}
        </Alert>
      ))}
      {children}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}

export function CourseForm({ course, onDone }: { course: AdminCourse | null; onDone: () => void }) {
  const { t } = useTranslation('courses-admin');
  const save = useSaveCourse();
  const [title, setTitle] = useState(course?.title ?? '');
  const [description, setDescription] = useState(course?.description ?? '');
  const [types, setTypes] = useState<MpuType[]>(course?.mpuTypes ?? []);
  const [missing, setMissing] = useState(false);

  function submit() {
    if (!title.trim()) return setMissing(true);
    setMissing(false);
    save.mutate({ id: course?.id, body: { title, description, mpuTypes: types } }, { onSuccess: onDone });
  }

  return (
    <FormFrame
      onSubmit={submit}
      onCancel={onDone}
      busy={save.isPending}
      errors={[missing ? t('form.requiredTitle') : null, save.error ? t(errorKey(save.error)) : null]}
    >
      <TextField label={t('form.title')} value={title} required onChange={(e) => setTitle(e.target.value)} />
      <TextAreaField
        label={t('form.description')}
        value={description}
        rows={3}
        onChange={(e) => setDescription(e.target.value)}
      />
      <MpuTypeCheckboxes
        legend={t('form.mpuTypes')}
        hint={t('form.mpuTypesHint')}
        value={types}
        onChange={setTypes}
      />
    </FormFrame>
  );
}

export function ChapterForm({
  courseId,
  chapter,
  onDone,
}: {
  courseId: string;
  chapter: AdminChapter | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('courses-admin');
  const save = useSaveChapter();
  const [title, setTitle] = useState(chapter?.title ?? '');
  const [content, setContent] = useState(chapter?.content ?? '');
  const [missing, setMissing] = useState(false);

  function submit() {
    if (!title.trim()) return setMissing(true);
    setMissing(false);
    save.mutate({ courseId, id: chapter?.id, body: { title, content } }, { onSuccess: onDone });
  }

  return (
    <FormFrame
      onSubmit={submit}
      onCancel={onDone}
      busy={save.isPending}
      errors={[missing ? t('form.requiredTitle') : null, save.error ? t(errorKey(save.error)) : null]}
    >
      <TextField label={t('form.title')} value={title} required onChange={(e) => setTitle(e.target.value)} />
      <TextAreaField
        label={t('form.content')}
        hint={t('form.contentHint')}
        value={content}
        rows={14}
        className="font-mono text-sm"
        onChange={(e) => setContent(e.target.value)}
      />
    </FormFrame>
  );
}
