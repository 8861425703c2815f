import type { GeocodeRequest, GeocodeResult } from '@domus/domain/place/location.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/**
 * Places street and number in a municipality (`POST /api/v1/locations/geocode`, seller-side.md
 * §4 Address check, §7). An address the server cannot place answers 404 `address_not_found`.
 */
export async function geocodeAddress(
  request: GeocodeRequest,
  signal?: AbortSignal,
): Promise<GeocodeResult> {
  const { data } = await apiRequest<{ data: GeocodeResult }>('/api/v1/locations/geocode', {
    method: 'POST',
    body: request,
    signal,
  });
  return data;
}

/** The address check of step 2. */
export function useGeocodeAddress() {
  return useMutation({ mutationFn: (request: GeocodeRequest) => geocodeAddress(request) });
}
