import { PATHS, to } from '@physio/shared-contracts/paths';
import { Link, useParams } from 'react-router-dom';
import { Container } from '@physio/shared-ui';
import { blogPosts, findPost } from '../content/blog';
import { formatPostDate, readingMinutes } from '../features/blog/date';
import {
  BookCta,
  Crumbs,
  Muted,
  MoreLinks,
  NotFoundState,
  PageRoot,
  PageTitle,
  Prose,
} from '../features/layout/Page';
import { Markdown } from '../features/markdown/Markdown';
import { blogPostMeta } from '../lib/blogMeta';
import { usePageMeta } from '../lib/usePageMeta';

export default function BlogPostPage() {
  const { id } = useParams();
  const post = findPost(id);
  usePageMeta(blogPostMeta(id), post ? 'article' : 'website');

  if (!post)
    return (
      <NotFoundState
        title="Article not found"
        message="We could not find that article. It may have moved, or the link may be mistyped."
        links={[
          { to: PATHS.blog, label: 'See all articles' },
          { to: PATHS.conditions, label: 'Conditions we treat' },
          { to: PATHS.home, label: 'Go to Home' },
        ]}
      />
    );

  const others = blogPosts.filter((p) => p.id !== post.id).slice(0, 3);
  return (
    <PageRoot>
      <Container>
        <Crumbs
          items={[
            { to: PATHS.home, label: 'Home' },
            { to: PATHS.blog, label: 'Blog' },
            { label: post.title },
          ]}
        />
        <article>
          <PageTitle>{post.title}</PageTitle>
          <Muted>
            By {post.author} · <time dateTime={post.published}>{formatPostDate(post.published)}</time> ·{' '}
            {readingMinutes(post.markdown)} min read
          </Muted>
          <Prose>
            <Markdown source={post.markdown} />
            <Muted>
              This article is general information and not a substitute for an assessment by a physiotherapist
              or doctor.
            </Muted>
          </Prose>
        </article>
        <BookCta />
        <MoreLinks aria-label="More articles">
          <h2>More articles</h2>
          <ul>
            {others.map((p) => (
              <li key={p.id}>
                <Link to={to.blogPost(p.id)}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </MoreLinks>
      </Container>
    </PageRoot>
  );
}
