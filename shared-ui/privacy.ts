/**
 * '@physio/shared-ui/privacy': the data-rights wording in the page's language, for the public notice and grievance
 * pages (mf-public-site) and the patient's privacy page (mf-booking). Not in the package index, like './clinical':
 * bundled only into the pages that show it.
 */
export { privacyCatalog, usePrivacyTexts } from './src/privacy/privacyCatalog';
