// Hindi of baseMessages.ts: fetched only when the page is Hindi (defineCatalog).
export default {
  tryAgain: 'फिर से कोशिश करें',
  loadFailed: 'कुछ गड़बड़ हो गई',
  close: 'बंद करें',
  cancel: 'रद्द करें',
  play: 'चलाएँ',
  pause: 'रोकें',
  previousSlide: 'पिछली स्लाइड',
  nextSlide: 'अगली स्लाइड',
  slide: '{count} में से {number}',
  showSlide: '{count} में से स्लाइड {number} दिखाएँ',
};
