/**
 * The pages of this remote a visitor lands on from outside, prerendered by its own build with nobody
 * signed in (build-tools/prerender-pages.mjs, README: composition contract): their form paints
 * before the app starts, and the shell hands what was typed meanwhile to these same components when
 * it takes over.
 */
import { PATHS, to } from '@physio/shared-contracts/paths';
import { LOCALES, type Locale } from '@physio/shared-ui';
import { renderPagesIn, type LandingPage } from '@physio/shared-ui/prerender';
import BookingPage from '../pages/BookingPage';
import BookPhysioPage from '../pages/BookPhysioPage';
import PatientDashboardPage from '../pages/PatientDashboardPage';
import PatientExercisesPage from '../pages/PatientExercisesPage';
import PatientLoginPage from '../pages/PatientLoginPage';

export const LANDING_PAGES: readonly LandingPage[] = [
  { path: PATHS.booking, pattern: PATHS.booking, page: 'BookingPage', Component: BookingPage },
  {
    path: PATHS.patientLogin,
    pattern: PATHS.patientLogin,
    page: 'PatientLoginPage',
    Component: PatientLoginPage,
  },
  // Both decide on the client (a login, a registered id): prerendered they paint the frame and a
  // neutral "Checking your account…", never a plan. /c/{id} has one page for every id (`_id`, which
  // this remote's server answers every /c/<id> with).
  { path: PATHS.bookPhysio, pattern: PATHS.bookPhysio, page: 'BookPhysioPage', Component: BookPhysioPage },
  {
    path: to.bookPhysioFor('_id'),
    pattern: PATHS.bookPhysioFor,
    page: 'BookPhysioPage',
    Component: BookPhysioPage,
  },
  // Behind a login: the frame, the heading and a neutral loading state (no name, no data), one
  // page for every id.
  {
    path: to.patientDashboard('_id'),
    pattern: PATHS.patientDashboard,
    page: 'PatientDashboardPage',
    Component: PatientDashboardPage,
  },
  // Opened from the daily reminder's link on a phone: its heading paints before the app runs.
  {
    path: to.patientExercises('_id'),
    pattern: PATHS.patientExercises,
    page: 'PatientExercisesPage',
    Component: PatientExercisesPage,
  },
];

/** Every page in English and in Hindi: the page servers answer the language of the physio_lang cookie. */
export const PRERENDER_LOCALES = LOCALES;
export const renderLandingPages = (locale: Locale = 'en') => renderPagesIn(locale, LANDING_PAGES);
