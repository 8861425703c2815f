import { Button } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFavourites } from '../favourites/use-favourites';
import classes from './favourite-button.module.css';

/**
 * The heart of a listing (issue 34 point 3): on a card a round button over the photo, named
 * with the listing so that a list of hearts reads apart; on the detail page a button with its
 * text. `aria-pressed` tells whether the listing is kept.
 */
export function FavouriteButton({
  id,
  name,
  variant,
  className,
  labelClassName,
}: {
  id: string;
  /**
   * Its place and size, from the page that shows it (a card's corner, the detail page's
   * heading), so that they arrive with that page's styles; this file's own only colour it.
   */
  className?: string;
  /** The detail page's label's class (hidden on phones). */
  labelClassName?: string;
  /** What the listing is called on its card (type and place), for the button's name. */
  name: string;
  variant: 'card' | 'detail';
}) {
  const { t } = useTranslation();
  const { kept, toggle } = useFavourites();
  const isKept = kept.has(id);
  // One outline icon, filled by its class when kept: a second icon would weigh on the home page.
  const icon = (
    <IconHeart size={20} stroke={1.8} aria-hidden className={isKept ? classes.filled : undefined} />
  );
  const onClick = () => void toggle(id);

  if (variant === 'detail') {
    return (
      <Button
        variant={isKept ? 'light' : 'default'}
        leftSection={icon}
        aria-pressed={isKept}
        onClick={onClick}
        className={`${className ?? ''} ${isKept ? classes.kept : ''}`}
      >
        <span className={labelClassName}>{t('favourites.save')}</span>
      </Button>
    );
  }
  // A plain button: Mantine's ActionIcon would add its code to the home page's budget.
  return (
    <button
      type="button"
      className={`${className ?? ''} ${isKept ? classes.kept : classes.idle}`}
      aria-pressed={isKept}
      aria-label={t('favourites.keep', { name })}
      title={t(isKept ? 'favourites.saved' : 'favourites.save')}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}
