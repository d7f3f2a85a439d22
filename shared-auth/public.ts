// '@physio/shared-auth/public': public reads over the browser's fetch (see src/publicRead.ts), for a
// page's first render: no axios, no zod, no session. Stateless, so each app bundles its own copy.
import { createPublicReader } from './src/publicRead';

export { createPublicReader, type FetchLike, type PublicQuery, type ReadPublic } from './src/publicRead';
export const readPublic = createPublicReader((url, init) => fetch(url, init));
