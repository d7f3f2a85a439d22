import { defineCatalog } from '@physio/shared-ui';

/**
 * A family member's day of home exercises on the holder's exercises page (issue 28 point 3): English and Hindi.
 * Its own catalog, loaded with the members' part of the page after the first render.
 */
export const familyExerciseCatalog = defineCatalog(
  'familyExercises',
  {
    memberTitle: 'A family member’s exercises',
    forPerson: 'For: {name}',
    notLoaded: 'Could not load your family members’ exercises.',
    painQuestion: 'How much pain did they have after their exercises? 0 is none, 10 the worst imaginable.',
    reminderHint: 'We send you an SMS and an e-mail at this time each day to remind you of their exercises.',
    adherenceTitle: 'Sets done each week',
    adherenceWeek: 'Week of {date}: {done} of {prescribed} sets ({percent}%)',
    adherenceNone: 'Week of {date}: nothing prescribed',
  },
  () => import('./familyExerciseMessages.hi').then((m) => ({ default: m.familyExerciseCatalog })),
);
