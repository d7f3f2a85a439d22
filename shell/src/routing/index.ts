// What the shell lends to the standalone harness (@physio/standalone-harness, development only):
// its route table and guards, so a remote running alone has the shell's paths and guards.
export { ROUTES, type Guard, type RouteEntry } from './routeTable';
export { Guarded } from './Guarded';
export type { RemoteName } from '../federation/remotes';
