// Hindi of conditionMessages.ts: fetched only when the page is Hindi (defineCatalog).
export const conditionIndexCatalog: Record<string, string> = {
  'neck-pain.name': 'गर्दन का दर्द',
  'frozen-shoulder.name': 'कंधे का दर्द (फ़्रोज़न शोल्डर)',
  'low-back-pain.name': 'कमर के निचले हिस्से में दर्द',
  'sciatica.name': 'साइटिका',
  'knee-osteoarthritis.name': 'घुटने का ऑस्टियोआर्थराइटिस',
  'acl-sports-injuries.name': 'ACL और खेल की चोटें',
  'ankle-sprain.name': 'टखने की मोच',
  'plantar-fasciitis.name': 'प्लांटर फ़ैसाइटिस (एड़ी का दर्द)',
  'tennis-elbow.name': 'टेनिस एल्बो',
  'carpal-tunnel-syndrome.name': 'कार्पल टनल सिंड्रोम',
  'stroke-rehabilitation.name': 'स्ट्रोक के बाद पुनर्वास',
  'parkinsons-disease.name': 'पार्किंसन रोग',
  'post-surgical-rehabilitation.name': 'सर्जरी के बाद पुनर्वास',
  'cerebral-palsy-pediatric-development.name': 'सेरेब्रल पाल्सी और बच्चों का विकास',
};
