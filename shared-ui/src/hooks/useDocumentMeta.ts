import { useContext, useEffect } from 'react';
import { siteConfig } from '../siteConfig';
import { DocumentMetaSink, type DocumentMeta } from './documentMetaSink';

export type { DocumentMeta };

export function formatTitle(title: string): string {
  const brand = siteConfig.brandName;
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const el = create();
  document.head.appendChild(el);
  return el;
}

/** Sets the document title, meta description, canonical link, og:title and robots of the current page. */
export function useDocumentMeta({ title, description, path, noindex = false }: DocumentMeta): void {
  useContext(DocumentMetaSink)?.({ title, description, path, noindex });
  useEffect(() => {
    if (!noindex) return undefined;
    const robots = document.createElement('meta');
    robots.setAttribute('name', 'robots');
    robots.setAttribute('content', 'noindex');
    document.head.appendChild(robots);
    return () => robots.remove();
  }, [noindex]);

  useEffect(() => {
    const full = formatTitle(title);
    document.title = full;
    upsert('meta[property="og:title"]', () => {
      const m = document.createElement('meta');
      m.setAttribute('property', 'og:title');
      return m;
    }).setAttribute('content', full);
    if (description !== undefined) {
      upsert('meta[name="description"]', () => {
        const m = document.createElement('meta');
        m.setAttribute('name', 'description');
        return m;
      }).setAttribute('content', description);
    }
    if (path !== undefined) {
      upsert('link[rel="canonical"]', () => {
        const l = document.createElement('link');
        l.setAttribute('rel', 'canonical');
        return l;
      }).setAttribute('href', new URL(path, window.location.origin).toString());
    }
  }, [title, description, path]);
}
