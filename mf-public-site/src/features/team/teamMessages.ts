import { defineCatalog } from '@physio/shared-ui';
import { physiotherapists } from '../../content/team';
import { contentEnglish } from '../../lib/contentCatalog';

/** A physiotherapist's card: its labels, and each one's special interest (content/team.ts) by id. */
export const teamCatalog = defineCatalog(
  'team',
  {
    registration: 'Registration no.',
    experience: 'Experience',
    years: '{years} years',
    languages: 'Languages',
    focus: 'Special interest',
  },
  () =>
    import(/* webpackChunkName: "hi-home" */ './teamMessages.hi').then((m) => ({ default: m.teamCatalog })),
);

/** The names of the languages the team speaks and each one's special interest. */
export const teamContentCatalog = defineCatalog(
  'team.content',
  {
    ...Object.fromEntries(physiotherapists.flatMap((d) => d.languages).map((l) => [`language.${l}`, l])),
    ...contentEnglish(physiotherapists, 'id', ['focus']),
  },
  () =>
    import(/* webpackChunkName: "hi-home" */ './teamMessages.hi').then((m) => ({
      default: m.teamContentCatalog,
    })),
);
