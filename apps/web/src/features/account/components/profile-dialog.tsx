import { LANGUAGES, MAX_LENGTH, SALUTATIONS, type Language } from '@domus/domain/constants';
import type { Me } from '@domus/domain/schemas/account.schema';
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useUpdateMe } from '../api/update-me';
import {
  offersCompanyName,
  profileFormValues,
  profilePayload,
  validateProfile,
  type ProfileFormValues,
} from '../utils/profile-form';

/**
 * The edit-profile dialog (buyer-side.md §2 Account page, §5 Profile dialog): salutation, name,
 * family name, company name for construction firms, e-mail, telephone and language. Checked with
 * the domain's profile rules before sending; the server's field messages land on their fields.
 */
export function ProfileDialog({
  me,
  opened,
  onClose,
  language,
}: {
  me: Me;
  opened: boolean;
  onClose: () => void;
  language: Language;
}) {
  const { t } = useTranslation('account');
  return (
    <Modal opened={opened} onClose={onClose} title={t('page.profile.title')} centered>
      {/* Mounted while open only, so that each opening starts from the saved profile. */}
      {opened && <ProfileForm me={me} onDone={onClose} language={language} />}
    </Modal>
  );
}

function ProfileForm({ me, onDone, language }: { me: Me; onDone: () => void; language: Language }) {
  const { t } = useTranslation('account');
  const { t: tp } = useTranslation('property');
  const { t: tc } = useTranslation();
  const update = useUpdateMe();
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: profileFormValues(me, language),
    validate: validateProfile,
  });

  const submit = form.onSubmit((values) => {
    update.mutate(
      { me, values: profilePayload(values) },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const field of error.fields) form.setFieldError(field.field, field.message);
          }
        },
      },
    );
  });

  const serverError =
    update.error instanceof ApiError && update.error.fields.length > 0 ? null : update.error;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label={tp('seller.salutation')}
          data={[
            { value: '', label: '—' },
            ...SALUTATIONS.map((code) => ({ value: code, label: tp(`values.salutation.${code}`) })),
          ]}
          {...form.getInputProps('salutation')}
        />
        <TextInput
          label={tp('seller.name')}
          required
          maxLength={MAX_LENGTH.name}
          autoComplete="given-name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={tp('seller.familyName')}
          required
          maxLength={MAX_LENGTH.name}
          autoComplete="family-name"
          {...form.getInputProps('familyName')}
        />
        {offersCompanyName(form.values) && (
          <TextInput
            label={tp('seller.companyName')}
            description={t('page.profile.companyHint')}
            maxLength={MAX_LENGTH.companyName}
            autoComplete="organization"
            {...form.getInputProps('companyName')}
          />
        )}
        <TextInput
          label={tp('seller.email')}
          type="email"
          required
          maxLength={MAX_LENGTH.email}
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={tp('seller.tel')}
          type="tel"
          maxLength={MAX_LENGTH.tel}
          autoComplete="tel"
          {...form.getInputProps('tel')}
        />
        <NativeSelect
          label={tp('seller.language')}
          data={LANGUAGES.map((code) => ({ value: code, label: tc(`language.${code}`) }))}
          {...form.getInputProps('language')}
        />
        {serverError && (
          <Text c="red" size="sm" role="alert">
            {serverError.message}
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('page.profile.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('page.profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
