import { webPaths } from '@domus/domain/core/web-routes';
import { Button } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './shell.module.css';

/**
 * The way to the favourites page (issue 34 point 3): a heart in the bar from tablet width (a
 * phone's bar has no room; its drawer names the page), a button in the drawer.
 */
export function FavouritesLink({
  variant,
  onNavigate,
}: {
  variant: 'bar' | 'drawer';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const icon = <IconHeart size={20} stroke={1.8} aria-hidden />;
  if (variant === 'drawer') {
    return (
      <Button
        component={Link}
        to={webPaths.favourites}
        variant="default"
        fullWidth
        leftSection={icon}
        onClick={onNavigate}
      >
        {t('nav.favourites')}
      </Button>
    );
  }
  // A plain link: Mantine's ActionIcon would add its code to the home page's budget.
  return (
    <Link
      to={webPaths.favourites}
      className={classes.favouritesLink}
      aria-label={t('nav.favourites')}
      title={t('nav.favourites')}
    >
      {icon}
    </Link>
  );
}
