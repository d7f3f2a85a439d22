import { defineCatalog } from '@physio/shared-ui';
import { blogPosts } from '../../content/blog';
import { contentEnglish } from '../../lib/contentCatalog';
import { blogMeta } from '../../lib/pageMeta/blog';

/** The blog's own words: the list (/blog) and an article's frame (/blog/:id), English exactly as the pages had them. */
export const blogCatalog = defineCatalog(
  'public.blog',
  {
    metaTitle: blogMeta.title,
    metaDescription: blogMeta.description,
    title: 'PhysioCare Blog',
    lead: 'Practical guides from our physiotherapists on common conditions and exercises you can do at home.',
    minRead: '{minutes} min read',
    by: 'By {author}',
    home: 'Home',
    blog: 'Blog',
    disclaimer:
      'This article is general information and not a substitute for an assessment by a physiotherapist or doctor.',
    moreArticles: 'More articles',
    notFoundTitle: 'Article not found',
    notFoundMessage: 'We could not find that article. It may have moved, or the link may be mistyped.',
    notFoundDescription: 'This article could not be found. Browse all PhysioCare articles.',
    seeAll: 'See all articles',
    conditions: 'Conditions we treat',
    goHome: 'Go to Home',
  },
  () => import('./blogMessages.hi').then((m) => ({ default: m.blogCatalog })),
);

/** Each article's title and summary (content/blog), by id: the list, the "More articles" links and an article's meta. */
export const blogIndexCatalog = defineCatalog(
  'public.blog.index',
  contentEnglish(blogPosts, 'id', ['title', 'summary']),
  () => import('./blogMessages.hi').then((m) => ({ default: m.blogIndexCatalog })),
);
