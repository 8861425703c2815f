import '../../../shared/ui/mantine-page.css';
import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { webPaths } from '@domus/domain/web-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
          <Button component={Link} to={webPaths.login} onClick={onClose} mt="sm" fullWidth>
            {t('nav.login')}
          </Button>
        </Stack>
      </nav>
    </Drawer>
  );
}
