import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminVideo } from '../../../../common/schemas/videos.ts';
import { MpuTypeList } from '../../../components/mpu-type-list.tsx';
import { TranslateControl } from '../../../components/translations/translate-control.tsx';
import { sortTransition } from './dnd.ts';
import { EditDeleteButtons } from './edit-delete-buttons.tsx';

/** A video card in Video Management: drag handle, facts, badges, edit and delete (SPEC §2). */
export function SortableVideoCard({
  video,
  onEdit,
  onDelete,
}: {
  video: AdminVideo;
  onEdit: (video: AdminVideo) => void;
  onDelete: (video: AdminVideo) => void;
}) {
  const { t } = useTranslation('videos');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: video.id, transition: sortTransition });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex gap-2 rounded-lg border border-slate-200 bg-white p-3 ${isDragging ? 'z-10 shadow-lg ring-2 ring-indigo-500' : ''}`}
      data-testid="admin-video-card"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('manage.moveVideo', { title: video.title })}
        className="inline-flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
      >
        <GripVertical aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-600">{t('manage.order', { order: video.order })}</p>
        <h4 className="font-semibold break-words">{video.title}</h4>
        <p className="line-clamp-2 text-sm text-slate-700">{video.description}</p>
        <p className="mt-1 text-xs text-slate-700">
          {t('manage.language', { language: t(`common:languages.${video.language}`) })} ·{' '}
          {t('manage.countries', { countries: video.country.join(', ') })}
        </p>
        <MpuTypeList types={video.mpuTypes} />
        <div className="mt-2 flex flex-wrap items-center gap-1">
          <TranslateControl kind="video" id={video.id} name={video.title} />
          <EditDeleteButtons
            editLabel={t('manage.editVideo', { title: video.title })}
            deleteLabel={t('manage.deleteVideo', { title: video.title })}
            onEdit={() => onEdit(video)}
            onDelete={() => onDelete(video)}
          />
        </div>
      </div>
    </li>
  );
}
