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
  {
    metaTitle: 'मरीज़ लॉगिन | PhysioCare',
    metaDescription: 'अपने मोबाइल नंबर और एक बार इस्तेमाल होने वाले कोड से लॉगिन करें।',
    title: 'मरीज़ लॉगिन',
    intro: 'हम आपके मोबाइल नंबर पर एक बार इस्तेमाल होने वाला कोड भेजते हैं।',
    verifyTitle: 'अपना मोबाइल नंबर सत्यापित करें',
    codeTitle: 'एक बार इस्तेमाल होने वाला कोड दर्ज करें',
    detailsNote:
      'PhysioCare पर नए हैं? आपका खाता इसी नाम और ई-मेल से बनेगा। पहले से पंजीकृत हैं? आपके खाते का नाम और ई-मेल वही रहेगा; उन्हें आप अपने प्रोफ़ाइल पेज पर बदल सकते हैं।',
    name: 'नाम',
    email: 'ईमेल',
    mobile: 'मोबाइल नंबर',
    mobileHint: '10 अंकों का भारतीय मोबाइल नंबर; हम इस पर एक बार इस्तेमाल होने वाला कोड भेजेंगे',
    getOtp: 'OTP पाएँ',
    sentTo: 'हमने {length} अंकों का कोड इस नंबर पर भेजा है:',
    code: 'एक बार इस्तेमाल होने वाला कोड',
    digit: '{count} में से अंक {position}',
    verify: 'सत्यापित करें',
    resendIn: '{seconds} सेकंड में कोड दोबारा भेजें',
    resend: 'कोड दोबारा भेजें',
    changeNumber: 'नंबर बदलें',
  },
);

/** The spec's messages the login shows (the number's rule, a wrong code, "login first"), and their Hindi. */
export const otpErrorCatalog = defineCatalog(
  'otp.errors',
  { invalidMobile: MESSAGES.invalidMobile, wrongOtp: MESSAGES.wrongOtp, loginFirst: MESSAGES.loginFirst },
  {
    invalidMobile: 'मान्य मोबाइल नंबर दर्ज करें',
    wrongOtp: 'गलत OTP!',
    loginFirst: 'पहले आपको लॉगिन करना होगा!',
  },
);
