import { MAX_LENGTH } from '@domus/domain/core/constants';
import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ViewingFormValues } from '../utils/viewing-form';

/**
 * Who asks for the viewing (issue 33 point 1): a visitor gives name, e-mail and telephone; a
 * signed-in buyer's account data are used, with a telephone to add should the account have none.
 */
export function ViewingContactFields({
  form,
  guest,
  accountEmail,
  idPrefix,
}: {
  form: UseFormReturnType<ViewingFormValues>;
  guest: boolean;
  accountEmail?: string | undefined;
  idPrefix: string;
}) {
  const { t } = useTranslation('viewing');
  return (
    <Stack gap="sm">
      {guest ? (
        <>
          <TextInput
            id={`${idPrefix}-name`}
            label={t('contact.name')}
            autoComplete="name"
            required
            maxLength={MAX_LENGTH.name}
            {...form.getInputProps('name')}
          />
          <TextInput
            id={`${idPrefix}-email`}
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={MAX_LENGTH.email}
            {...form.getInputProps('email')}
          />
          <TextInput
            id={`${idPrefix}-tel`}
            label={t('contact.tel')}
            type="tel"
            autoComplete="tel"
            required
            maxLength={MAX_LENGTH.tel}
            {...form.getInputProps('tel')}
          />
        </>
      ) : (
        <>
          <Text size="sm">
            {accountEmail
              ? t('contact.account', { email: accountEmail })
              : t('contact.accountNoEmail')}
          </Text>
          <TextInput
            id={`${idPrefix}-tel`}
            label={t('contact.telOptional')}
            type="tel"
            autoComplete="tel"
            maxLength={MAX_LENGTH.tel}
            {...form.getInputProps('tel')}
          />
        </>
      )}
      <Textarea
        id={`${idPrefix}-message`}
        label={t('contact.message')}
        rows={3}
        resize="vertical"
        maxLength={MAX_LENGTH.contactMessage}
        {...form.getInputProps('message')}
      />
    </Stack>
  );
}
