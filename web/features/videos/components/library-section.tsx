import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_ARROWS_FROM, VIDEO_SCROLL_STEP } from '../../../../common/domain/videos.ts';
import type { LibrarySection as Section } from '../../../../common/schemas/videos.ts';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';
import { VideoCard } from './video-card.tsx';

const SectionTitleEdit = lazy(() => import('../admin/section-title-edit.tsx'));

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** A collapsible section (expanded at first) with a horizontal scroller of video cards (SPEC §2). */
export function LibrarySection({
  section,
  isAdmin,
  onPlay,
}: {
  section: Section;
  isAdmin: boolean;
  onPlay: (id: string) => void;
}) {
  const { t } = useTranslation('videos');
  const [expanded, setExpanded] = useState(true);
  const scroller = useRef<HTMLUListElement>(null);
  const id = useId();
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * VIDEO_SCROLL_STEP, behavior: scrollBehavior() });
  const arrows = section.videos.length >= SCROLL_ARROWS_FROM;

  return (
    <section aria-labelledby={`${id}-title`} className="mb-8">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-title`} className="min-w-0 flex-1 text-xl font-semibold">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`${id}-body`}
            onClick={() => setExpanded((open) => !open)}
            className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-lg text-left hover:text-indigo-800"
          >
            <ChevronDown
              aria-hidden="true"
              className={`h-5 w-5 shrink-0 transition-transform ${expanded ? '' : '-rotate-90'}`}
            />
            <span lang={section.lang}>{section.title}</span>
            <GermanMarker lang={section.lang} />
            <span className="text-sm font-normal text-slate-600">
              {t('section.count', { count: section.videos.length })}
            </span>
          </button>
        </h2>
        {arrows && expanded ? (
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => scroll(-1)}
              aria-label={t('section.scrollLeft', { title: section.title })}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white hover:bg-slate-100"
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              onClick={() => scroll(1)}
              aria-label={t('section.scrollRight', { title: section.title })}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white hover:bg-slate-100"
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        ) : null}
      </div>
      {isAdmin ? (
        <Suspense fallback={null}>
          <SectionTitleEdit sectionId={section.id} title={section.title} />
        </Suspense>
      ) : null}
      {section.description ? (
        <p className="mt-1 text-slate-700" lang={section.lang}>
          {section.description}
        </p>
      ) : null}
      <div id={`${id}-body`} hidden={!expanded}>
        <ul
          ref={scroller}
          data-testid="video-scroller"
          className="-mx-1 mt-3 flex snap-x gap-5 overflow-x-auto scroll-smooth px-1 pb-3 motion-reduce:scroll-auto"
        >
          {section.videos.map((video) => (
            <li key={video.id} className="flex">
              <VideoCard video={video} onPlay={onPlay} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
