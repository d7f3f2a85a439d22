export { RedirectHome } from './RedirectHome';
export { ResultLayout } from './ResultLayout';
