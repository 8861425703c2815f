import type { Language } from '@domus/domain/core/constants';
import { encodeShape } from '@domus/domain/search/search-shape';
import { DrawZoneDialog } from './draw-zone-dialog';

/**
 * The drawing dialog of the saved searches, for the public search (issue 34 point 2): the same
 * map and tools, without a name, giving the area as the address writes it (an encoded polyline,
 * decision 072). Loaded with the find texts when first opened (search-area-controls.tsx).
 */
export default function SearchAreaDialog({
  opened,
  language,
  onClose,
  onDrawn,
}: {
  opened: boolean;
  language: Language;
  onClose: () => void;
  /** The area drawn, as the `shape` of the search's address. */
  onDrawn: (shape: string) => void;
}) {
  return (
    <DrawZoneDialog
      opened={opened}
      center={null}
      language={language}
      named={false}
      onClose={onClose}
      onSave={(zone) => onDrawn(encodeShape(zone.geoJson.coordinates[0] ?? []))}
    />
  );
}
