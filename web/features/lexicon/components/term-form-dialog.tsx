import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEXICON_CATEGORIES, type LexiconCategory } from '../../../../common/domain/enums.ts';
import type { LexiconTerm } from '../../../../common/schemas/lexicon.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { ApiError, errorKey } from '../../../lib/api-client.ts';
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
  const [name, setName] = useState(term?.term ?? '');
  const [definition, setDefinition] = useState(term?.definition ?? '');
  const [category, setCategory] = useState<LexiconCategory | ''>(term?.category ?? '');
  const [related, setRelated] = useState<string[]>(term?.related.map((r) => r.term) ?? []);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !definition.trim() || !category) {
      setMissing(true);
      return;
    }
    setMissing(false);
    save.mutate(
      { id: term?.id, body: { term: name, definition, category, related } },
      { onSuccess: (saved) => onSaved(saved) },
    );
  }

  const serverError =
    save.error instanceof ApiError && save.error.code === 'conflict'
      ? t('form.duplicate')
      : save.error
        ? t(errorKey(save.error))
        : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {missing ? <Alert tone="error">{t('form.required')}</Alert> : null}
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <TextField
        label={t('form.term')}
        value={name}
        required
        maxLength={200}
        error={missing && !name.trim() ? t('form.required') : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField
        label={t('form.definition')}
        value={definition}
        required
        rows={5}
        error={missing && !definition.trim() ? t('form.required') : undefined}
        onChange={(event) => setDefinition(event.target.value)}
      />
      <SelectField
        label={t('form.category')}
        value={category}
        required
        error={missing && !category ? t('form.required') : undefined}
        onChange={(event) => setCategory(event.target.value as LexiconCategory | '')}
      >
        <option value="">{t('form.chooseCategory')}</option>
        {LEXICON_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`categories.${c}`)}
          </option>
        ))}
      </SelectField>
      <RelatedInput value={related} onChange={setRelated} />
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
