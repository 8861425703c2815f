import type { SellCatalog } from '../it/sell.ts';

/** The `sell` namespace in de: wizard, details forms, uploads, confirm dialog (keys as in Italian). */
export const sellDe: SellCatalog = {
  wizard: {
    titleNew: 'Neue Immobilie',
    titleEdit: 'Immobilie bearbeiten',
  },
  details: {
    title: 'Eigenschaften der Immobilie',
  },
  uploads: {
    images: 'Bilder',
  },
  confirm: {
    title: 'Immobilie bestätigen',
  },
};
