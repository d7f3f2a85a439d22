/**
 * The public routes this remote renders, with their meta, for build-time prerendering. The shell's
 * route table stays the authority for the browser; this list must name the same paths.
 */
import type { ComponentType } from 'react';
import { blogPosts } from '../content/blog';
import { conditions } from '../content/conditions';
import { blogPostMeta } from '../lib/blogMeta';
import { conditionMeta, STATIC_META, type PageMeta } from '../lib/meta';
import AboutPage from '../pages/AboutPage';
import BlogListPage from '../pages/BlogListPage';
import BlogPostPage from '../pages/BlogPostPage';
import ComingSoonPage from '../pages/ComingSoonPage';
import ConditionPage from '../pages/ConditionPage';
import ConditionsPage from '../pages/ConditionsPage';
import ContactPage from '../pages/ContactPage';
import FaqsPage from '../pages/FaqsPage';
import HomePage from '../pages/HomePage';
import TermsPage from '../pages/TermsPage';

export interface PublicRoute {
  /** react-router pattern, as in the shell's route table. */
  pattern: string;
  /** Name of the exposed module: loadRemote(`mf_public_site/${page}`). */
  page: string;
  Component: ComponentType;
  meta: (params: Record<string, string | undefined>) => PageMeta;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { pattern: '/', page: 'HomePage', Component: HomePage, meta: () => STATIC_META.home },
  { pattern: '/about', page: 'AboutPage', Component: AboutPage, meta: () => STATIC_META.about },
  { pattern: '/blog', page: 'BlogListPage', Component: BlogListPage, meta: () => STATIC_META.blog },
  { pattern: '/blog/:id', page: 'BlogPostPage', Component: BlogPostPage, meta: (p) => blogPostMeta(p.id) },
  {
    pattern: '/conditions-we-treat',
    page: 'ConditionsPage',
    Component: ConditionsPage,
    meta: () => STATIC_META.conditions,
  },
  {
    pattern: '/conditions-we-treat/:id',
    page: 'ConditionPage',
    Component: ConditionPage,
    meta: (p) => conditionMeta(p.id),
  },
  { pattern: '/faqs', page: 'FaqsPage', Component: FaqsPage, meta: () => STATIC_META.faqs },
  { pattern: '/terms', page: 'TermsPage', Component: TermsPage, meta: () => STATIC_META.terms },
  {
    pattern: '/comingsoon',
    page: 'ComingSoonPage',
    Component: ComingSoonPage,
    meta: () => STATIC_META.comingSoon,
  },
  { pattern: '/contact', page: 'ContactPage', Component: ContactPage, meta: () => STATIC_META.contact },
];

/** Every concrete public URL worth prerendering (one per article and condition; aliases are left to the SPA). */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/about',
  '/blog',
  ...blogPosts.map((p) => `/blog/${p.id}`),
  '/conditions-we-treat',
  ...conditions.map((c) => `/conditions-we-treat/${c.slug}`),
  '/faqs',
  '/terms',
  '/comingsoon',
  '/contact',
];
