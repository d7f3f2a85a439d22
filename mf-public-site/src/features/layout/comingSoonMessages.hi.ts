// Hindi of comingSoonMessages.ts: fetched only when the page is Hindi (defineCatalog).
export default {
  metaTitle: 'जल्द आ रहा है',
  metaDescription: 'PhysioCare की यह सुविधा जल्द आ रही है। तब तक आप सत्र बुक कर सकते हैं या हमारे गाइड पढ़ सकते हैं।',
  title: 'जल्द आ रहा है',
  lead: 'PhysioCare का यह हिस्सा अभी बन रहा है। तब तक आप सत्र बुक कर सकते हैं, या हमारे लेख और हमारे द्वारा इलाज की जाने वाली समस्याएँ देख सकते हैं।',
  readBlog: 'ब्लॉग पढ़ें',
  goHome: 'होम पर जाएँ',
};
