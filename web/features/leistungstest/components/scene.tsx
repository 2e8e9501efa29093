import type { PlacedPart, Scene } from '../../../../common/domain/leistungstest-perception.ts';
import { SCENE_SIZE } from '../../../../common/domain/leistungstest-perception.ts';

/** One part of a traffic scene, drawn from simple shapes around (0, 0). */
function Part({ part }: { part: PlacedPart }) {
  const transform = `translate(${part.x} ${part.y}) scale(${part.flip ? -1 : 1} 1)`;
  switch (part.kind) {
    case 'pedestrian':
      return (
        <g transform={transform} stroke={part.colour} strokeWidth={3} fill="none">
          <circle cx={0} cy={-22} r={5} fill={part.colour} />
          <path d="M0,-16 L0,2 M0,2 L-6,16 M0,2 L6,16 M0,-10 L-7,-2 M0,-10 L7,-4" />
        </g>
      );
    case 'bicycle':
      return (
        <g transform={transform} stroke={part.colour} strokeWidth={2.5} fill="none">
          <circle cx={-12} cy={6} r={8} />
          <circle cx={12} cy={6} r={8} />
          <path d="M-12,6 L-2,-6 L10,-6 L12,6 M-2,-6 L-5,-12 M10,-6 L8,-12" />
        </g>
      );
    case 'car':
      return (
        <g transform={transform}>
          <path d="M-26,4 L-26,-6 L-14,-8 L-8,-18 L12,-18 L18,-8 L26,-6 L26,4 Z" fill={part.colour} />
          <circle cx={-15} cy={5} r={6} fill="#111827" />
          <circle cx={15} cy={5} r={6} fill="#111827" />
        </g>
      );
    case 'sign':
      return (
        <g transform={transform}>
          <rect x={-1.5} y={-10} width={3} height={36} fill="#475569" />
          <path d="M0,-30 L14,-6 L-14,-6 Z" fill="#fff" stroke="#dc2626" strokeWidth={4} />
        </g>
      );
    case 'trafficLight':
      return (
        <g transform={transform}>
          <rect x={-1.5} y={6} width={3} height={26} fill="#475569" />
          <rect x={-7} y={-30} width={14} height={36} rx={3} fill="#1f2937" />
          <circle cx={0} cy={-22} r={4} fill="#ef4444" />
          <circle cx={0} cy={-12} r={4} fill="#facc15" />
          <circle cx={0} cy={-2} r={4} fill="#22c55e" />
        </g>
      );
  }
}

/** A traffic scene put together from parts (issue 29); never shown to assistive technology. */
export function SceneView({ scene }: { scene: Scene | null }) {
  return (
    <svg
      viewBox={`0 0 ${SCENE_SIZE.width} ${SCENE_SIZE.height}`}
      className="mx-auto block h-auto w-full max-w-lg"
      aria-hidden="true"
    >
      <rect width={SCENE_SIZE.width} height={SCENE_SIZE.height} fill="#dcfce7" />
      <rect y={110} width={SCENE_SIZE.width} height={20} fill="#cbd5e1" />
      <rect y={130} width={SCENE_SIZE.width} height={70} fill="#64748b" />
      <path d={`M0,165 H${SCENE_SIZE.width}`} stroke="#f8fafc" strokeWidth={3} strokeDasharray="18 14" />
      {scene?.parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a scene's parts never change
        <Part key={i} part={part} />
      ))}
    </svg>
  );
}
