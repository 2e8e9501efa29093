import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/**
 * An animated example before a task's practice (issue 29): a small SVG picture that plays for
 * under 5 s (WCAG 2.2.2) and again on request; the caption says in words what it shows.
 */
export function ExampleFigure({
  caption,
  viewBox,
  children,
}: {
  caption: string;
  viewBox: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('leistungstest');
  const [play, setPlay] = useState(0);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <svg key={play} viewBox={viewBox} className="h-28 w-full max-w-xs" aria-hidden="true">
        {children}
      </svg>
      <figcaption className="mt-2 text-sm text-slate-700">{caption}</figcaption>
      <Button variant="secondary" className="mt-2" onClick={() => setPlay((n) => n + 1)}>
        {t('reaction.replay')}
      </Button>
    </figure>
  );
}

const DUR = '2.4s';
/** Two rounds of 2.4 s: under the 5 s of WCAG 2.2.2. */
const REPEAT = '2';

/** Line tracing: a dot runs along the marked line to its number, which lights up. */
export function TracingExample() {
  const { t } = useTranslation('leistungstest');
  const marked = 'M30,15 C30,45 150,45 150,75 C150,95 90,95 90,110';
  return (
    <ExampleFigure caption={t('tracing.example')} viewBox="0 0 240 130">
      <path
        d="M90,15 C90,50 30,50 30,75 C30,95 150,95 150,110"
        fill="none"
        stroke="#334155"
        strokeWidth={2}
      />
      <path
        d="M150,15 C150,45 90,40 90,70 C90,95 30,90 30,110"
        fill="none"
        stroke="#334155"
        strokeWidth={2}
      />
      <path d={marked} fill="none" stroke="#334155" strokeWidth={2} />
      <circle cx={30} cy={15} r={6} fill="#b45309" />
      <circle r={5} fill="#4338ca">
        <animateMotion path={marked} dur={DUR} repeatCount={REPEAT} />
      </circle>
      {[30, 90, 150].map((x, i) => (
        <text key={x} x={x} y={126} fontSize={13} textAnchor="middle" fontWeight={i === 1 ? 700 : 400}>
          {i + 1}
        </text>
      ))}
      <rect
        x={78}
        y={113}
        width={24}
        height={17}
        rx={3}
        fill="none"
        stroke="#b45309"
        strokeWidth={2}
        opacity={0}
      >
        <animate attributeName="opacity" values="0;0;0;1" dur={DUR} repeatCount={REPEAT} />
      </rect>
    </ExampleFigure>
  );
}

/** Figural comparison: the model, then a figure with one cell different, marked. */
export function ConcentrationExample() {
  const { t } = useTranslation('leistungstest');
  const model = [true, false, true, false, true, false, false, true, true];
  const cell = (x: number, y: number, filled: boolean, key: number) => (
    <rect
      key={key}
      x={x}
      y={y}
      width={20}
      height={20}
      fill={filled ? '#1e293b' : '#f1f5f9'}
      stroke="#94a3b8"
    />
  );
  return (
    <ExampleFigure caption={t('concentration.example')} viewBox="0 0 240 100">
      {model.map((filled, i) => cell(20 + (i % 3) * 20, 10 + Math.floor(i / 3) * 20, filled, i))}
      {model.map((filled, i) =>
        cell(160 + (i % 3) * 20, 10 + Math.floor(i / 3) * 20, i === 5 ? !filled : filled, i),
      )}
      <rect x={198} y={28} width={24} height={24} fill="none" stroke="#b45309" strokeWidth={3} opacity={0}>
        <animate attributeName="opacity" values="0;0;1;1" dur={DUR} repeatCount={REPEAT} />
      </rect>
      <text x={120} y={95} fontSize={13} textAnchor="middle" opacity={0}>
        {t('concentration.different')}
        <animate attributeName="opacity" values="0;0;0;1" dur={DUR} repeatCount={REPEAT} />
      </text>
    </ExampleFigure>
  );
}

/** Traffic perception: the cross, a short scene, then the marks. */
export function PerceptionExample() {
  const { t } = useTranslation('leistungstest');
  return (
    <ExampleFigure caption={t('perception.example')} viewBox="0 0 240 100">
      <rect x={20} y={10} width={200} height={70} fill="#f1f5f9" />
      <text x={120} y={52} fontSize={20} textAnchor="middle" fontWeight={700}>
        +
      </text>
      <g opacity={0}>
        <animate
          attributeName="opacity"
          values="0;1;0;0"
          keyTimes="0;0.3;0.6;1"
          calcMode="discrete"
          dur={DUR}
          repeatCount={REPEAT}
        />
        <rect x={20} y={10} width={200} height={70} fill="#dcfce7" />
        <rect x={20} y={50} width={200} height={30} fill="#64748b" />
        <path d="M60,62 L60,55 L70,53 L76,45 L92,45 L98,53 L106,55 L106,62 Z" fill="#1d4ed8" />
        <rect x={168} y={25} width={3} height={25} fill="#475569" />
        <path d="M170,10 L182,30 L158,30 Z" fill="#fff" stroke="#dc2626" strokeWidth={3} />
      </g>
      <text x={120} y={96} fontSize={12} textAnchor="middle" opacity={0}>
        {`✓ ${t('perception.part.car')}  ✓ ${t('perception.part.sign')}`}
        <animate attributeName="opacity" values="0;0;0;1" dur={DUR} repeatCount={REPEAT} />
      </text>
    </ExampleFigure>
  );
}

/** Determination: colours one after the other, each with its key lighting up. */
export function DeterminationExample() {
  const { t } = useTranslation('leistungstest');
  const keys = [
    { label: 'A', colour: '#dc2626' },
    { label: 'S', colour: '#facc15' },
    { label: 'D', colour: '#16a34a' },
  ];
  const values = (i: number) => keys.map((_, j) => (j === i ? '1' : '0')).join(';');
  return (
    <ExampleFigure caption={t('determination.example')} viewBox="0 0 240 100">
      <circle cx={120} cy={32} r={22} fill="#1e293b">
        <animate
          attributeName="fill"
          values={keys.map((k) => k.colour).join(';')}
          calcMode="discrete"
          dur={DUR}
          repeatCount={REPEAT}
        />
      </circle>
      {keys.map((key, i) => (
        <g key={key.label}>
          <rect x={66 + i * 40} y={66} width={30} height={26} rx={4} fill="#e2e8f0" stroke="#475569" />
          <rect x={66 + i * 40} y={66} width={30} height={26} rx={4} fill={key.colour} opacity={0}>
            <animate
              attributeName="opacity"
              values={values(i)}
              calcMode="discrete"
              dur={DUR}
              repeatCount={REPEAT}
            />
          </rect>
          <text x={81 + i * 40} y={84} fontSize={13} textAnchor="middle">
            {key.label}
          </text>
        </g>
      ))}
    </ExampleFigure>
  );
}
