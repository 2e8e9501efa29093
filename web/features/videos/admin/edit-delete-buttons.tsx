import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** 'Bearbeiten' and 'Löschen' for a category or a video; the labels name the item for screen readers. */
export function EditDeleteButtons(props: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('videos');
  return (
    <div className="flex flex-wrap gap-1">
      <Button variant="ghost" onClick={props.onEdit} aria-label={props.editLabel}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
        {t('manage.edit')}
      </Button>
      <Button
        variant="ghost"
        className="text-red-800"
        onClick={props.onDelete}
        aria-label={props.deleteLabel}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t('manage.delete')}
      </Button>
    </div>
  );
}
