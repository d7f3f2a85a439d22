/** Title, description and canonical path of an article (see meta.ts for every other page). */
import { PATHS, to } from '@physio/shared-contracts/paths';
import { findPost } from '../content/blog';
import type { PageMeta } from './meta';

export function blogPostMeta(id: string | undefined): PageMeta {
  const post = findPost(id);
  return post
    ? { title: post.title, description: post.summary, path: to.blogPost(post.id) }
    : {
        title: 'Article not found',
        description: 'This article could not be found. Browse all PhysioCare articles.',
        path: PATHS.blog,
      };
}
