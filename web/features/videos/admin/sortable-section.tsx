import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, GripVertical } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSection, AdminVideo } from '../../../../common/schemas/videos.ts';
import { TranslateControl } from '../../../components/translations/translate-control.tsx';
import { dndAccessibility, movedIds, sortTransition, useSortSensors } from './dnd.ts';
import { EditDeleteButtons } from './edit-delete-buttons.tsx';
import { SectionEditForm } from './section-edit-form.tsx';
import { SortableVideoCard } from './sortable-video-card.tsx';

export type Notify = (tone: 'success' | 'error', key: string) => void;

type Props = {
  section: AdminSection;
  notify: Notify;
  onReorderVideos: (sectionId: string, ids: string[]) => void;
  onDelete: (section: AdminSection) => void;
  onEditVideo: (video: AdminVideo) => void;
  onDeleteVideo: (video: AdminVideo) => void;
};

/** A category block: drag handle, collapse, inline edit, delete, and its sortable video cards. */
export function SortableSection({
  section,
  notify,
  onReorderVideos,
  onDelete,
  onEditVideo,
  onDeleteVideo,
}: Props) {
  const { t } = useTranslation('videos');
  const id = useId();
  const [expanded, setExpanded] = useState(true);
  const [editing, setEditing] = useState(false);
  const sensors = useSortSensors();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: section.id, transition: sortTransition });
  const videoIds = section.videos.map((v) => v.id);

  function onDragEnd({ active, over }: DragEndEvent) {
    const next = movedIds(videoIds, active.id, over?.id);
    if (next) onReorderVideos(section.id, next);
  }

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`rounded-xl border border-slate-300 bg-slate-50 p-3 sm:p-4 ${isDragging ? 'relative z-20 shadow-xl ring-2 ring-indigo-500' : ''}`}
      data-testid="admin-section"
    >
      <div className="flex flex-wrap items-start gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('manage.moveCategory', { title: section.title })}
          className="inline-flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200"
        >
          <GripVertical aria-hidden="true" className="h-5 w-5" />
        </button>
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} className="text-lg font-semibold">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={`${id}-body`}
              onClick={() => setExpanded((open) => !open)}
              className="inline-flex min-h-11 items-center gap-2 text-left"
            >
              <ChevronDown
                aria-hidden="true"
                className={`h-5 w-5 shrink-0 ${expanded ? '' : '-rotate-90'}`}
              />
              {section.title}
            </button>
          </h3>
          <p className="text-sm text-slate-700">{section.description}</p>
          <p className="text-sm text-slate-600">
            {t('manage.order', { order: section.order })} ·{' '}
            {t('manage.videoCount', { count: section.videos.length })}
          </p>
        </div>
        <TranslateControl kind="videoSection" id={section.id} name={section.title} />
        <EditDeleteButtons
          editLabel={t('manage.editCategory', { title: section.title })}
          deleteLabel={t('manage.deleteCategory', { title: section.title })}
          onEdit={() => setEditing(true)}
          onDelete={() => onDelete(section)}
        />
      </div>
      {editing ? (
        <SectionEditForm section={section} notify={notify} onClose={() => setEditing(false)} />
      ) : null}
      <div id={`${id}-body`} hidden={!expanded} className="mt-3">
        {section.videos.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
            {t('manage.noVideos')}
          </p>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={dndAccessibility(t, videoIds, new Map(section.videos.map((v) => [v.id, v.title])))}
          >
            <SortableContext items={videoIds} strategy={rectSortingStrategy}>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {section.videos.map((video) => (
                  <SortableVideoCard
                    key={video.id}
                    video={video}
                    onEdit={onEditVideo}
                    onDelete={onDeleteVideo}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        )}
      </div>
    </li>
  );
}
