import type { Language } from '@domus/domain/core/constants';
import type { SellerTypeChooser } from '@domus/domain/person/seller-type';
import type { Seller } from '@domus/domain/person/seller.schema';
import {
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
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellers } from '../api/get-sellers';
import { CustomerSummary } from './customer-summary';
import classes from './customers.module.css';
import { NewCustomerForm } from './new-customer-form';

/** Seller-side.md §9: the customer search waits 500 ms after the last key. */
export const SELLER_SEARCH_DEBOUNCE_MS = 500;

/**
 * The staff's customer dialog (seller-side.md §2 step 0, Dialogs): the ten newest customers, a
 * search over them (debounced 500 ms, ten hits), and a form for a new customer. Picking an
 * existing customer or creating one calls `onPick` with it; the dialog does not close itself.
 */
export function CustomerPickerDialog({
  opened,
  onClose,
  onPick,
  chooser,
  language,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (seller: Seller) => void;
  /** The staff flags of who picks: an agent may not create agents. */
  chooser: SellerTypeChooser;
  language: Language;
}) {
  const { t } = useTranslation('account');
  const [mode, setMode] = useState<'search' | 'new'>('search');
  const close = () => {
    setMode('search');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(mode === 'search' ? 'customers.title' : 'customers.newTitle')}
      size="lg"
    >
      {opened && mode === 'search' && (
        <CustomerSearch onPick={onPick} onNew={() => setMode('new')} />
      )}
      {opened && mode === 'new' && (
        <NewCustomerForm
          chooser={chooser}
          language={language}
          onCreated={(seller) => {
            setMode('search');
            onPick(seller);
          }}
          onCancel={() => setMode('search')}
        />
      )}
    </Modal>
  );
}

function CustomerSearch({
  onPick,
  onNew,
}: {
  onPick: (seller: Seller) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation('account');
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, SELLER_SEARCH_DEBOUNCE_MS);
  const sellers = useSellers(q, true);
  const list = sellers.data ?? [];

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('customers.search')}
          placeholder={t('customers.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={sellers.isFetching ? <Loader size="xs" /> : null}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        <Button
          variant="light"
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={onNew}
        >
          {t('customers.new')}
        </Button>
      </Group>
      {sellers.isError ? (
        <Text c="red" size="sm" role="alert">
          {sellers.error.message}
        </Text>
      ) : sellers.isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={t('customers.loading')} />
        </Group>
      ) : list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('customers.none')}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={t('customers.results')}>
          {list.map((seller) => (
            <li key={seller._id}>
              <UnstyledButton className={classes.option} onClick={() => onPick(seller)}>
                <CustomerSummary seller={seller} />
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
