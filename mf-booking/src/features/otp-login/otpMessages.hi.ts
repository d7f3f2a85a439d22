// Hindi of otpMessages.ts: fetched only when the page is Hindi (defineCatalog).
export const otpCatalog = {
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
};

export const otpErrorCatalog = {
  invalidMobile: 'मान्य मोबाइल नंबर दर्ज करें',
  wrongOtp: 'गलत OTP!',
  loginFirst: 'पहले आपको लॉगिन करना होगा!',
};
