import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useCounselling, useThread, useThreadWrite } from '../counselling-api.ts';
import { FeedbackThread } from './feedback-thread.tsx';

/**
 * The learner's feedback from their counsellor (issue 30), on the overview and the case page: the
 * thread and an answer field; answering or 'Gelesen' marks the counsellor's messages read (the
 * bell counts them until then). Nothing without a counsellor.
 */
export function FeedbackCard() {
  const { t } = useTranslation('counsellor');
  const state = useCounselling();
  const hasCounsellor = Boolean(state.data?.counsellor);
  const thread = useThread(hasCounsellor);
  const send = useThreadWrite('send');
  const read = useThreadWrite('read');
  const unread = thread.data?.unread ?? 0;

  if (!hasCounsellor || !thread.data) return null;
  const counsellor = state.data!.counsellor!;
  return (
    <section
      id="feedback"
      aria-labelledby="feedback-heading"
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="feedback-heading" className="mb-1 text-lg font-semibold">
        {t('thread.learnerTitle')}
      </h2>
      <p className="mb-3 text-sm text-slate-700">{t('thread.learnerIntro', { name: counsellor.name })}</p>
      {unread > 0 ? (
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <p className="font-medium text-indigo-900">{t('thread.unread', { count: unread })}</p>
          <Button variant="secondary" busy={read.isPending} onClick={() => read.mutate(undefined)}>
            {t('thread.markRead')}
          </Button>
        </div>
      ) : null}
      <FeedbackThread
        messages={thread.data.messages}
        asCounsellor={false}
        busy={send.isPending}
        failed={send.isError}
        label={t('thread.answer')}
        onSend={(body, done) =>
          send.mutate(body, {
            onSuccess: () => {
              done();
              if (unread > 0) read.mutate(undefined);
            },
          })
        }
      />
    </section>
  );
}
