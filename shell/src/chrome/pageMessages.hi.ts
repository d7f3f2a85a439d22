// Hindi of pageMessages.ts: fetched only when the page is Hindi (defineCatalog).
export default {
  notFoundText: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
  goHome: 'होम पर जाएँ',
  unavailableHint: 'अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें। साइट का बाकी हिस्सा चलता रहेगा।',
};
