import { createContext } from 'react';

/** What a page says of itself to the document: its title, description, canonical path, robots. */
export interface DocumentMeta {
  /** Page title; " | PhysioCare" is appended unless it already names the brand. */
  title: string;
  description?: string;
  /** Canonical path of the page, e.g. "/about". */
  path?: string;
  /**
   * Keeps the page out of search results while it is shown (meta robots noindex): the 404 page, which static
   * hosting answers with 200 like every client-side route.
   */
  noindex?: boolean;
}

/**
 * Receives the meta a page declares with useDocumentMeta during render. Only build-time rendering
 * provides one (src/prerender): effects do not run there, and the document's <title> and
 * description must still come from the page itself.
 */
export const DocumentMetaSink = createContext<((meta: DocumentMeta) => void) | null>(null);
