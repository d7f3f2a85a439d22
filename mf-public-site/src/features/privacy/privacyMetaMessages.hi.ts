// Hindi of privacyMetaMessages.ts: fetched only when the page is Hindi (defineCatalog).
export default {
  noticeDescription:
    'PhysioCare क्या इकट्ठा करता है, क्यों, कितने समय तक रखता है, और आप हर उद्देश्य के लिए सहमति कैसे देते या वापस लेते हैं।',
  grievanceDescription:
    'अपने व्यक्तिगत डेटा के बारे में PhysioCare के शिकायत अधिकारी से कैसे संपर्क करें, और हम कब जवाब देते हैं।',
};
