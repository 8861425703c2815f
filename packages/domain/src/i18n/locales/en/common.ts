/** The `common` namespace in en: every text of the web interface (keys as in Italian). */
export const commonEn = {
  meta: {
    tagline: 'Property for sale and to rent in South Tyrol',
  },
  seo: {
    privacy:
      'How {{name}} handles the personal data of everyone who visits the website, looks for a home or entrusts a property to the agency.',
    listingSale: '{{type}} for sale in {{place}}',
    listingRent: '{{type}} to rent in {{place}}',
    region: 'South Tyrol',
  },
  a11y: {
    skipToContent: 'Skip to main content',
    mainNavigation: 'Main navigation',
    footerNavigation: 'About this website',
    homeLink: '{{name}}, home page',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    loading: 'Loading…',
  },
  nav: {
    home: 'Home',
    properties: 'Properties',
    aboutUs: 'About us',
    testimonies: 'Testimonials',
    contact: 'Contact',
    account: 'My account',
    login: 'Log in',
    callUs: 'Call us on {{phone}}',
  },
  language: {
    switcher: 'Language',
    it: 'Italiano',
    de: 'Deutsch',
    en: 'English',
  },
  cookies: {
    label: 'Cookie notice',
    text: 'This website only uses technical cookies and your browser’s local storage, which it needs to work – for example to remember your language and your login. We use no profiling cookies and no tracking tools.',
    accept: 'Accept',
    moreInfo: 'More information',
  },
  footer: {
    description:
      'Your estate agency in Bolzano: selling, letting and valuing property all over South Tyrol.',
    contactHeading: 'Contact',
    linksHeading: 'Information',
    companyHeading: 'Company details',
    phone: 'Tel.',
    email: 'E-mail',
    pec: 'PEC',
    vat: 'VAT no.',
    rea: 'REA no.',
    dataSources: 'Map data',
    impressum: 'Legal notice',
    privacy: 'Privacy policy',
    contact: 'Contact',
    rights: 'All rights reserved.',
  },
  home: {
    hero: {
      title: 'The right home in South Tyrol',
      text: 'Flats, houses, commercial premises and land for sale and to rent – from Bolzano to Brunico, from the Val Venosta to the Bassa Atesina.',
    },
    servicesHeading: 'How we can help',
    find: {
      title: 'Looking for a home?',
      text: 'Tell us what you are looking for: we save your search and e-mail you as soon as a matching property comes in. {{clients}} clients have already put their trust in us.',
      action: 'Create a saved search',
    },
    sell: {
      title: 'Want to sell or let?',
      text: 'List your property in a few steps: we value it, present it to our clients and arrange the viewings. Our service is free for sellers – our fee is paid by the buyer only.',
      action: 'List your property',
    },
  },
  search: {
    label: 'Search properties',
    mode: 'Buy or rent',
    buy: 'Buy',
    rent: 'Rent',
    location: 'Location',
    locationPlaceholder: 'Municipality or area',
    locationNothingFound: 'No place found',
    clearLocation: 'Clear location',
    locationTypes: {
      municipality: 'Municipality',
      zone: 'Area',
      street: 'Street',
    },
    type: 'Property type',
    allTypes: 'All property types',
    rooms: 'Rooms',
    anyRooms: 'Any',
    budget: 'Price',
    budgetFrom: 'From',
    budgetTo: 'Up to',
    budgetAny: 'Any price',
    budgetFromValue: 'from {{min}}',
    budgetUpToValue: 'up to {{max}}',
    budgetBetween: '{{min}} – {{max}}',
    submit: 'Search',
  },
  website: {
    search: {
      empty: 'No properties match your search. Try changing the filters.',
    },
    find: {
      matches: {
        empty:
          'There are no matching properties for this search yet. We will e-mail you as soon as one comes in.',
      },
    },
    account: {
      empty: 'You have not listed any properties yet.',
      emptySearches: 'You have not saved any searches yet.',
    },
  },
  contact: {
    success: 'Your message has been sent successfully.',
    error: 'Error: Retry later',
  },
  feedback: {
    requestSent: 'Your request has been sent.',
    confirmationEmailSent: 'Confirmation Email sent!',
    unsavedChanges: 'All unsaved changes will be lost. Continue?',
    deleteProperty: 'Do you really want to delete this property?',
    yes: 'Yes',
    no: 'No',
  },
  impressum: {
    title: 'Legal notice',
    intro:
      'Information about the operator of this website under Article 7 of Legislative Decree 70/2003.',
    companyHeading: 'Website operator',
    address: 'Registered office',
    phone: 'Phone',
    email: 'E-mail',
    pec: 'PEC (certified e-mail)',
    vat: 'VAT number',
    taxCode: 'Tax code',
    register: 'Companies register',
    registerValue: '{{chamber}}, REA no. {{rea}}',
    shareCapital: 'Share capital',
    shareCapitalValue: '{{amount}}, fully paid up',
    representative: 'Legal representative',
    professionHeading: 'Estate agency',
    professionText:
      'The company works as a licensed estate agent and is entered in the companies register and the REA register of the {{chamber}} (Article 73 of Legislative Decree 59/2010), which is also its supervisory authority. Professional liability insurance is in place as required by Law 39/1989.',
    listingsHeading: 'Listings',
    listingsText:
      'Property details come from the owners and are checked with care, but they are not a contractual offer. The documents handed over before signing are binding. Prices, areas and floor plans are for guidance only.',
    copyrightHeading: 'Copyright',
    copyrightText:
      'The texts, photographs and floor plans on this website belong to {{name}} or to the respective owners and may not be reproduced without permission.',
    dataSourcesHeading: 'Sources of the map data',
    dataSourcesText:
      'The municipal boundaries and place names used by the search come from open data published under these licences:',
  },
  privacy: {
    title: 'Privacy policy',
    updated: 'Last updated: {{date}}',
  },
  aboutUs: {
    title: 'About us',
    lead: 'We are an estate agency in Bolzano and know South Tyrol village by village. We speak Italian and German, just like our clients.',
    story: {
      title: 'Our story',
      text: 'Domus Immobiliare was founded in Bolzano on a simple belief: anyone looking for a home deserves honest, expert advice. Since then we have helped {{clients}} clients buy, sell and rent flats, houses, commercial premises, land and farms.',
    },
    approach: {
      title: 'How we work',
      text: 'We value every property on site, take care of photographs, floor plans and brochures, and present it to the right people: anyone with a matching saved search gets an e-mail straight away. We accompany viewings and negotiations and handle the paperwork right up to the notary.',
    },
    fee: {
      title: 'Free for sellers',
      text: 'Our fee is paid by the buyer only. Selling or letting a property through us costs you no agency fee at all.',
    },
    team: {
      title: 'Our team',
      text: 'Advisers, surveyors and a careful back office: a small team of South Tyrolean professionals, registered as licensed estate agents, who answer every enquiry in person.',
    },
    cta: 'Get in touch',
  },
  testimonies: {
    title: 'Testimonials',
    lead: 'What clients who bought, sold or rented with us have to say.',
    empty: 'There are no testimonials yet.',
    retry: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    text: 'Oops! This page does not exist (Error 404)',
    home: 'Back to the home page',
  },
  error: {
    title: 'Something went wrong',
    text: 'The page did not load properly. Please reload it or try again later.',
    reload: 'Reload page',
  },
};
