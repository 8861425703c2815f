import { MAP, type Language } from '@domus/domain/core/constants';
import type { Coordinates } from '@domus/domain/core/common.schema';
import { Alert, Button, Modal, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../shared/api/get-public-config';
import { LoadingBlock } from '../../../shared/components/loading-block';
import type { DrawnZone } from '../utils/saved-search-form';
import classes from './find.module.css';
import { DrawZoneFooterSection } from './draw-zone-footer-section';
import { DrawZoneToolsSection } from './draw-zone-tools-section';
import type { DrawZoneHandle, DrawZoneState } from './draw-zone-map';

// Leaflet and the drawing plugin arrive only when the dialog opens.
const DrawZoneMap = lazy(() => import('./draw-zone-map'));

/**
 * The dialog's place in a `Modal.Stack`: opened over the edit dialog of the matches page, Escape
 * closes the drawing only.
 */
export const DRAW_ZONE_STACK_ID = 'draw-zone';

const EMPTY: DrawZoneState = { points: 0, polygon: null, problem: null };

/**
 * The full-screen map to draw one zone and name it (seller-side.md §2 Location picker: Draw zone
 * opens a full-screen map; controls cancel, finish and undo; Save is disabled until a polygon
 * exists). Tap or click places a corner, or, without a pointer, Enter on the map or "add a point here" at the
 * crosshair in the middle of the map, which the arrow keys move; three corners or more can be
 * closed with Finish (or a click on the first corner); the closed zone's corners can still be dragged. Closing with
 * corners placed asks first whether to discard them.
 */
export function DrawZoneDialog({
  opened,
  center,
  locating = false,
  language,
  named = true,
  onClose,
  onSave,
}: {
  opened: boolean;
  /** Where the map opens; the default centre in South Tyrol when not given. */
  center: Coordinates | null;
  /** Set while where to open is still being looked up: the map waits for it. */
  locating?: boolean;
  language: Language;
  /**
   * Whether the area gets a name (a saved search lists its zones by name); the public search's
   * drawn area has none and is saved under the default name.
   */
  named?: boolean;
  onClose: () => void;
  onSave: (zone: DrawnZone) => void;
}) {
  const { t } = useTranslation('find');
  const id = useId();
  const config = usePublicConfig(opened);
  const handleRef = useRef<DrawZoneHandle | null>(null);
  const [state, setState] = useState<DrawZoneState>(EMPTY);
  const [name, setName] = useState(() => t('draw.defaultName'));
  // Set while the dialog asks whether to throw away what has been drawn.
  const [asking, setAsking] = useState(false);
  const trimmed = named ? name.trim() : t('draw.defaultName');

  const close = () => {
    setState(EMPTY);
    setName(t('draw.defaultName'));
    setAsking(false);
    onClose();
  };

  // Escape, the close button and Cancel: corners placed are not thrown away without asking, and
  // Escape while asking means "keep drawing".
  const requestClose = () => {
    if (asking) setAsking(false);
    else if (state.points > 0 || state.polygon) setAsking(true);
    else close();
  };

  const save = () => {
    if (!state.polygon || !trimmed) return;
    onSave({ type: 'polygon', name: trimmed, geoJson: state.polygon });
    close();
  };

  const loading = <LoadingBlock label={t('draw.loading')} />;

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      stackId={DRAW_ZONE_STACK_ID}
      fullScreen
      title={t('draw.title')}
      classNames={{ content: classes.drawContent, body: classes.drawBody }}
      transitionProps={{ duration: 0 }}
    >
      <DrawZoneToolsSection
        hintId={`${id}-hint`}
        name={named ? name : null}
        onNameChange={setName}
        state={state}
        handleRef={handleRef}
      />
      <div
        className={classes.drawMap}
        role="group"
        aria-label={t('draw.map')}
        aria-describedby={state.polygon ? undefined : `${id}-hint`}
      >
        {config.data && !locating ? (
          <Suspense fallback={loading}>
            <DrawZoneMap
              tileUrl={config.data.tileUrl}
              center={center ?? MAP.center}
              language={language}
              onChange={setState}
              handleRef={handleRef}
            />
          </Suspense>
        ) : config.isError ? (
          <Stack align="center" justify="center" gap="sm" h="100%" p="md">
            <Alert color="red" role="alert" maw={480}>
              {t('draw.mapFailed')}
            </Alert>
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={config.isFetching}
              onClick={() => void config.refetch()}
            >
              {t('retry')}
            </Button>
          </Stack>
        ) : (
          loading
        )}
      </div>
      <DrawZoneFooterSection
        asking={asking}
        canSave={!!state.polygon && !!trimmed}
        onKeepDrawing={() => setAsking(false)}
        onDiscard={close}
        onCancel={requestClose}
        onSave={save}
      />
    </Modal>
  );
}
