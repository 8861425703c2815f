/**
 * The `admin` namespace in it (reference): the admin application's table headers, listing
 * statuses, row and bulk actions, and the CSV export (issue 15). Italian addresses staff with
 * "Lei" like the rest of the site.
 */
export const adminIt = {
  columns: {
    image: 'Foto',
    property_id: 'Numero',
    type: 'Tipologia',
    place: 'Comune e zona',
    rent: 'Vendita o affitto',
    price: 'Prezzo',
    baths: 'Bagni',
    owner: 'Proprietario',
    externalAgent: 'Agente esterno',
    agent: 'Agente responsabile',
    status: 'Stato',
    createdAt: 'Creato',
    updatedAt: 'Modificato',
  },
  rent: {
    true: 'Affitto',
    false: 'Vendita',
  },
  status: {
    draft: 'Bozza',
    awaitingConfirmation: 'In attesa di conferma',
    published: 'Pubblicato',
    withdrawn: 'Ritirato',
  },
  actions: {
    edit: 'Modifica',
    confirm: 'Conferma',
    withdraw: 'Ritira',
    publish: 'Pubblica di nuovo',
    assignAgent: 'Assegna agente responsabile',
    delete: 'Elimina',
  },
  units: {
    euro: '€',
  },
  csv: {
    fileName: 'immobili-{{category}}-{{date}}.csv',
  },
} as const;
