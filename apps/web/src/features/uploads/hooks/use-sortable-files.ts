import type { UploadedFile } from '@domus/domain/core/file.schema';
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Reordering an upload area's files by dragging their handle or by keyboard (seller-side.md §2
 * upload areas): the sensors, what a screen reader is told while a file moves, and the move
 * handed to `onMove` when it is dropped on another file's place.
 */
export function useSortableFiles(
  files: UploadedFile[],
  onMove: (activeId: string, overId: string) => void,
) {
  const { t } = useTranslation('sell');
  const sensors = useSensors(
    // A short move starts a drag, so that a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const describe = (id: UniqueIdentifier) => {
    const index = files.findIndex((file) => file._id === id);
    return { name: files[index]?.name ?? '', position: index + 1, count: files.length };
  };
  // The place last announced: the drag starts over the file's own place, which would replace
  // "picked up" in the live region at once with "at position 1"; only real moves are read out.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return t('uploads.dragStart', describe(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return t('uploads.dragOver', { ...describe(over.id), name: describe(active.id).name });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('uploads.dragEnd', { ...describe(over.id), name: describe(active.id).name })
        : undefined,
    onDragCancel: ({ active }) => t('uploads.dragCancel', describe(active.id)),
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return { sensors, announcements, dragEnd };
}
