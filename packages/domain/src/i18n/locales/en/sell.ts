import type { SellCatalog } from '../it/sell.ts';

/** The `sell` namespace in en: wizard, details forms, uploads, confirm dialog (keys as in Italian). */
export const sellEn: SellCatalog = {
  wizard: {
    titleNew: 'New property',
    titleEdit: 'Edit property',
  },
  details: {
    title: 'Property details',
  },
  uploads: {
    images: 'Images',
  },
  confirm: {
    title: 'Confirm property',
  },
};
