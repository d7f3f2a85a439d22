import { CHOOSE_TIME_MESSAGE, MESSAGES, type ProblemCategory } from '@physio/shared-contracts';
import { defineCatalog } from '@physio/shared-ui';

/** The booking page's words: English exactly as the spec and the page had them, and Hindi. */
export const bookingPageCatalog = defineCatalog(
  'booking',
  {
    metaTitle: 'Book a physiotherapy session | PhysioCare',
    metaDescription: 'Book an online or home physiotherapy session with PhysioCare in a few steps.',
    title: 'Book a session',
    intro: 'Tell us what hurts and how you would like to be treated. First sessions cost {price}.',
    name: 'Name',
    email: 'Email',
    quantity: 'Quantity (sessions)',
    problem: 'Problem',
    selectProblem: 'Select your problem',
    treatment: 'Treatment',
    online: 'Online session (video call)',
    home: 'Home treatment (the physiotherapist visits you)',
    address: 'Address',
    pincode: 'Pincode',
    bookNow: 'Book Now',
  },
  () =>
    import(/* webpackChunkName: "hi-booking" */ './bookingMessages.hi').then((m) => ({
      default: m.bookingPageCatalog,
    })),
);

/** The booking form's error messages: the spec's (MESSAGES.booking) and their Hindi. */
export const bookingErrorCatalog = defineCatalog(
  'booking.errors',
  { ...MESSAGES.booking, slot: CHOOSE_TIME_MESSAGE },
  () =>
    import(/* webpackChunkName: "hi-booking" */ './bookingMessages.hi').then((m) => ({
      default: m.bookingErrorCatalog,
    })),
);

/** The problem list's labels (the value sent stays the English category the API knows). */
export const problemCatalog = defineCatalog(
  'booking.problems',
  {
    'Headache/Neck pain': 'Headache/Neck pain',
    'Shoulder pain': 'Shoulder pain',
    'Back pain': 'Back pain',
    'Elbow pain/Hand pain/Finger pain': 'Elbow pain/Hand pain/Finger pain',
    'Waist pain/Hip pain': 'Waist pain/Hip pain',
    'Knee pain': 'Knee pain',
    'Foot pain/Ankle pain': 'Foot pain/Ankle pain',
    'Neurological Condition': 'Neurological Condition',
    'Pediatric Condition': 'Pediatric Condition',
    'Cardiological Condition': 'Cardiological Condition',
    Others: 'Others',
  } satisfies Record<ProblemCategory, ProblemCategory>,
  () =>
    import(/* webpackChunkName: "hi-booking" */ './bookingMessages.hi').then((m) => ({
      default: m.problemCatalog,
    })),
);
