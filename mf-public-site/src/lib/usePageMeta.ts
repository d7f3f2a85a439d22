import { useEffect } from 'react';
import { siteConfig, useDocumentMeta } from '@physio/shared-ui';
import type { PageMeta } from './meta';

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
 * preview needs: og:description, og:url, og:type and og:site_name.
 */
export function usePageMeta(meta: PageMeta, type: 'website' | 'article' = 'website'): void {
  useDocumentMeta(meta);
  const { description, path } = meta;
  useEffect(() => {
    setMetaProperty('og:description', description);
    setMetaProperty('og:url', new URL(path, window.location.origin).toString());
    setMetaProperty('og:type', type);
    setMetaProperty('og:site_name', siteConfig.brandName);
  }, [description, path, type]);
}
