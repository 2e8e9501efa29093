import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PROOF_KINDS, type Proof, type ProofKind } from '../../../../common/domain/case.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useListFocus } from './use-list-focus.ts';

/** Proofs and support with their dates (EtG urine, hair analyses, counselling, therapy, self-help). */
export function ProofsEditor({ proofs, onChange }: { proofs: Proof[]; onChange: (proofs: Proof[]) => void }) {
  const { t } = useTranslation('case');
  const focus = useListFocus();
  const set = (index: number, patch: Partial<Proof>) =>
    onChange(proofs.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const add = () => {
    onChange([...proofs, { id: crypto.randomUUID(), kind: 'etg-urine', from: null, to: null, note: '' }]);
    focus.onAdded();
  };

  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold">{t('proofs.title')}</legend>
      <p className="text-sm text-slate-700">{t('proofs.hint')}</p>
      {proofs.length === 0 ? <p className="text-slate-700">{t('proofs.empty')}</p> : null}
      <div ref={focus.listRef} className="space-y-4">
        {proofs.map((proof, index) => {
          const number = index + 1;
          return (
            <fieldset key={proof.id} className="space-y-4 rounded-lg border border-slate-300 p-3 sm:p-4">
              <legend className="px-1 font-medium">{t('proofs.item', { number })}</legend>
              <div className="grid gap-4 sm:grid-cols-3">
                <SelectField
                  label={t('proofs.kind')}
                  value={proof.kind}
                  onChange={(e) => set(index, { kind: e.target.value as ProofKind })}
                >
                  {PROOF_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`proofs.kinds.${kind}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t('proofs.from')}
                  type="date"
                  value={proof.from ?? ''}
                  onChange={(e) => set(index, { from: e.target.value || null })}
                />
                <TextField
                  label={t('proofs.to')}
                  type="date"
                  value={proof.to ?? ''}
                  onChange={(e) => set(index, { to: e.target.value || null })}
                />
              </div>
              <TextAreaField
                label={t('proofs.note')}
                maxLength={1000}
                value={proof.note}
                onChange={(e) => set(index, { note: e.target.value })}
              />
              <Button
                variant="ghost"
                onClick={() => {
                  onChange(proofs.filter((_, i) => i !== index));
                  focus.onRemoved();
                }}
              >
                <Trash2 aria-hidden="true" className="h-5 w-5" />
                {t('proofs.remove', { number })}
              </Button>
            </fieldset>
          );
        })}
      </div>
      {proofs.length < 50 ? (
        <Button {...focus.addButton} variant="secondary" onClick={add}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          {t('proofs.add')}
        </Button>
      ) : null}
    </fieldset>
  );
}
