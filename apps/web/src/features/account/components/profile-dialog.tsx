import type { Language } from '@domus/domain/core/constants';
import type { Me } from '@domus/domain/account/account.schema';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { SellerFields } from '../../../shared/components/seller-fields';
import {
  accountSellerForm,
  profilePayload,
  validateSellerForm,
  type SellerFormValues,
} from '../../../shared/lib/seller-form';
import { useUpdateMe } from '../api/update-me';
import { useFocusFirstError } from '../../../shared/hooks/use-focus-first-error';

/**
 * The edit-profile dialog (buyer-side.md §2 Account page, §5 Profile dialog): the site's seller
 * fields with the profile rules (a valid e-mail; name and family name, or a construction firm's
 * company name), the company fields for agents and construction firms; the seller type is not
 * changed here. Checked with the domain's profile schema before sending; the server's field
 * messages land on their fields.
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
    <Modal opened={opened} onClose={onClose} title={t('page.profile.title')} size="lg" centered>
      {/* Mounted while open only, so that each opening starts from the saved profile. */}
      {opened && <ProfileForm me={me} onDone={onClose} language={language} />}
    </Modal>
  );
}

function ProfileForm({ me, onDone, language }: { me: Me; onDone: () => void; language: Language }) {
  const { t } = useTranslation('account');
  const update = useUpdateMe();
  const { scopeRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const form = useForm<SellerFormValues>({
    mode: 'controlled',
    initialValues: accountSellerForm(me, language, ''),
    validate: (values) => validateSellerForm(values, 'profile'),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(
      { me, values: profilePayload(values, me) },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const field of error.fields) form.setFieldError(field.field, field.message);
            focusFirstError();
          }
        },
      },
    );
  }, focusFirstError);

  const serverError =
    update.error instanceof ApiError && update.error.fields.length > 0 ? null : update.error;

  return (
    <form onSubmit={submit} noValidate ref={scopeRef}>
      <Stack gap="sm">
        <SellerFields values={form.values} field={form.getInputProps} rules="profile" ownData />
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
