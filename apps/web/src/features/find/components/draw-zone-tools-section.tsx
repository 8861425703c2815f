import { MAX_LENGTH, MAX_POLYGON_POINTS } from '@domus/domain/core/constants';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconArrowBackUp, IconCrosshair, IconPolygon, IconRefresh } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawZoneHandle, DrawZoneState } from './draw-zone-map';
import classes from './find.module.css';

/**
 * The drawing dialog's tools above the map (seller-side.md §2 Location picker): the zone's name,
 * the hint and the count of corners read out as they change, and the buttons that add a corner at
 * the crosshair, undo, finish or start again. The buttons act on the map through `handleRef`.
 */
export function DrawZoneToolsSection({
  hintId,
  name,
  onNameChange,
  state,
  handleRef,
}: {
  /** The hint's id, which the map names as its description while drawing. */
  hintId: string;
  /** The zone's name, or null for an area that has none (no name field then). */
  name: string | null;
  onNameChange: (name: string) => void;
  state: DrawZoneState;
  handleRef: RefObject<DrawZoneHandle | null>;
}) {
  const { t } = useTranslation('find');
  return (
    <div className={classes.drawTools}>
      {name !== null && (
        <TextInput
          label={t('draw.name')}
          value={name}
          maxLength={MAX_LENGTH.locationName}
          required
          onChange={(event) => onNameChange(event.currentTarget.value)}
          className={classes.drawName}
        />
      )}
      <div className={classes.drawHint}>
        {!state.polygon && (
          <Text size="sm" c="dimmed" id={hintId}>
            {t('draw.hint')} {t('draw.keyboardHint')}
          </Text>
        )}
        {/* Read out as it changes: each corner placed, and the zone once closed. */}
        <Text size="sm" fw={500} role="status" aria-live="polite">
          {state.polygon ? t('draw.hintDone') : t('draw.points', { count: state.points })}
        </Text>
        {state.problem && (
          <Text size="sm" c="red.8" role="alert">
            {state.problem === 'crossing'
              ? t('draw.crossing')
              : t('draw.tooManyPoints', { max: MAX_POLYGON_POINTS - 1 })}
          </Text>
        )}
      </div>
      <Group gap="xs" className={classes.drawButtons}>
        {state.polygon ? (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => handleRef.current?.restart()}
          >
            {t('draw.restart')}
          </Button>
        ) : (
          <>
            <Button
              variant="default"
              leftSection={<IconCrosshair size={16} aria-hidden />}
              disabled={state.problem === 'tooManyPoints'}
              onClick={() => handleRef.current?.addPointAtCenter()}
            >
              {t('draw.addPoint')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              disabled={state.points === 0}
              onClick={() => handleRef.current?.undo()}
            >
              {t('draw.undo')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconPolygon size={16} aria-hidden />}
              disabled={state.points < 3 || state.problem === 'tooManyPoints'}
              onClick={() => handleRef.current?.finish()}
            >
              {t('draw.finish')}
            </Button>
          </>
        )}
      </Group>
    </div>
  );
}
