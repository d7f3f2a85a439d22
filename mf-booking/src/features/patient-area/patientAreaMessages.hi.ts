// Hindi of patientAreaMessages.ts: fetched only when the page is Hindi (defineCatalog).
export const patientAreaCatalog = {
  addToCalendar: 'कैलेंडर में जोड़ें',
};
