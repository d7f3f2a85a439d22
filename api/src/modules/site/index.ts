// The site module's public face: what other modules may take from it.
export { seedDemo } from './seed';
