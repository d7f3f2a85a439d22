// Hindi of couponMessages.ts: fetched only when the page is Hindi (defineCatalog).
export const couponCatalog = {
  code: 'कूपन कोड',
  apply: 'लगाएँ',
  remove: 'कूपन हटाएँ',
  applied: 'कूपन सफलतापूर्वक लग गया',
  appliedOff: '({code}: {percent}% की छूट)',
  invalid: 'अमान्य कूपन',
  checkFailed: 'कूपन जाँचा नहीं जा सका',
  amount: 'राशि',
  perSession: 'प्रति सत्र',
  sessions: 'सत्र',
  travelFee: 'हर होम विज़िट का यात्रा शुल्क',
  total: 'कुल',
  original: 'मूल राशि {amount}',
};
