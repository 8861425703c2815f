import type { Language } from '@domus/domain/core/constants';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { editListingHref, webRoutes } from '@domus/domain/core/web-routes';
import { Badge, Button, Group, Text } from '@mantine/core';
import {
  IconChartLine,
  IconCircleCheck,
  IconPencil,
  IconPhotoStar,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/auth/session-store';
import { ExposeButtons } from '../../../shared/components/expose-buttons';
import { Link } from 'react-router';
import classes from './account.module.css';

/** Draws one listing's card; the page that composes the account page provides it. */
export type RenderCard = (card: PropertyCard) => ReactNode;

/** Whether the edit wizard is built yet: its button is offered only then. */
export const editAvailable = webRoutes.some((route) => route.name === 'edit' && route.available);

/** The wizard in edit mode for a listing: /edit/{category}/{_id}. */
export function editHref(card: Pick<PropertyCard, 'category' | '_id'>): string {
  return editListingHref(card.category, card._id);
}

/** A short name of a listing for the delete question: type and number. */
export function listingLabel(card: PropertyCard, language: Language): string {
  return `${card.type.name[language]} · ${card.property_id}`;
}

/** Whether a card is its owner's draft (only the owner's own list shows drafts). */
export function isDraftCard(card: PropertyCard): boolean {
  return card.isDraft === true;
}

/**
 * A list of listings with, where the viewer may, the Edit and Delete buttons below each card;
 * unconfirmed listings and drafts carry a badge, a draft offers Continue (the wizard) instead of
 * Edit. With `onConfirm` (admins), an unconfirmed listing offers Confirm and a confirmed one its
 * main images (seller-side.md §2 Dialogs, staff confirm dialog). With `onStatistics` (a seller's
 * own listings), a confirmed listing offers its statistics (issue 33 point 4). An empty
 * list shows `emptyText`.
 */
export function ListingList({
  cards,
  label,
  emptyText,
  renderCard,
  canEdit,
  canDelete,
  onDelete,
  onConfirm,
  onStatistics,
  language,
}: {
  cards: PropertyCard[];
  label: string;
  emptyText: string;
  renderCard: RenderCard;
  /** Whether Edit (or Continue) is offered for `card`. */
  canEdit: (card: PropertyCard) => boolean;
  /** Whether Delete is offered for `card`. */
  canDelete: (card: PropertyCard) => boolean;
  onDelete: (card: PropertyCard) => void;
  /** Opens the confirm dialog for `card`; given for admins only. */
  onConfirm?: (card: PropertyCard) => void;
  /** Opens the statistics of `card`; given for the viewer's own listings only. */
  onStatistics?: (card: PropertyCard) => void;
  language: Language;
}) {
  const { t } = useTranslation(['account', 'sell']);
  const admin = useSession()?.admin;
  // Staff hand exposés to customers, also of listings still waiting for confirmation.
  const staff = !!admin && (admin.isAgent || admin.isAdmin || admin.isSuperAdmin);
  if (cards.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <ul className={classes.grid} aria-label={label}>
      {cards.map((card) => {
        const name = listingLabel(card, language);
        const draft = isDraftCard(card);
        const unconfirmed = !draft && card.isConfirmed === false;
        const editable = canEdit(card) && editAvailable;
        const deletable = canDelete(card);
        const confirmable = !!onConfirm && !draft;
        // Drafts and listings awaiting confirmation are not on the site: nothing to count yet.
        const statistics = !!onStatistics && !draft && !unconfirmed;
        const badge = draft ? (
          <Badge color="gray" variant="light">
            {t('page.draftBadge')}
          </Badge>
        ) : unconfirmed ? (
          <Badge color="orange" variant="light">
            {t('page.unconfirmedBadge')}
          </Badge>
        ) : null;
        return (
          <li key={card._id} className={classes.item}>
            <div className={classes.cardSlot}>{renderCard(card)}</div>
            {(badge || editable || deletable || confirmable || statistics) && (
              <Group gap="xs" justify="space-between">
                {badge ?? <span />}
                <Group gap="xs">
                  {confirmable && (
                    <Button
                      variant={unconfirmed ? 'filled' : 'light'}
                      size="xs"
                      leftSection={
                        unconfirmed ? (
                          <IconCircleCheck size={16} aria-hidden />
                        ) : (
                          <IconPhotoStar size={16} aria-hidden />
                        )
                      }
                      aria-label={t(
                        unconfirmed
                          ? 'sell:confirm.confirmListing'
                          : 'sell:confirm.mainImagesListing',
                        { name },
                      )}
                      onClick={() => onConfirm(card)}
                    >
                      {t(
                        unconfirmed
                          ? 'sell:confirm.confirmAction'
                          : 'sell:confirm.mainImagesAction',
                      )}
                    </Button>
                  )}
                  {statistics && (
                    <Button
                      variant="light"
                      size="xs"
                      leftSection={<IconChartLine size={16} aria-hidden />}
                      aria-label={t('statistics.openListing', { name })}
                      onClick={() => onStatistics(card)}
                    >
                      {t('statistics.open')}
                    </Button>
                  )}
                  {editable && (
                    <Button
                      component={Link}
                      to={editHref(card)}
                      variant="light"
                      size="xs"
                      leftSection={<IconPencil size={16} aria-hidden />}
                      aria-label={t(draft ? 'page.continueListing' : 'page.editListing', { name })}
                    >
                      {t(draft ? 'page.continue' : 'page.edit')}
                    </Button>
                  )}
                  {deletable && (
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
                  )}
                </Group>
              </Group>
            )}
            {staff && !draft && (
              <ExposeButtons
                listing={{ category: card.category, id: card._id }}
                size="xs"
                labels={{
                  short: t('expose.short'),
                  long: t('expose.long'),
                  failed: t('expose.failed'),
                }}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
