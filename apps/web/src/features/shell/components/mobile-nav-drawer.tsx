import '../../../shared/ui/mantine-page.css';
import { Divider, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountLinks } from './account-links';
import { FavouritesLink } from './favourites-link';
import { NavLinks } from './nav-links';
import { PhoneLink } from './phone-link';

/** The navigation on phones: a drawer opened by the burger button, loaded only when opened. */
export default function MobileNavDrawer({
  opened,
  onClose,
  id,
}: {
  opened: boolean;
  onClose: () => void;
  id: string;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      id={id}
      title={t('a11y.mainNavigation')}
      closeButtonProps={{ 'aria-label': t('a11y.closeMenu') }}
    >
      <nav aria-label={t('a11y.mainNavigation')}>
        <Stack gap="xs">
          <NavLinks variant="drawer" onNavigate={onClose} />
          <Divider my="sm" />
          <PhoneLink />
          <Stack gap="xs" mt="sm">
            <FavouritesLink variant="drawer" onNavigate={onClose} />
            <AccountLinks variant="drawer" onNavigate={onClose} />
          </Stack>
        </Stack>
      </nav>
    </Drawer>
  );
}
