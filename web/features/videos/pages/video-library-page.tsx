import { Search } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MpuType } from '../../../../common/domain/mpu.ts';
import { matchesSearch } from '../../../../common/domain/videos.ts';
import { toLanguage } from '../../../../common/i18n/languages.ts';
import { LoadError } from '../../../components/load-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLibrary } from '../api.ts';
import { LibrarySection } from '../components/library-section.tsx';
import { PlayerModal } from '../components/player-modal.tsx';
import '../i18n.ts';

const DebugBox = lazy(() => import('../admin/debug-box.tsx'));

export type VideoViewerProps = { admin: boolean; reasons: readonly MpuType[] };

/** /dashboard/videos: search, sections of video cards, the player modal (SPEC §2). */
export default function VideoLibraryPage({ admin, reasons }: VideoViewerProps) {
  const { t, i18n } = useTranslation('videos');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const library = useLibrary(language);
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);

  const sections = useMemo(
    () =>
      (library.data?.sections ?? [])
        .map((section) => ({ ...section, videos: section.videos.filter((v) => matchesSearch(v, query)) }))
        .filter((section) => section.videos.length > 0),
    [library.data, query],
  );
  const openVideo = library.data?.sections.flatMap((s) => s.videos).find((v) => v.id === openId);

  return (
    <div className="mx-auto max-w-6xl p-4 sm:p-8">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-1 mb-6 text-slate-700">{t('intro')}</p>
      {admin && library.data ? (
        <Suspense fallback={null}>
          <DebugBox library={library.data} reasons={reasons} />
        </Suspense>
      ) : null}
      <search className="relative mb-8 block max-w-xl">
        <label htmlFor="video-search" className="sr-only">
          {t('search.label')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-500"
        />
        <input
          id="video-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('search.placeholder')}
          className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white py-2 pr-3 pl-10 text-base placeholder:text-slate-600"
        />
      </search>
      {library.isPending ? <Spinner size="lg" label={t('common:loading')} /> : null}
      {library.isError ? <LoadError message={t('loadError')} onRetry={() => library.refetch()} /> : null}
      {library.data && sections.length === 0 ? (
        <div
          className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center"
          role="status"
        >
          <p className="text-lg font-semibold">{t('empty.title')}</p>
          <p className="mt-1 text-slate-700">
            {/* No language filter hides anything (decision 028): empty means no match, or nothing for the reasons. */}
            {query.trim()
              ? t('empty.searchHint')
              : reasons.length > 0 && !admin
                ? t('empty.noneHint')
                : t('empty.noneYet')}
          </p>
        </div>
      ) : null}
      {sections.map((section) => (
        <LibrarySection key={section.id} section={section} isAdmin={admin} onPlay={setOpenId} />
      ))}
      <PlayerModal video={openVideo} isAdmin={admin} onClose={() => setOpenId(null)} />
    </div>
  );
}
