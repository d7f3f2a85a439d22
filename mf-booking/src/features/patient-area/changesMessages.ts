import { CHANGE_MESSAGES } from '@physio/shared-contracts';
import { defineCatalog } from '@physio/shared-ui';

/** Reschedule and Cancel of a session in the patient area: English as it was (the API's messages too), and Hindi. */
export const changesCatalog = defineCatalog(
  'sessionChanges',
  {
    reschedule: 'Reschedule',
    rescheduleOf: 'Reschedule the session of {when}',
    cancel: 'Cancel',
    cancelOf: 'Cancel the session of {when}',
    chooseNew: 'Choose the new time',
    moveHere: 'Move to this time',
    keepTime: 'Keep the current time',
    confirmTitle: 'Cancel this session?',
    confirmMessage:
      'Your session of {when} (IST) will be cancelled. The session goes back to your credits, so you can schedule it again.',
    confirmCancel: 'Cancel the session',
    keepIt: 'Keep it',
    moveFailed: 'Could not move the session',
    cancelFailed: 'Could not cancel the session',
    moved: 'Your session is moved to {when} (IST).',
    cancelled:
      'Your session of {when} (IST) is cancelled. It is back in your credits, so you can schedule it again.',
    tooLateToReschedule: CHANGE_MESSAGES.tooLateToReschedule,
    tooLateToCancel: CHANGE_MESSAGES.tooLateToCancel,
    notYours: CHANGE_MESSAGES.notYours,
    notLive: CHANGE_MESSAGES.notLive,
    alreadyStarted: CHANGE_MESSAGES.alreadyStarted,
  },
  () => import('./changesMessages.hi').then((m) => ({ default: m.changesCatalog })),
);
