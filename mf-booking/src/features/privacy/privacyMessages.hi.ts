// Hindi of privacyMessages.ts's page words (the notice's own Hindi is shared-contracts' privacyTexts.hi.ts).
export const privacyPageCatalog = {
  goHome: 'होम पेज पर जाएँ',
  onlyPatient: 'केवल मरीज़ ही अपनी गोपनीयता से जुड़ी पसंद देख और बदल सकते हैं।',
  loadingConsents: 'आपकी सहमतियाँ लोड हो रही हैं…',
  loadingDetails: 'आपकी जानकारी लोड हो रही है…',
  loadingRequests: 'आपके अनुरोध लोड हो रहे हैं…',
  detailsNotLoaded: 'आपकी जानकारी लोड नहीं हो सकी',
  consentsNotLoaded: 'आपकी सहमतियाँ लोड नहीं हो सकीं',
  requestsNotLoaded: 'आपके अनुरोध लोड नहीं हो सके',
  choiceNotSaved: 'आपकी पसंद सहेजी नहीं जा सकी',
  notCorrected: 'आपकी जानकारी सुधारी नहीं जा सकी',
  notDownloaded: 'आपका डेटा डाउनलोड नहीं हो सका',
  notErased: 'आपका खाता मिटाया नहीं जा सका',
};
