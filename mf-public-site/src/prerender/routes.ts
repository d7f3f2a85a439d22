/**
 * The public routes this remote renders, with their meta, for build-time prerendering. Paths come
 * from '@physio/shared-contracts/paths' like the shell's route table's; routes.test.ts checks they
 * are the public site's paths.
 */
import type { ComponentType } from 'react';
import { PATHS, to } from '@physio/shared-contracts/paths';
import { blogPosts } from '../content/blog';
import { conditions } from '../content/conditions';
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
import PrivacyNoticePage from '../pages/PrivacyNoticePage';
import GrievancePage from '../pages/GrievancePage';

export interface PublicRoute {
  /** react-router pattern, as in the shell's route table. */
  pattern: string;
  /** Name of the exposed module: loadRemote(`mf_public_site/${page}`). */
  page: string;
  /** Declares its title and description itself (usePageMeta), in the language it renders in. */
  Component: ComponentType;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { pattern: PATHS.home, page: 'HomePage', Component: HomePage },
  { pattern: PATHS.about, page: 'AboutPage', Component: AboutPage },
  { pattern: PATHS.blog, page: 'BlogListPage', Component: BlogListPage },
  { pattern: PATHS.blogPost, page: 'BlogPostPage', Component: BlogPostPage },
  {
    pattern: PATHS.conditions,
    page: 'ConditionsPage',
    Component: ConditionsPage,
  },
  {
    pattern: PATHS.condition,
    page: 'ConditionPage',
    Component: ConditionPage,
  },
  { pattern: PATHS.faqs, page: 'FaqsPage', Component: FaqsPage },
  { pattern: PATHS.terms, page: 'TermsPage', Component: TermsPage },
  {
    pattern: PATHS.comingSoon,
    page: 'ComingSoonPage',
    Component: ComingSoonPage,
  },
  { pattern: PATHS.contact, page: 'ContactPage', Component: ContactPage },
  {
    pattern: PATHS.privacyNotice,
    page: 'PrivacyNoticePage',
    Component: PrivacyNoticePage,
  },
  {
    pattern: PATHS.grievance,
    page: 'GrievancePage',
    Component: GrievancePage,
  },
];

/** Every concrete public URL worth prerendering (one per article and condition; aliases are left to the SPA). */
export const PUBLIC_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.about,
  PATHS.blog,
  ...blogPosts.map((p) => to.blogPost(p.id)),
  PATHS.conditions,
  ...conditions.map((c) => to.condition(c.slug)),
  PATHS.faqs,
  PATHS.terms,
  PATHS.comingSoon,
  PATHS.contact,
  PATHS.privacyNotice,
  PATHS.grievance,
];
