import { MESSAGES } from '@physio/shared-contracts';
import { defineCatalog } from '@physio/shared-ui';

/** Paying (the stages, the alerts, the checkout's line) and the confirmation pages' words: English as they were, and Hindi. */
export const checkoutCatalog = defineCatalog(
  'checkout',
  {
    order: 'Creating your order…',
    checkout: 'Opening the secure checkout…',
    open: 'Complete the payment in the checkout window',
    pay: 'Pay',
    physioLine: 'Physiotherapy treatment plan',
    bookingLine: 'Physiotherapy booking',
    startFailed: 'Could not start the payment',
    createFailed: 'Could not create the order',
    // The spec's alerts (and those of the book-physio guard) and their Hindi.
    checkoutScriptFailed: MESSAGES.checkoutScriptFailed,
    wrongPatientId: MESSAGES.wrongPatientId,
    patientNotRegistered: MESSAGES.patientNotRegistered,
    loginFirst: MESSAGES.loginFirst,
    // /confirmbooking
    confirmMetaTitle: 'Confirm your booking | PhysioCare',
    confirmMetaDescription: 'Check your booking, apply a coupon and pay securely.',
    confirmTitle: 'Confirm your booking',
    loadingPrice: 'Loading your price…',
    patientNotLoaded: 'Could not load the patient',
    yourBooking: 'Your booking',
    chooseAnother: 'Choose another time',
    timesNotChecked: 'Could not check the times',
    editDetails: 'Edit details',
    payment: 'Payment',
    // /confirmbookingphysio
    physioMetaTitle: 'Confirm your sessions | PhysioCare',
    physioMetaDescription: 'Apply a coupon and pay for your treatment plan.',
    physioTitle: 'Confirm your sessions',
    patientIdOf: 'Patient ID {id}',
    backToPlan: 'Back to your plan',
    // /bookphysio and /c/{id}
    planMetaTitle: 'Book your physiotherapy sessions | PhysioCare',
    planMetaDescription: 'Pay for the sessions of your treatment plan.',
    planTitle: 'Book your sessions',
    checkingAccount: 'Checking your account…',
    loadingPlan: 'Loading your treatment plan…',
    // /confirmbooking, while the family member kept as "Booking for" is looked up (their own price)
    loadingMember: 'Loading the price of their sessions…',
    planFor: 'Treatment plan for {name}',
    plan: 'Treatment plan',
    patientId: 'Patient ID',
    sessions: 'Sessions',
    pricePerSession: 'Price per session',
    amount: 'Amount',
    bookNow: 'BOOK NOW',
  },
  () => import('./checkoutMessages.hi').then((m) => ({ default: m.checkoutCatalog })),
);
