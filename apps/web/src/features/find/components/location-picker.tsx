import { MAX_SEARCH_LOCATIONS, type Language } from '@domus/domain/core/constants';
import type { Coordinates } from '@domus/domain/core/common.schema';
import { ActionIcon, Badge, Button, Input, Stack, Text } from '@mantine/core';
import { IconPolygon, IconX } from '@tabler/icons-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlacePoint } from '../hooks/use-place-point';
import type { ChosenLocation, ChosenPlace, DrawnZone } from '../utils/saved-search-form';
import { DrawZoneDialog } from './draw-zone-dialog';
import classes from './find.module.css';
import { PlaceSearch } from './place-search';

/** The same place or zone twice counts once. */
function sameLocation(a: ChosenLocation, b: ChosenLocation): boolean {
  if (a.type === 'polygon' || b.type === 'polygon') return false;
  return a.type === b.type && a.id === b.id;
}

/** The centre of a drawn zone's corners. */
function centreOf(zone: DrawnZone): Coordinates | null {
  const ring = zone.geoJson.coordinates[0] ?? [];
  if (ring.length === 0) return null;
  const lng = ring.reduce((sum, [x]) => sum + x, 0) / ring.length;
  const lat = ring.reduce((sum, [, y]) => sum + y, 0) / ring.length;
  return { lat, lng };
}

/**
 * Where the drawing map opens (decision 017): at the location chosen last, a place's position or
 * a drawn zone's centre. The last place may have come without one (a saved search being changed):
 * it is then the place to look up, and the position of an earlier location is the fallback.
 */
function drawCenter(locations: readonly ChosenLocation[]): {
  known: Coordinates | null;
  lookUp: ChosenPlace | null;
} {
  let lookUp: ChosenPlace | null = null;
  for (const location of [...locations].reverse()) {
    const known = location.type === 'polygon' ? centreOf(location) : (location.point ?? null);
    if (known) return { known, lookUp };
    if (location.type !== 'polygon') lookUp ??= location;
  }
  return { known: null, lookUp };
}

/**
 * The saved search's locations (seller-side.md §2 Location picker): a search over zones,
 * municipalities and streets, the list of chosen locations each with a remove button, and
 * 'Draw zone', which opens the full-screen map to draw one polygon and name it. The map opens at
 * the location chosen last.
 */
export function LocationPicker({
  value,
  onChange,
  language,
  error,
}: {
  value: ChosenLocation[];
  onChange: (locations: ChosenLocation[]) => void;
  language: Language;
  error?: ReactNode;
}) {
  const { t } = useTranslation('find');
  const { t: tc } = useTranslation();
  const id = useId();
  const [drawing, setDrawing] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const full = value.length >= MAX_SEARCH_LOCATIONS;
  const center = drawCenter(value);
  const looked = usePlacePoint(center.lookUp, language, drawing);

  const add = (location: ChosenLocation) => {
    if (full || value.some((chosen) => sameLocation(chosen, location))) return;
    onChange([...value, location]);
  };

  // The button pressed goes with its place: the focus moves to the next place's remove button,
  // or back to the search field once none is left, instead of falling to the page.
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    requestAnimationFrame(() => {
      const box = boxRef.current;
      const buttons = box?.querySelectorAll<HTMLElement>('[data-remove]') ?? [];
      const next = buttons[Math.min(index, buttons.length - 1)] ?? box?.querySelector('input');
      next?.focus();
    });
  };

  return (
    <Input.Wrapper
      label={t('form.locations')}
      description={t('form.locationsHint')}
      id={id}
      labelElement="div"
    >
      <Stack gap="sm" mt={6} ref={boxRef}>
        {/* The requirement and its error sit on the search field, where they are read out. */}
        <PlaceSearch
          language={language}
          onPick={add}
          disabled={full}
          required={value.length === 0}
          error={error}
        />
        <div>
          <Text size="sm" fw={500} id={`${id}-chosen`} mb={4}>
            {t('form.chosen')}
          </Text>
          {value.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('form.noneChosen')}
            </Text>
          ) : (
            <ul className={classes.chosenList} aria-labelledby={`${id}-chosen`}>
              {value.map((location, index) => {
                const label = location.type === 'polygon' ? location.name : location.label;
                return (
                  <li
                    key={
                      location.type === 'polygon'
                        ? `polygon:${index}`
                        : `${location.type}:${location.id}`
                    }
                  >
                    <Badge
                      size="lg"
                      variant="light"
                      radius="sm"
                      className={classes.chosenBadge}
                      leftSection={
                        location.type === 'polygon' ? <IconPolygon size={14} aria-hidden /> : null
                      }
                      rightSection={
                        <ActionIcon
                          size="sm"
                          variant="transparent"
                          color="gray"
                          aria-label={t('form.remove', { name: label })}
                          data-remove
                          onClick={() => remove(index)}
                        >
                          <IconX size={14} aria-hidden />
                        </ActionIcon>
                      }
                    >
                      <span className={classes.chosenType}>
                        {tc(`search.locationTypes.${location.type}`)}:
                      </span>{' '}
                      {label}
                    </Badge>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        {full && (
          <Text size="sm" c="dimmed">
            {t('form.tooManyLocations', { max: MAX_SEARCH_LOCATIONS })}
          </Text>
        )}
        <div>
          <Button
            variant="light"
            leftSection={<IconPolygon size={18} aria-hidden />}
            onClick={() => setDrawing(true)}
            disabled={full}
          >
            {t('form.drawZone')}
          </Button>
        </div>
      </Stack>
      <DrawZoneDialog
        opened={drawing}
        center={looked.point ?? center.known}
        locating={looked.locating}
        language={language}
        onClose={() => setDrawing(false)}
        onSave={add}
      />
    </Input.Wrapper>
  );
}
