import { MESSAGES, PACKAGE_MODE_LABELS } from '@physio/shared-contracts';
import { defineCatalog } from '@physio/shared-ui';

/** Session packages on sale in the patient area: English as it was (describePackage, packageKindLabel), and Hindi. */
export const packageCatalog = defineCatalog(
  'packages',
  {
    title: 'Session packages',
    lead: 'A course of sessions at a package price, to use before its last day.',
    notLoaded: 'Could not load the session packages',
    loading: 'Loading the session packages…',
    none: 'No packages on sale right now.',
    onSale: 'Session packages on sale',
    withDoctor: ' · with {doctor}',
    buy: 'Buy',
    buyName: 'Buy {name}',
    buyNameWith: 'Buy {name} with {doctor}',
    sessions_one: '{count} session',
    sessions_many: '{count} sessions',
    valid_one: 'valid {count} day',
    valid_many: 'valid {count} days',
    online: PACKAGE_MODE_LABELS.online,
    home: PACKAGE_MODE_LABELS.home,
    both: PACKAGE_MODE_LABELS.both,
    shareable: ' · shareable in the family',
    howSessions: 'How would you like your sessions?',
    address: 'Address',
    pincode: 'Pincode',
    coupon: 'Coupon code (optional)',
    couponHint: 'The discount is applied to the package price at checkout',
    pay: 'Pay {amount}',
    cancel: 'Cancel',
    // The spec's messages of the address and the PIN (the booking form's rules).
    addressError: MESSAGES.booking.address,
    pincodeError: MESSAGES.booking.pincode,
  },
  () => import('./packageMessages.hi').then((m) => ({ default: m.packageCatalog })),
);
