import { defineCatalog } from '@physio/shared-ui';
import { blogPosts } from '../../content/blog';
import { contentEnglish } from '../../lib/contentCatalog';

/**
 * Each article's Markdown, by id (`<id>.markdown`): a module of the article page only, so the list page's
 * Hindi chunk stays titles and summaries; the articles' Hindi is one chunk of its own (content/blog/hi).
 */
export const articleCatalog = defineCatalog(
  'public.blog.articles',
  contentEnglish(blogPosts, 'id', ['markdown']),
  () => import('../../content/blog/hi').then((m) => ({ default: m.articleCatalog })),
);
