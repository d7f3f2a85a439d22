import { useEffect } from 'react';
import { siteConfig, useDocumentMeta } from '@physio/shared-ui';
import type { PageMeta } from './meta';

/** A page catalog's translate function that holds the page's title and description in its language. */
export type MetaWords = (key: 'metaTitle' | 'metaDescription') => string;

function setMetaProperty(property: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute('property', property);
    document.head.appendChild(tag);
  }
  tag.setAttribute('content', content);
}

/**
 * useDocumentMeta (title, description, canonical, og:title) plus the Open Graph tags a shared link
 * preview needs: og:description, og:url, og:type and og:site_name. `words`, the page's catalog, gives
 * the title and description in the page's language (its English is the meta's own, meta.ts), so the
 * tab, a shared link and the Hindi prerendered head (which reads what the page declares) say them in Hindi.
 */
export function usePageMeta(
  meta: PageMeta,
  type: 'website' | 'article' = 'website',
  words?: MetaWords,
): void {
  const { path } = meta;
  const title = words ? words('metaTitle') : meta.title;
  const description = words ? words('metaDescription') : meta.description;
  useDocumentMeta({ title, description, path });
  useEffect(() => {
    setMetaProperty('og:description', description);
    setMetaProperty('og:url', new URL(path, window.location.origin).toString());
    setMetaProperty('og:type', type);
    setMetaProperty('og:site_name', siteConfig.brandName);
  }, [description, path, type]);
}
