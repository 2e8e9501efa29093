import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewTurn } from '../../../../common/schemas/interview.ts';
import { Button } from '../../../components/ui/button.tsx';

type Props = { note: InterviewTurn; busy: boolean; onContinue: () => void; onEnd: () => void };

/**
 * The interviewer paused on signs of a crisis (issue 25): the note with its help contacts is
 * announced at once and gets focus; the learner chooses to continue or to end the conversation.
 */
export function CrisisPause({ note, busy, onContinue, onEnd }: Props) {
  const { t } = useTranslation('interview');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      role="alert"
      aria-labelledby="crisis-pause-title"
      className="space-y-3 rounded-xl border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="crisis-pause-title" ref={heading} tabIndex={-1} className="text-lg font-bold">
        {t('crisis.title')}
      </h2>
      <p lang={note.lang} className="whitespace-pre-wrap">
        {note.text}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onContinue} disabled={busy}>
          {t('crisis.continue')}
        </Button>
        <Button variant="secondary" busy={busy} onClick={onEnd}>
          {t('crisis.end')}
        </Button>
      </div>
    </section>
  );
}
