import { ADDRESS_CHECK_DEBOUNCE_MS } from '@domus/domain/core/constants';
import type { GeocodeResult } from '@domus/domain/place/location.schema';
import i18next from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useGeocodeAddress } from '../api/geocode-address';
import type { AddressInput } from '../utils/wizard-state';

/** Whether the address entry holds enough to be checked: street and number both given. */
export function canCheckAddress(address: AddressInput): boolean {
  return (
    address.municipalityText.trim() !== '' &&
    address.street.trim() !== '' &&
    address.streetNumber.trim() !== ''
  );
}

/** The message of a failed check: 'Indirizzo non trovato', or what the server said. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'address_not_found') {
      return i18next.t('errors:global.errors.addressNotFound');
    }
    if (error.fields.length > 0) return error.fields.map((field) => field.message).join(' ');
    return error.message;
  }
  return i18next.t('errors:global.errors.error');
}

/**
 * The address check of step 2 (seller-side.md §4 Address check): `verify` runs it at once (the
 * Verify-address button); `schedule` runs it 500 ms after the last change once street and number
 * are both given, and cancels a check of older text. `onResult` gets the answer, or null on
 * failure, when the location is cleared and `error` says why ('Indirizzo non trovato').
 */
export function useAddressCheck(
  onResult: (result: GeocodeResult | null, address: AddressInput) => void,
) {
  const { mutateAsync: geocode } = useGeocodeAddress();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Each check has a turn; an answer to an older turn (the text changed since) is ignored.
  const turn = useRef(0);
  const report = useRef(onResult);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    report.current = onResult;
  }, [onResult]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const verify = useCallback(
    (address: AddressInput) => {
      clearTimeout(timer.current);
      const mine = ++turn.current;
      setPending(true);
      setError(null);
      const municipality = address.municipality;
      geocode({
        municipality: municipality?.id ?? address.municipalityText.trim(),
        ...(municipality ? { municipalityId: municipality.id } : {}),
        street: address.street.trim(),
        streetNumber: address.streetNumber.trim(),
      }).then(
        (result) => {
          if (mine !== turn.current) return;
          setPending(false);
          report.current(result, address);
        },
        (failure: unknown) => {
          if (mine !== turn.current) return;
          setPending(false);
          setError(failureMessage(failure));
          report.current(null, address);
        },
      );
    },
    [geocode],
  );

  const schedule = useCallback(
    (address: AddressInput) => {
      clearTimeout(timer.current);
      turn.current += 1;
      setPending(false);
      setError(null);
      if (!canCheckAddress(address)) return;
      timer.current = setTimeout(() => verify(address), ADDRESS_CHECK_DEBOUNCE_MS);
    },
    [verify],
  );

  return { verify, schedule, pending, error };
}
