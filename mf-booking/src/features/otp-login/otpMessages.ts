import { MESSAGES } from '@physio/shared-contracts';
import { defineCatalog } from '@physio/shared-ui';

/** The one-time-code login's words (the modal on Book Now and /user/login): English as the spec has them, and Hindi. */
export const otpCatalog = defineCatalog(
  'otp',
  {
    metaTitle: 'Patient login | PhysioCare',
    metaDescription: 'Log in with your mobile number and a one-time code.',
    title: 'Patient login',
    intro: 'We send a one-time code to your mobile number.',
    verifyTitle: 'Verify your mobile number',
    codeTitle: 'Enter the one-time code',
    detailsNote:
      'New to PhysioCare? Your account gets this name and e-mail. Already registered? Your account keeps its name and e-mail; you can change them on your profile page.',
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile Number',
    mobileHint: '10-digit Indian mobile number; we send a one-time code to it',
    getOtp: 'GET OTP',
    sentTo: 'We sent a {length}-digit code to',
    code: 'One-time code',
    digit: 'Digit {position} of {count}',
    verify: 'VERIFY',
    resendIn: 'Resend code in {seconds} s',
    resend: 'Resend code',
    changeNumber: 'Change number',
  },
  () => import('./otpMessages.hi').then((m) => ({ default: m.otpCatalog })),
);

/** The spec's messages the login shows (the number's rule, a wrong code, "login first"), and their Hindi. */
export const otpErrorCatalog = defineCatalog(
  'otp.errors',
  { invalidMobile: MESSAGES.invalidMobile, wrongOtp: MESSAGES.wrongOtp, loginFirst: MESSAGES.loginFirst },
  () => import('./otpMessages.hi').then((m) => ({ default: m.otpErrorCatalog })),
);
