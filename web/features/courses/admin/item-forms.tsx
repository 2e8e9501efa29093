import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AdminChapter,
  type AdminCourse,
  chapterBody,
  courseBody,
} from '../../../../common/schemas/courses.ts';
import { MpuTypeCheckboxes } from '../../../components/mpu-type-checkboxes.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useSaveChapter, useSaveCourse } from '../admin-api.ts';

/** Error, fields and the two buttons every admin form shares. */
export function FormFrame({
  onSubmit,
  onCancel,
  busy,
  errors,
  children,
}: {
  onSubmit: (event: FormEvent) => unknown;
  onCancel: () => void;
  busy: boolean;
  errors: (string | null)[];
  children: ReactNode;
}) {
  const { t } = useTranslation('courses-admin');
  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit}>
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
  const form = useZodForm(
    courseBody,
    { title: course?.title ?? '', description: course?.description ?? '', mpuTypes: course?.mpuTypes ?? [] },
    { title: 'courses-admin:form.requiredTitle' },
  );
  const submit = form.handleSubmit((body) =>
    save.mutate({ id: course?.id, body }, { onSuccess: onDone, onError: (e) => form.serverError(e) }),
  );

  return (
    <FormFrame
      onSubmit={submit}
      onCancel={onDone}
      busy={save.isPending}
      errors={[form.firstError() ?? null, save.error ? t(errorKey(save.error)) : null]}
    >
      <TextField label={t('form.title')} required {...form.field('title')} />
      <TextAreaField label={t('form.description')} rows={3} {...form.field('description')} />
      <MpuTypeCheckboxes
        legend={t('form.mpuTypes')}
        hint={t('form.mpuTypesHint')}
        value={form.watch('mpuTypes') ?? []}
        onChange={(types) => form.setValue('mpuTypes', types)}
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
  const form = useZodForm(
    chapterBody,
    { title: chapter?.title ?? '', content: chapter?.content ?? '' },
    { title: 'courses-admin:form.requiredTitle' },
  );
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { courseId, id: chapter?.id, body },
      { onSuccess: onDone, onError: (e) => form.serverError(e) },
    ),
  );

  return (
    <FormFrame
      onSubmit={submit}
      onCancel={onDone}
      busy={save.isPending}
      errors={[form.firstError() ?? null, save.error ? t(errorKey(save.error)) : null]}
    >
      <TextField label={t('form.title')} required {...form.field('title')} />
      <TextAreaField
        label={t('form.content')}
        hint={t('form.contentHint')}
        rows={14}
        className="font-mono text-sm"
        {...form.field('content')}
      />
    </FormFrame>
  );
}
