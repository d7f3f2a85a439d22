import { defineCatalog } from '@physio/shared-ui';

/** A condition's page (/conditions-we-treat/:id): its headings, meta and not-found state; a module of that page only. */
export const conditionPageCatalog = defineCatalog(
  'conditions.detail',
  {
    metaTitle: '{name} Physiotherapy',
    notFoundTitle: 'Condition not found',
    notFoundMessage:
      'We could not find that condition. Please choose one from our list, or contact us to ask whether physiotherapy can help.',
    notFoundDescription: 'Browse the conditions PhysioCare physiotherapists treat.',
    allConditions: 'All conditions we treat',
    contactUs: 'Contact us',
    goHome: 'Go to Home',
    home: 'Home',
    conditions: 'Conditions We Treat',
    whatItIs: 'What it is',
    symptoms: 'Common symptoms',
    howPhysioHelps: 'How physiotherapy helps',
    typicalSessions: 'Typical number of sessions',
    sessionsNote: 'Your physiotherapist will confirm this after assessing you and review it as you progress.',
    seeDoctor: 'See a doctor first if you have',
    bookFor: 'Book physiotherapy for {name}',
    related: 'Related conditions',
  },
  () => import('./conditionPageMessages.hi').then((m) => ({ default: m.conditionPageCatalog })),
);
