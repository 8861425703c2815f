import '@mantine/core/styles/Fieldset.layer.css';
import { MAX_LENGTH } from '@domus/domain/core/constants';
import {
  canPickCustomer,
  canSellWithoutCustomer,
  canSetExternalAgent,
} from '@domus/domain/person/permissions';
import { sellerName } from '@domus/domain/person/seller-name';
import type { Me } from '@domus/domain/account/account.schema';
import { Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconUserSearch, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { customerRef, type CustomerRef } from '../../../shared/lib/seller-form';
import type { CustomerPickerSlotProps } from '../utils/wizard-slots';
import type { WizardState } from '../utils/wizard-state';
import { OwnSellerForm } from './own-seller-form';

type SellerValues = WizardState['seller'];

/** Whether step 0 asks an agent for their own data: no customer and no seller profile yet. */
export function agentNeedsOwnData(me: Me, seller: SellerValues): boolean {
  return canSellWithoutCustomer(me.admin) && !seller.customer && !me.seller;
}

/** The customer chosen, in two lines. */
function CustomerCard({ customer }: { customer: CustomerRef }) {
  const { t: tp } = useTranslation('property');
  return (
    <div>
      <Text fw={600}>{sellerName(customer, { orContact: true })}</Text>
      <Text size="sm" c="dimmed">
        {[
          customer.sellerType && tp(`values.sellerType.${customer.sellerType}`),
          customer.email,
          customer.tel,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </div>
  );
}

/**
 * Step 0, the seller (seller-side.md §2 step 0, §5 Seller step, §6). Staff pick an existing
 * customer or create one in the customer dialog; an agent may leave it empty and moves on
 * without creating a customer, the listing then being the agent's own (asking the agent's own
 * data once when the account has no seller profile yet); staff may name an external agent.
 * Everyone else enters or confirms their own data.
 */
export function SellerStep({
  me,
  value,
  onChange,
  errors,
  readOnly,
  editing = false,
  renderCustomerPicker,
}: {
  me: Me;
  value: SellerValues;
  onChange: (value: SellerValues) => void;
  /** Field → message; `customer` for the customer choice. */
  errors: FormErrors;
  readOnly?: boolean;
  /**
   * True for a listing that exists: its customer may be changed but not removed (an agent
   * without a customer lists in their own name, which would hand the customer's listing over).
   */
  editing?: boolean;
  renderCustomerPicker: (props: CustomerPickerSlotProps) => ReactNode;
}) {
  const { t } = useTranslation('sell');
  const [picking, setPicking] = useState(false);

  if (!canPickCustomer(me.admin)) {
    return (
      <Stack gap="md">
        <Text c="dimmed">{t('wizard.seller.introOwn')}</Text>
        <OwnSellerForm
          values={value.own}
          onChange={(own) => onChange({ ...value, own })}
          errors={errors}
          readOnly={readOnly}
        />
      </Stack>
    );
  }

  const customer = value.customer;
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('wizard.seller.introStaff')}</Text>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Text fw={600} size="sm" id="wizard-customer-label">
            {t('wizard.seller.customer')}
          </Text>
          <div aria-labelledby="wizard-customer-label" role="group">
            {customer ? (
              <CustomerCard customer={customer} />
            ) : (
              <Text c="dimmed">{t('wizard.seller.noCustomer')}</Text>
            )}
          </div>
          {errors.customer && (
            <Text c="red" size="sm" role="alert">
              {errors.customer}
            </Text>
          )}
          {!readOnly && (
            <Group gap="xs">
              <Button
                variant={customer ? 'default' : 'filled'}
                leftSection={<IconUserSearch size={18} aria-hidden />}
                onClick={() => setPicking(true)}
              >
                {customer ? t('wizard.seller.change') : t('wizard.seller.choose')}
              </Button>
              {customer && canSellWithoutCustomer(me.admin) && !editing && (
                <Button
                  variant="subtle"
                  color="gray"
                  leftSection={<IconX size={18} aria-hidden />}
                  onClick={() => onChange({ ...value, customer: null })}
                >
                  {t('wizard.seller.remove')}
                </Button>
              )}
            </Group>
          )}
          {canSellWithoutCustomer(me.admin) && !customer && !editing && (
            <Text size="sm">{t('wizard.seller.agentSkip')}</Text>
          )}
        </Stack>
      </Paper>

      {agentNeedsOwnData(me, value) && (
        <Fieldset legend={t('wizard.seller.agentOwn')} radius="md">
          <OwnSellerForm
            values={value.own}
            onChange={(own) => onChange({ ...value, own })}
            errors={errors}
            readOnly={readOnly}
          />
        </Fieldset>
      )}

      {canSetExternalAgent(me.admin) && (
        <Fieldset legend={t('wizard.seller.externalAgent')} radius="md">
          <Text size="sm" c="dimmed" mb="sm">
            {t('wizard.seller.externalAgentHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('wizard.seller.externalAgentName')}
              maxLength={MAX_LENGTH.name}
              value={value.externalAgent.name}
              readOnly={readOnly}
              error={errors['externalAgent.name']}
              onChange={(event) =>
                onChange({
                  ...value,
                  externalAgent: { ...value.externalAgent, name: event.currentTarget.value },
                })
              }
            />
            <TextInput
              label={t('wizard.seller.externalAgentFamilyName')}
              maxLength={MAX_LENGTH.name}
              value={value.externalAgent.familyName}
              readOnly={readOnly}
              error={errors['externalAgent.familyName']}
              onChange={(event) =>
                onChange({
                  ...value,
                  externalAgent: { ...value.externalAgent, familyName: event.currentTarget.value },
                })
              }
            />
          </SimpleGrid>
        </Fieldset>
      )}

      {!readOnly &&
        renderCustomerPicker({
          opened: picking,
          onClose: () => setPicking(false),
          onPick: (seller) => {
            setPicking(false);
            onChange({ ...value, customer: customerRef(seller) });
          },
        })}
    </Stack>
  );
}
