import type { Property } from '@domus/domain/listing/property.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { propertyQueryKey } from '../../../shared/api/get-property';
import { confirmationBody, type MainImageChoice } from '../utils/main-image-choice';

/**
 * Confirms a listing with its main images (`PATCH /api/v1/properties/{type}/{id}`, seller-side.md
 * §4 and §7): the whole property as read, with `isConfirmed` true, `mainImage` and `mainImages`
 * in one change. Answers the listing as saved.
 */
export async function saveConfirmation(property: Property, choice: MainImageChoice) {
  const { data } = await apiRequest<{ data: Property }>(
    `/api/v1/properties/${encodeURIComponent(property.category)}/${encodeURIComponent(property._id)}`,
    { method: 'PATCH', body: confirmationBody(property, choice) },
  );
  return data;
}

/** Saves the confirm dialog's choice; the detail page reads the listing afresh next time. */
export function useSaveConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ property, choice }: { property: Property; choice: MainImageChoice }) =>
      saveConfirmation(property, choice),
    onSuccess: (saved) =>
      queryClient.invalidateQueries({
        queryKey: propertyQueryKey(saved.category, saved._id),
        exact: true,
      }),
  });
}
