// Hindi of conditionMessages.ts: fetched only when the page is Hindi (defineCatalog).
export const conditionIndexCatalog: Record<string, string> = {
  'neck-pain.name': 'गर्दन का दर्द',
  'neck-pain.summary': 'बैठने के ढंग, स्क्रीन पर काम, खिंचाव या उम्र से जुड़े बदलावों से गर्दन में अकड़न और दर्द।',
  'frozen-shoulder.name': 'कंधे का दर्द (फ़्रोज़न शोल्डर)',
  'frozen-shoulder.summary':
    'दर्द भरा, अकड़ा हुआ कंधा जिसकी हरकत धीरे-धीरे कम होती है; 40 से 60 वर्ष के लोगों और मधुमेह में आम।',
  'low-back-pain.name': 'कमर के निचले हिस्से में दर्द',
  'low-back-pain.summary':
    'वयस्कों के फ़िज़ियोथेरेपिस्ट के पास आने का सबसे आम कारण; आमतौर पर गंभीर नहीं और सक्रिय देखभाल से ठीक होता है।',
  'sciatica.name': 'साइटिका',
  'sciatica.summary': 'कमर के निचले हिस्से में दबी नस से पैर में दर्द, अक्सर झनझनाहट या सुन्नपन के साथ।',
  'knee-osteoarthritis.name': 'घुटने का ऑस्टियोआर्थराइटिस',
  'knee-osteoarthritis.summary': 'उम्र के साथ जोड़ों में बदलाव से दर्द भरे, अकड़े घुटने; व्यायाम पहला इलाज है।',
  'acl-sports-injuries.name': 'ACL और खेल की चोटें',
  'acl-sports-injuries.summary':
    'लिगामेंट का फटना, मांसपेशियों में खिंचाव और ज़्यादा इस्तेमाल की चोटें, खेल में सुरक्षित वापसी के साथ।',
  'ankle-sprain.name': 'टखने की मोच',
  'ankle-sprain.summary': 'लिगामेंट की चोट के साथ मुड़ा टखना; अच्छा पुनर्वास बार-बार की मोच से बचाता है।',
  'plantar-fasciitis.name': 'प्लांटर फ़ैसाइटिस (एड़ी का दर्द)',
  'plantar-fasciitis.summary': 'सुबह के पहले क़दमों में सबसे ज़्यादा एड़ी का दर्द; स्ट्रेचिंग और भार देने से अच्छा सुधार।',
  'tennis-elbow.name': 'टेनिस एल्बो',
  'tennis-elbow.summary': 'बाँह की ज़्यादा इस्तेमाल हुई नसों से कोहनी के बाहरी हिस्से में दर्द; डेस्क और हाथ के काम में आम।',
  'carpal-tunnel-syndrome.name': 'कार्पल टनल सिंड्रोम',
  'carpal-tunnel-syndrome.summary': 'कलाई पर दबी नस से अँगूठे और उँगलियों में झनझनाहट और सुन्नपन।',
  'stroke-rehabilitation.name': 'स्ट्रोक के बाद पुनर्वास',
  'stroke-rehabilitation.summary': 'स्ट्रोक के बाद हरकत, संतुलन और आत्मनिर्भरता वापस पाना, घर पर या ऑनलाइन।',
  'parkinsons-disease.name': 'पार्किंसन रोग',
  'parkinsons-disease.summary': 'लक्षित व्यायाम से पार्किंसन के साथ सक्रिय, स्थिर और आत्मनिर्भर रहना।',
  'post-surgical-rehabilitation.name': 'सर्जरी के बाद पुनर्वास',
  'post-surgical-rehabilitation.summary':
    'घुटना या कूल्हा बदलवाने, रीढ़ की सर्जरी, हड्डी जोड़ने और अन्य सर्जरी के बाद सुरक्षित रिकवरी।',
  'cerebral-palsy-pediatric-development.name': 'सेरेब्रल पाल्सी और बच्चों का विकास',
  'cerebral-palsy-pediatric-development.summary':
    'सेरेब्रल पाल्सी या देर से हरकत सीखने वाले बच्चों के लिए खेल-आधारित थेरेपी।',
};

export const conditionsPageCatalog = {
  title: 'हम किन समस्याओं का इलाज करते हैं',
  lead: 'हमारे फ़िज़ियोथेरेपिस्ट दर्द, चोट, सर्जरी के बाद रिकवरी और लंबे समय की तंत्रिका और विकास से जुड़ी समस्याओं में मदद करते हैं। कोई समस्या चुनें और जानें कि वह क्या है, उसके आम लक्षण क्या हैं और फ़िज़ियोथेरेपी कैसे मदद करती है।',
  cta: 'पक्का नहीं कि कौन-सी समस्या आप पर लागू होती है? सत्र बुक करें, आपके फ़िज़ियोथेरेपिस्ट आपकी जाँच करेंगे।',
};
