import type { Language } from '@domus/domain/constants';
import type { PropertyCard } from '@domus/domain/schemas/property-card.schema';
import { webRoutes } from '@domus/domain/web-routes';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './account.module.css';

/** Draws one listing's card; the page that composes the account page provides it. */
export type RenderCard = (card: PropertyCard) => ReactNode;

/** Whether the edit wizard is built yet: its button is offered only then. */
export const editAvailable = webRoutes.some((route) => route.name === 'edit' && route.available);

/** The wizard in edit mode for a listing: /edit/{category}/{_id}. */
export function editHref(card: Pick<PropertyCard, 'category' | '_id'>): string {
  return `/edit/${card.category}/${encodeURIComponent(card._id)}`;
}

/** A short name of a listing for the delete question: type and number. */
export function listingLabel(card: PropertyCard, language: Language): string {
  return `${card.type.name[language]} · ${card.property_id}`;
}

/**
 * A list of listings with, where the viewer may, the Edit and Delete buttons below each card;
 * unconfirmed listings carry a badge. An empty list shows `emptyText`.
 */
export function ListingList({
  cards,
  label,
  emptyText,
  renderCard,
  canChange,
  onDelete,
  language,
}: {
  cards: PropertyCard[];
  label: string;
  emptyText: string;
  renderCard: RenderCard;
  /** Whether Edit and Delete are offered for `card`. */
  canChange: (card: PropertyCard) => boolean;
  onDelete: (card: PropertyCard) => void;
  language: Language;
}) {
  const { t } = useTranslation('account');
  if (cards.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <ul className={classes.grid} aria-label={label}>
      {cards.map((card) => {
        const name = listingLabel(card, language);
        return (
          <li key={card._id} className={classes.item}>
            <div className={classes.cardSlot}>{renderCard(card)}</div>
            {(card.isConfirmed === false || canChange(card)) && (
              <Group gap="xs" justify="space-between">
                {card.isConfirmed === false ? (
                  <Badge color="orange" variant="light">
                    {t('page.unconfirmedBadge')}
                  </Badge>
                ) : (
                  <span />
                )}
                {canChange(card) && (
                  <Group gap="xs">
                    {editAvailable && (
                      <Button
                        component={Link}
                        to={editHref(card)}
                        variant="light"
                        size="xs"
                        leftSection={<IconPencil size={16} aria-hidden />}
                        aria-label={t('page.editListing', { name })}
                      >
                        {t('page.edit')}
                      </Button>
                    )}
                    <Button
                      variant="light"
                      color="red"
                      size="xs"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      aria-label={t('page.deleteListing', { name })}
                      onClick={() => onDelete(card)}
                    >
                      {t('page.delete.button')}
                    </Button>
                  </Group>
                )}
              </Group>
            )}
          </li>
        );
      })}
    </ul>
  );
}
