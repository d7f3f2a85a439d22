import { createContext } from 'react';
import type { DocumentMeta } from './useDocumentMeta';

/**
 * Receives the meta a page declares with useDocumentMeta during render. Only build-time rendering
 * provides one (src/prerender): effects do not run there, and the document's <title> and
 * description must still come from the page itself.
 */
export const DocumentMetaSink = createContext<((meta: DocumentMeta) => void) | null>(null);
