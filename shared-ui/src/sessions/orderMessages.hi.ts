// Hindi of orderMessages.ts: fetched only when the page is Hindi (defineCatalog).
export const orderCatalog = {
  treatmentPlan: 'उपचार योजना',
  booking: 'बुकिंग',
  amount: 'राशि',
  coupon: 'कूपन {code}',
  couponOff: 'कूपन {code}, {percent}% छूट',
  paidOn: 'भुगतान की तारीख',
  placedOn: 'ऑर्डर की तारीख',
  orderId: 'ऑर्डर आईडी',
  paymentId: 'भुगतान आईडी',
  refund_pending: 'रिफ़ंड जारी है',
  refund_processed: 'रिफ़ंड हो गया',
  refund_failed: 'रिफ़ंड नहीं हो सका',
  refundOf_one: '{count} सत्र के लिए {amount}',
  refundOf_many: '{count} सत्रों के लिए {amount}',
  receipt: 'रसीद {number}',
  confirmTitle: 'बचे हुए सत्रों का रिफ़ंड',
  confirmText_one:
    'इस ऑर्डर के {count} बचे हुए सत्र के {amount} उसी भुगतान माध्यम में लौटाए जाएँगे जिससे आपने भुगतान किया था। बैंक आम तौर पर 5–7 कार्य-दिवसों में राशि जमा कर देते हैं।',
  confirmText_many:
    'इस ऑर्डर के {count} बचे हुए सत्रों के {amount} उसी भुगतान माध्यम में लौटाए जाएँगे जिससे आपने भुगतान किया था। बैंक आम तौर पर 5–7 कार्य-दिवसों में राशि जमा कर देते हैं।',
  refundAmount: '{amount} का रिफ़ंड करें',
  refund: 'रिफ़ंड करें',
  keepSessions: 'सत्र रखें',
};
