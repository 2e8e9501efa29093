import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { FolderPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSection, AdminVideo } from '../../../../common/schemas/videos.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminVideos, useDeleteSection, useDeleteVideo, useReorder } from '../admin-api.ts';
import '../i18n.ts';
import { dndAccessibility, movedIds, useSortSensors } from './dnd.ts';
import { SectionModal } from './section-modal.tsx';
import { type Notify, SortableSection } from './sortable-section.tsx';
import { VideoFormModal } from './video-form-modal.tsx';

type Dialog =
  | { kind: 'section' }
  | { kind: 'video'; video?: AdminVideo }
  | { kind: 'deleteSection'; section: AdminSection }
  | { kind: 'deleteVideo'; video: AdminVideo }
  | null;

/** The admin tab 'Video Management' (SPEC §2, §4, §5, §8). */
export default function VideoManagement() {
  const { t } = useTranslation('videos');
  const videos = useAdminVideos();
  const reorder = useReorder();
  const deleteSection = useDeleteSection();
  const deleteVideo = useDeleteVideo();
  const sensors = useSortSensors();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [flash, setFlash] = useState<{ tone: 'success' | 'error'; key: string } | null>(null);
  const notify: Notify = (tone, key) => setFlash({ tone, key });
  const sections = videos.data?.sections ?? [];
  const sectionIds = sections.map((s) => s.id);

  function saveOrder(ids: string[], sectionId?: string) {
    reorder.mutate({ ids, sectionId }, { onError: () => notify('error', 'manage.orderError') });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const next = movedIds(sectionIds, active.id, over?.id);
    if (next) saveOrder(next);
  }

  function confirmDelete() {
    if (dialog?.kind === 'deleteSection') {
      deleteSection.mutate(dialog.section.id, {
        onSuccess: () => notify('success', 'manage.sectionDeleted'),
        onError: () => notify('error', 'manage.sectionDeleteError'),
        onSettled: () => setDialog(null),
      });
    } else if (dialog?.kind === 'deleteVideo') {
      deleteVideo.mutate(dialog.video.id, {
        onSuccess: () => notify('success', 'manage.videoDeleted'),
        onError: () => notify('error', 'manage.videoDeleteError'),
        onSettled: () => setDialog(null),
      });
    }
  }

  const saved = (key: string) => () => {
    setDialog(null);
    notify('success', key);
  };

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t('manage.title')}</h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog({ kind: 'video' })}>
            <Plus aria-hidden="true" className="h-5 w-5" />
            {t('manage.newVideo')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog({ kind: 'section' })}>
            <FolderPlus aria-hidden="true" className="h-5 w-5" />
            {t('manage.newCategory')}
          </Button>
        </div>
      </div>
      <div aria-live="polite" className="mb-4 empty:hidden">
        {flash ? <Alert tone={flash.tone}>{t(flash.key)}</Alert> : null}
      </div>
      {videos.isPending ? <Spinner size="lg" label={t('common:loading')} /> : null}
      {videos.isError ? <Alert tone="error">{t('loadError')}</Alert> : null}
      {videos.data && sections.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {t('manage.noSections')}
        </p>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={dndAccessibility(t, sectionIds, new Map(sections.map((s) => [s.id, s.title])))}
      >
        <SortableContext items={sectionIds} strategy={verticalListSortingStrategy}>
          <ul className="space-y-4">
            {sections.map((section) => (
              <SortableSection
                key={section.id}
                section={section}
                notify={notify}
                onReorderVideos={(sectionId, ids) => saveOrder(ids, sectionId)}
                onDelete={(s) => setDialog({ kind: 'deleteSection', section: s })}
                onEditVideo={(video) => setDialog({ kind: 'video', video })}
                onDeleteVideo={(video) => setDialog({ kind: 'deleteVideo', video })}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <SectionModal
        open={dialog?.kind === 'section'}
        onClose={() => setDialog(null)}
        onCreated={saved('manage.sectionCreated')}
      />
      <VideoFormModal
        open={dialog?.kind === 'video'}
        sections={sections}
        video={dialog?.kind === 'video' ? dialog.video : undefined}
        onClose={() => setDialog(null)}
        onSaved={saved(
          dialog?.kind === 'video' && dialog.video ? 'manage.videoUpdated' : 'manage.videoCreated',
        )}
      />
      <ConfirmDialog
        open={dialog?.kind === 'deleteSection' || dialog?.kind === 'deleteVideo'}
        title={t('manage.confirmTitle')}
        message={
          dialog?.kind === 'deleteSection'
            ? t('manage.confirmDeleteCategory', { title: dialog.section.title })
            : dialog?.kind === 'deleteVideo'
              ? t('manage.confirmDeleteVideo', { title: dialog.video.title })
              : ''
        }
        confirmLabel={t('manage.delete')}
        cancelLabel={t('manage.cancel')}
        busy={deleteSection.isPending || deleteVideo.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
