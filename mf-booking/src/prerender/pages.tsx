/**
 * The pages of this remote a visitor lands on from outside, prerendered by the shell's build with
 * nobody signed in (build-tools/prerender-pages.mjs): their form paints before the app starts, and
 * the shell hands what was typed meanwhile to these same components when it takes over.
 */
import { PATHS } from '@physio/shared-contracts/paths';
import { renderPages, type LandingPage } from '@physio/shared-ui/prerender';
import BookingPage from '../pages/BookingPage';
import PatientLoginPage from '../pages/PatientLoginPage';

export const LANDING_PAGES: readonly LandingPage[] = [
  { path: PATHS.booking, pattern: PATHS.booking, page: 'BookingPage', Component: BookingPage },
  {
    path: PATHS.patientLogin,
    pattern: PATHS.patientLogin,
    page: 'PatientLoginPage',
    Component: PatientLoginPage,
  },
];

export const renderLandingPages = () => renderPages(LANDING_PAGES);
