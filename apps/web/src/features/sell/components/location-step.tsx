import {
  MAX_LENGTH,
  MUNICIPALITY_TEXT_MIN_FOR_STREET,
  type Language,
} from '@domus/domain/core/constants';
import type { Coordinates } from '@domus/domain/core/common.schema';
import type { GeocodeResult, PropertyLocation } from '@domus/domain/place/location.schema';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconMapSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCheckAddress, useAddressCheck } from '../hooks/use-address-check';
import {
  locationFromGeocode,
  manualLocation,
  type AddressInput,
  type MunicipalityChoice,
} from '../utils/wizard-state';
import { AddressResult } from './address-result';
import classes from './sell-wizard.module.css';
import { MunicipalityInput } from './municipality-input';
import { StreetInput } from './street-input';

/** Whether the street fields show: once the municipality text is longer than 3 characters (§2). */
export function showsStreetFields(address: AddressInput): boolean {
  return address.municipalityText.trim().length > MUNICIPALITY_TEXT_MIN_FOR_STREET;
}

/**
 * Step 2, the location (seller-side.md §2 step 2 and Address entry, §4 Address check, §5 Step 2,
 * §8 Address not found): municipality autocomplete; street and number once the municipality
 * text is longer than 3 characters; the check on Verify address or 500 ms after street and
 * number are both filled; the result box with the map whose marker is dragged to the exact
 * spot. Any change of the address clears the location until it is checked again; a failed
 * check clears it and says 'Indirizzo non trovato'. Read-only, only the result is shown. The
 * wizard says beside its Next button why it waits (a location with a street number, §5).
 */
export function LocationStep({
  address,
  location,
  onChange,
  language,
  serverErrors,
  readOnly,
}: {
  address: AddressInput;
  location: PropertyLocation | null;
  onChange: (address: AddressInput, location: PropertyLocation | null) => void;
  language: Language;
  /** Messages of a refused submit about the location. */
  serverErrors: string[];
  readOnly?: boolean;
}) {
  const { t } = useTranslation('sell');
  const { t: te } = useTranslation('errors');
  const [center, setCenter] = useState<Coordinates | null>(location?.coordinates ?? null);
  const [missing, setMissing] = useState<{ street?: string; streetNumber?: string }>({});

  const onResult = useCallback(
    (result: GeocodeResult | null, checked: AddressInput) => {
      if (!result) {
        onChange(checked, null);
        return;
      }
      setCenter(result.coordinates);
      onChange(checked, locationFromGeocode(result, checked.municipality));
    },
    [onChange],
  );
  const check = useAddressCheck(onResult);

  const edit = (next: AddressInput) => {
    setMissing({});
    onChange(next, null);
    check.schedule(next);
  };

  const verify = () => {
    const problems = {
      ...(address.street.trim() ? {} : { street: te('global.errors.required') }),
      ...(address.streetNumber.trim() ? {} : { streetNumber: te('global.errors.streetNumber') }),
    };
    setMissing(problems);
    if (canCheckAddress(address)) check.verify(address);
  };

  // A street newer than the register must not lock the seller out (issue 18): after a failed
  // check they may place the address on the map by hand; staff then check the street.
  const chosen = address.municipality;
  const placeable =
    !!chosen?.point && address.street.trim() !== '' && address.streetNumber.trim() !== '';
  const placeByHand = () => {
    if (!chosen?.point) return;
    setCenter(chosen.point);
    onChange(address, manualLocation(address, { ...chosen, point: chosen.point }));
  };

  const moveMarker = (position: Coordinates) => {
    if (!location) return;
    // Placed by hand on the spot: the position is exact from now on.
    onChange(address, { ...location, coordinates: position, approximate: false });
  };

  if (readOnly) {
    return location ? (
      <AddressResult location={location} center={location.coordinates} language={language} />
    ) : (
      <Text c="dimmed">{t('wizard.location.none')}</Text>
    );
  }

  const streetFields = showsStreetFields(address);
  return (
    <Stack gap="md">
      <MunicipalityInput
        text={address.municipalityText}
        chosen={address.municipality}
        language={language}
        onChange={(municipalityText: string, municipality: MunicipalityChoice | null) =>
          edit({ ...address, municipalityText, municipality })
        }
      />
      {streetFields && (
        <>
          <div className={classes.streetRow}>
            <StreetInput
              municipalityId={address.municipality?.id ?? null}
              value={address.street}
              error={missing.street}
              language={language}
              onChange={(street) => edit({ ...address, street })}
            />
            <TextInput
              label={t('wizard.location.streetNumber')}
              withAsterisk
              maxLength={MAX_LENGTH.streetNumber}
              value={address.streetNumber}
              error={missing.streetNumber}
              onChange={(event) => edit({ ...address, streetNumber: event.currentTarget.value })}
            />
          </div>
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconMapSearch size={18} aria-hidden />}
              onClick={verify}
              loading={check.pending}
            >
              {t('wizard.location.verify')}
            </Button>
            {check.pending && (
              <Group gap={6} role="status">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  {t('wizard.location.checking')}
                </Text>
              </Group>
            )}
          </Group>
        </>
      )}
      {check.error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{check.error}</Text>
            {placeable && !location && (
              <>
                <Text size="sm">{t('wizard.location.manualHint')}</Text>
                <Button size="xs" variant="white" color="red" onClick={placeByHand}>
                  {t('wizard.location.manual')}
                </Button>
              </>
            )}
          </Stack>
        </Alert>
      )}
      {serverErrors.length > 0 && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {serverErrors.join(' ')}
        </Alert>
      )}
      {location && (
        <AddressResult
          location={location}
          center={center ?? location.coordinates}
          language={language}
          onMove={moveMarker}
        />
      )}
    </Stack>
  );
}
