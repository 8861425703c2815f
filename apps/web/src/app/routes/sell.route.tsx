import '../../shared/ui/mantine-page.css';
import type { Category } from '@domus/domain/core/constants';
import type { Me } from '@domus/domain/account/account.schema';
import type { Property } from '@domus/domain/listing/property.schema';
import { categorySchema } from '@domus/domain/listing/property-type.schema';
import { webPaths } from '@domus/domain/core/web-routes';
import { Alert, Button, Center, Container, Group, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { accountQueryKey } from '../../features/account/api/get-account';
import { useMe } from '../../features/account/api/get-me';
import { useUpdateMe } from '../../features/account/api/update-me';
import { loadAccountTexts } from '../../features/auth/i18n/load-account-texts';
import { CustomerPickerDialog } from '../../features/customers/components/customer-picker-dialog';
import { SellWizard } from '../../features/sell/components/sell-wizard';
import type { WizardSlots } from '../../features/sell/utils/wizard-slots';
import { useTypes } from '../../features/types/api/get-types';
import { ListingUploads } from '../../features/uploads/components/listing-uploads';
import { createUploadSession } from '../../features/uploads/utils/upload-session';
import { ApiError } from '../../shared/api/api-error';
import { propertyQueryKey, useFreshProperty } from '../../shared/api/get-property';
import { useSession } from '../../shared/auth/session-store';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { getLanguage } from '../../shared/i18n/current-language';
import { loadSellTexts } from '../../shared/i18n/load-sell-texts';

/** The wizard's texts and the customer dialog's arrive with the page, before it renders. */
export async function loader() {
  const language = getLanguage();
  await Promise.all([loadSellTexts(language), loadAccountTexts(language)]);
  return null;
}

/**
 * The wizard composed with the upload areas and the customer dialog (its step-3 form is its own,
 * docs/decisions/021). The uploads of the page live as long as the page, beyond step 5's upload
 * areas.
 */
function useSlots(me: Me | undefined): WizardSlots {
  const language = getLanguage();
  const flags = me?.admin;
  const [uploads] = useState(createUploadSession);
  return useMemo(
    () => ({
      uploads: {
        render: (props) => <ListingUploads {...props} session={uploads} />,
        subscribe: uploads.subscribe,
        busy: uploads.busy,
        connect: uploads.connect,
      },
      renderCustomerPicker: (props) =>
        flags ? <CustomerPickerDialog {...props} chooser={flags} language={language} /> : null,
    }),
    [flags, language, uploads],
  );
}

/** The wizard for a new listing (`category` null) or for one listing. */
function SellPage({ category, id }: { category: Category | null; id: string | null }) {
  const { t } = useTranslation('sell');
  const language = getLanguage();
  const queryClient = useQueryClient();
  const me = useMe(true);
  const types = useTypes();
  const updateMe = useUpdateMe();
  const editing = id !== null;
  // Read afresh on every visit: its owner or staff may have changed it a minute ago.
  const listing = useFreshProperty(category ?? '', id ?? '', category !== null);
  const slots = useSlots(me.data);
  usePageTitle(t(editing ? 'wizard.titleEdit' : 'wizard.titleNew'));

  const failed = me.error ?? types.error ?? (editing ? listing.error : null);
  if ((editing && category === null) || failed) {
    const missing =
      category === null || (failed instanceof ApiError && [403, 404].includes(failed.status));
    return (
      <Container size="sm" py="xl">
        <Alert color={missing ? 'orange' : 'red'} role="alert">
          {t(missing ? 'wizard.notFound' : 'wizard.loadFailed')}
        </Alert>
        <Group mt="md">
          <Button component={Link} to={webPaths.account} variant="light">
            {t('wizard.toAccount')}
          </Button>
        </Group>
      </Container>
    );
  }
  if (!me.data || !types.data || (editing && !listing.data)) {
    return (
      <Center py={96}>
        <Loader aria-label={t('wizard.loading')} />
      </Center>
    );
  }

  const onSaved = (saved: Property) => {
    // The account's lists and the listing's pages show the change next time they are shown.
    void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    void queryClient.invalidateQueries({ queryKey: propertyQueryKey(saved.category, saved._id) });
  };

  return (
    <SellWizard
      me={me.data}
      language={language}
      types={types.data}
      listing={editing ? listing.data : undefined}
      slots={slots}
      saveProfile={(values) => updateMe.mutateAsync({ me: me.data, values })}
      onSaved={onSaved}
    />
  );
}

/**
 * /sell and /edit/:type/:id (seller-side.md §2 Screens and routes): the sell wizard, new or in
 * edit mode. A visitor who is not logged in goes to /login with a callback to the same page
 * (`sell`, or the edit path).
 */
export function Component() {
  const session = useSession();
  const { type, id } = useParams();
  if (!session) {
    const callback = id ? `edit/${type ?? ''}/${id}` : 'sell';
    return <Navigate to={`${webPaths.login}?${new URLSearchParams({ callback })}`} replace />;
  }
  const category = categorySchema.safeParse(type);
  return (
    <SellPage
      key={`${type ?? ''}/${id ?? ''}`}
      category={category.success ? category.data : null}
      id={id ?? null}
    />
  );
}
