import type { FileKind } from '@domus/domain/core/file.schema';
import { arrayMove } from '@dnd-kit/sortable';
import { filesOfKind, type ListingFiles } from './listing-files';

/**
 * Moves a file within its area from position `from` to `to`; plans of the other kinds keep their
 * places in the shared list of plans. Apart from the other file helpers, since only the upload
 * areas, which load with step 5, need the drag library.
 */
export function movedFile(
  value: ListingFiles,
  kind: FileKind,
  from: number,
  to: number,
): ListingFiles {
  if (kind === 'image') return { ...value, images: arrayMove(value.images, from, to) };
  const moved = arrayMove(filesOfKind(value, kind), from, to);
  let next = 0;
  return {
    ...value,
    plans: value.plans.map((file) => (file.type === kind ? moved[next++]! : file)),
  };
}
