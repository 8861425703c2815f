import type { Language } from '@domus/domain/core/constants';
import { placeName } from '@domus/domain/place/place-name';
import type { AdminClientSearch } from '@domus/domain/staff/admin-client-searches.schema';
import type { AdminListingRow } from '@domus/domain/staff/admin-listings.schema';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { showToast } from '@domus/web/shared/ui/toast-host';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfferableListings } from '../api/find-offerable-listings';
import { useOfferListing } from '../api/offer-listing';

/** A listing's title in the interface's language, else Italian. */
const text = (title: Record<Language, string>, language: Language) => title[language] || title.it;

/**
 * Offers a listing to a search (issue 16 point 4): staff find a published listing of the
 * search's category by its number or text (through the admin listings table's API), pick it and
 * confirm; it becomes a match the buyer sees and is mailed about.
 */
export function OfferDialog({
  search,
  clientName,
  onClose,
}: {
  search: AdminClientSearch;
  clientName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const language = getLanguage();
  const [query, setQuery] = useState('');
  const [q] = useDebouncedValue(query.trim(), 300);
  const [picked, setPicked] = useState<AdminListingRow | null>(null);
  const offer = useOfferListing();
  const found = useOfferableListings(search.type.category, q);
  const matched = new Set(search.matches.map((m) => m.listing._id));
  const rows = (found.data?.data ?? []).filter((row) => !matched.has(row._id));

  const submit = () => {
    if (!picked) return;
    offer.mutate(
      { searchId: search._id, propertyId: picked._id },
      {
        onSuccess: () => {
          showToast({
            kind: 'success',
            message: t('clientSearches.offered', { number: picked.property_id }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('clientSearches.offerTitle')} size="lg" centered>
      {picked ? (
        <Stack>
          <Text>
            {t('clientSearches.offerConfirm', { number: picked.property_id, name: clientName })}
          </Text>
          {offer.isError && (
            <Alert color="red" role="alert">
              {offer.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPicked(null)}>
              {t('inbox.cancel')}
            </Button>
            <Button loading={offer.isPending} onClick={submit}>
              {t('clientSearches.offerSubmit')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <TextInput
            label={t('clientSearches.offerSearch')}
            description={t('clientSearches.offerHint')}
            leftSection={<IconSearch size={16} />}
            rightSection={found.isFetching ? <Loader size="xs" /> : null}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            data-autofocus
          />
          {found.isError && (
            <Alert color="red" role="alert">
              {found.error.message}
            </Alert>
          )}
          {found.isSuccess && rows.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('clientSearches.offerNone')}
            </Text>
          )}
          {/* A list of buttons: each proposal is an item of the list and a button in it (a
              button cannot itself be a list item, WCAG 4.1.2). */}
          <Stack
            component="ul"
            gap={4}
            m={0}
            p={0}
            mah={360}
            style={{ overflowY: 'auto', listStyle: 'none' }}
          >
            {rows.map((row) => (
              <li key={row._id}>
                <UnstyledButton
                  w="100%"
                  p="xs"
                  style={{
                    borderRadius: 6,
                    border: '1px solid var(--mantine-color-default-border)',
                  }}
                  onClick={() => setPicked(row)}
                >
                  <Text size="sm" fw={600}>
                    {t('table.rowName', { number: row.property_id })}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {[
                      text(row.title, language),
                      row.location.municipality &&
                        placeName(row.location.municipality.name, language),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
