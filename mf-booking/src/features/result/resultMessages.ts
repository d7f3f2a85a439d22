import { MESSAGES } from '@physio/shared-contracts';
import { defineCatalog } from '@physio/shared-ui';

/** The result pages' words (/paymentsuccess, /paymentsuccessphysio, /paymentfailed, /thankyou): English as the pages had them, and Hindi. */
export const resultCatalog = defineCatalog(
  'result',
  {
    // /paymentsuccess and /paymentsuccessphysio
    successMetaTitle: 'Payment successful | PhysioCare',
    successMetaDescription: 'Your payment was received.',
    successPhysioMetaDescription: 'Your treatment plan is paid.',
    successTitle: 'Payment successful',
    payment: 'Payment',
    orderId: 'Order ID',
    notAvailable: 'Not available',
    patientId: 'Patient ID',
    paymentId: 'Payment ID',
    amount: 'Amount',
    couponOff: ' (coupon {code}, {percent}% off)',
    loadingPayment: 'Loading your payment…',
    paymentNotLoaded:
      'We could not load the payment details right now; you will find them under your orders.',
    orderNotLoaded: 'Could not load the order',
    // /paymentfailed (its title is the spec's)
    paymentFailed: MESSAGES.paymentFailed,
    failedMetaTitle: 'Payment failed | PhysioCare',
    failedMetaDescription: 'The payment did not go through.',
    nothingCharged: 'Nothing was charged. Your booking is kept, and you can pay for it again:',
    planOne: 'Treatment plan for {name}: {count} session.',
    planMany: 'Treatment plan for {name}: {count} sessions.',
    thisTime: 'This time',
    heldUntil: '{when} is held for you until {until}.',
    paidAfterAll: 'This order was paid after all: your booking is confirmed.',
    seeBooking: 'See your booking',
    tryAgain: 'Try again',
    expiredPayment: 'This payment has expired. Start it again from your booking.',
    changeBooking: 'Change the booking',
    goHome: 'Go to Home',
    notThrough: 'Your payment did not go through. Nothing is booked yet: you can try again.',
    yourOrderNotLoaded: 'Could not load your order',
    // /thankyou
    thanksMetaTitle: 'Thank you | PhysioCare',
    thanksMetaDescription: 'Your booking is confirmed.',
    thanksTitle: 'Thank you for booking with PhysioCare!',
    received: 'Your payment was received and your session is booked.',
    sentTo: 'We have sent the details to {email}.',
    sentToYourEmail: 'We have sent the details to your e-mail address.',
    // The booked session and the way home
    yourSession: 'Your session',
    appointmentDate: 'Appointment date',
    callToFixDate: 'We will call you to fix the date',
    appointmentTime: 'Appointment time',
    physiotherapist: 'Physiotherapist',
    place: 'Place',
    videoCall: 'Video call',
    opensBefore: '(opens 10 minutes before the start)',
    loadingSession: 'Loading your session…',
    sessionNotLoaded:
      'We could not load the session details right now; you will find them in your dashboard.',
    bookingNotLoaded: 'Could not load your booking',
    homeIn: 'Taking you to the home page in {seconds} s',
    homeNow: 'Go to Home now',
  },
  () => import('./resultMessages.hi').then((m) => ({ default: m.resultCatalog })),
);
