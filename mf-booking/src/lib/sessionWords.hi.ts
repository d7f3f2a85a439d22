// Hindi of sessionWords.ts: fetched only when the page is Hindi (defineCatalog).
export const sessionWordsCatalog = {
  morning: 'सुबह',
  afternoon: 'दोपहर',
  evening: 'शाम',
  timeToBeConfirmed: 'समय अभी तय होना है',
  onlineSession: 'ऑनलाइन सत्र',
  homeVisit: 'घर पर विज़िट',
  homeVisitAt: 'घर पर विज़िट: {place}',
  created: 'भुगतान बाकी है',
  attempted: 'भुगतान पूरा नहीं हुआ',
  paid: 'भुगतान हो गया',
  failed: 'भुगतान असफल रहा',
  expired: 'समय-सीमा समाप्त',
};
