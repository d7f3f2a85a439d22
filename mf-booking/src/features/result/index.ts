export { BookedSession } from './BookedSession';
export { RedirectHome } from './RedirectHome';
export { ResultLayout } from './ResultLayout';
