import {
  type Announcements,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { TFunction } from 'i18next';
import { DRAG_ACTIVATION_DISTANCE, DRAG_ANIMATION_MS } from '../../../../common/domain/videos.ts';

/** Pointer (after 8 px) and keyboard dragging (SPEC §9). */
export function useSortSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

export const sortTransition = { duration: DRAG_ANIMATION_MS, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' };

/** German (or the interface language's) screen-reader texts for dragging. */
export function dndAccessibility(t: TFunction, ids: readonly string[], names: Map<string, string>) {
  const name = (id: UniqueIdentifier) => names.get(String(id)) ?? '';
  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('manage.dnd.picked', { item: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('manage.dnd.over', { item: name(active.id), position: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('manage.dnd.dropped', { item: name(active.id), position: position(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('manage.dnd.cancelled', { item: name(active.id) }),
  };
  return { announcements, screenReaderInstructions: { draggable: t('manage.dnd.instructions') } };
}

/** The ids in their new order after moving `active` to where `over` is, or null for no move. */
export function movedIds(
  ids: readonly string[],
  active: UniqueIdentifier,
  over: UniqueIdentifier | undefined,
) {
  if (over === undefined || active === over) return null;
  const from = ids.indexOf(String(active));
  const to = ids.indexOf(String(over));
  if (from < 0 || to < 0) return null;
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
