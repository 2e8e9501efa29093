import { useTranslation } from 'react-i18next';
import { LEXICON_CATEGORIES, type LexiconCategory } from '../../../../common/domain/enums.ts';
import { type LexiconTerm, lexiconTermBody } from '../../../../common/schemas/lexicon.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { ApiError, errorKey } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useSaveTerm } from '../api.ts';
import { RelatedInput } from './related-input.tsx';

type Props = {
  open: boolean;
  term: LexiconTerm | null;
  onClose: () => void;
  onSaved: (term: LexiconTerm) => void;
};

/** 'Begriff hinzufügen' / edit: term, definition, category required; related terms as chips (SPEC §5). */
export function TermFormDialog({ open, term, onClose, onSaved }: Props) {
  const { t } = useTranslation('lexicon');
  return (
    <Dialog open={open} onClose={onClose} title={term ? t('form.editTitle') : t('form.addTitle')}>
      <TermForm key={term?.id ?? 'new'} term={term} onCancel={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

function TermForm({
  term,
  onCancel,
  onSaved,
}: {
  term: LexiconTerm | null;
  onCancel: () => void;
  onSaved: (term: LexiconTerm) => void;
}) {
  const { t } = useTranslation('lexicon');
  const save = useSaveTerm();
  const form = useZodForm(
    lexiconTermBody,
    {
      term: term?.term ?? '',
      definition: term?.definition ?? '',
      category: (term?.category ?? '') as LexiconCategory, // '' until one is chosen: 'required'
      related: term?.related.map((r) => r.term) ?? [],
    },
    { term: 'lexicon:form.required', definition: 'lexicon:form.required', category: 'lexicon:form.required' },
  );
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: term?.id, body },
      { onSuccess: (saved) => onSaved(saved), onError: (e) => form.serverError(e) },
    ),
  );

  const serverError =
    save.error instanceof ApiError && save.error.code === 'conflict'
      ? t('form.duplicate')
      : save.error
        ? t(errorKey(save.error))
        : null;
  const problem = form.firstError();

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <TextField label={t('form.term')} required maxLength={200} {...form.field('term')} />
      <TextAreaField label={t('form.definition')} required rows={5} {...form.field('definition')} />
      <SelectField label={t('form.category')} required {...form.field('category')}>
        <option value="">{t('form.chooseCategory')}</option>
        {LEXICON_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`categories.${c}`)}
          </option>
        ))}
      </SelectField>
      <RelatedInput value={form.watch('related') ?? []} onChange={(next) => form.setValue('related', next)} />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
