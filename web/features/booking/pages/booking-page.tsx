import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canConfirm,
  PSYCHOLOGISTS,
  SESSION_PRICE_CENTS,
  TIME_SLOTS,
} from '../../../../common/domain/booking.ts';
import { todayInGermany } from '../../../../common/domain/dates.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import '../i18n.ts';

const choiceClass = (selected: boolean) =>
  `w-full rounded-xl p-4 text-left ring-1 transition-colors ${
    selected ? 'bg-indigo-50 ring-2 ring-indigo-700' : 'bg-white ring-slate-300 hover:bg-slate-50'
  }`;

/** /dashboard/book-session (admin-only, SPEC §2): a mock-up; booking only logs, nothing is sent. */
export default function BookingPage() {
  const { t } = useTranslation('booking');
  const today = todayInGermany();
  const [expertId, setExpertId] = useState<string>();
  const [date, setDate] = useState('');
  const [slotId, setSlotId] = useState<number>();
  const [booked, setBooked] = useState(false);
  const expert = PSYCHOLOGISTS.find((p) => p.id === expertId);
  const slot = TIME_SLOTS.find((s) => s.id === slotId);

  return (
    <div className="mx-auto max-w-4xl space-y-8 p-4 sm:p-8">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('intro')}</p>
        <div className="mt-4">
          <Alert tone="info">{t('demoNote')}</Alert>
        </div>
      </div>

      <section aria-labelledby="expert-heading">
        <h2 id="expert-heading" className="mb-3 text-lg font-semibold">
          {t('expert')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {PSYCHOLOGISTS.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                aria-pressed={p.id === expertId}
                onClick={() => setExpertId(p.id)}
                className={choiceClass(p.id === expertId)}
              >
                <span className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-indigo-700 font-semibold text-white"
                  >
                    {p.name.split(' ').at(-1)?.[0]}
                  </span>
                  <span>
                    <span className="block font-medium">{p.name}</span>
                    <span className="block text-sm text-slate-700">{t(`titles.${p.titleKey}`)}</span>
                    <span className="block text-sm text-slate-700">
                      {t(`specializations.${p.specializationKey}`)}
                    </span>
                    <span className="block text-sm text-slate-600">{t('years', { count: p.years })}</span>
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="date-heading" className="max-w-xs">
        <h2 id="date-heading" className="mb-3 text-lg font-semibold">
          {t('date')}
        </h2>
        <TextField
          label={t('dateLabel')}
          type="date"
          min={today}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={date && date < today ? t('pastDate') : undefined}
        />
      </section>

      <section aria-labelledby="time-heading">
        <h2 id="time-heading" className="mb-3 text-lg font-semibold">
          {t('time')}
        </h2>
        <div className="flex flex-wrap gap-2">
          {TIME_SLOTS.map((s) => (
            <button
              key={s.id}
              type="button"
              disabled={!s.available}
              aria-pressed={s.id === slotId}
              onClick={() => setSlotId(s.id)}
              className={`min-h-11 rounded-lg px-4 font-medium ring-1 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 disabled:line-through ${
                s.id === slotId
                  ? 'bg-indigo-700 text-white ring-indigo-700'
                  : 'bg-white ring-slate-300 hover:bg-slate-50'
              }`}
            >
              {s.time}
              {s.available ? null : <span className="sr-only"> ({t('unavailable')})</span>}
            </button>
          ))}
        </div>
      </section>

      {canConfirm({ expertId, date, slotId }, today) && expert && slot ? (
        <section
          aria-labelledby="summary-heading"
          className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="summary-heading" className="mb-3 text-lg font-semibold">
            {t('summary')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="text-slate-600">{t('summaryExpert')}</dt>
            <dd>{expert.name}</dd>
            <dt className="text-slate-600">{t('summaryDate')}</dt>
            <dd>{formatDate(`${date}T12:00:00`, 'long')}</dd>
            <dt className="text-slate-600">{t('summaryTime')}</dt>
            <dd>{slot.time}</dd>
            <dt className="text-slate-600">{t('summaryPrice')}</dt>
            <dd className="font-semibold">{formatPrice(SESSION_PRICE_CENTS)}</dd>
          </dl>
          <div className="mt-4 space-y-3">
            {booked ? <Alert tone="success">{t('booked')}</Alert> : null}
            <Button
              onClick={() => {
                // SPEC §2: the book button only logs; no booking call is made.
                console.info('booking (mock-up)', { expertId, date, time: slot.time });
                setBooked(true);
              }}
            >
              {t('book')}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
