import { PATHS, to } from '@physio/shared-contracts/paths';
import { Link, useParams } from 'react-router-dom';
import { Container, useLocale, useMessages } from '@physio/shared-ui';
import { blogPosts, findPost } from '../content/blog';
import { articleCatalog } from '../features/blog/articleMessages';
import { blogCatalog, blogIndexCatalog } from '../features/blog/blogMessages';
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
  const locale = useLocale();
  const t = useMessages(blogCatalog);
  const index = useMessages(blogIndexCatalog);
  const article = useMessages(articleCatalog);
  usePageMeta(blogPostMeta(id), post ? 'article' : 'website', (key) =>
    post
      ? index(`${post.id}.${key === 'metaTitle' ? 'title' : 'summary'}`)
      : t(key === 'metaTitle' ? 'notFoundTitle' : 'notFoundDescription'),
  );

  if (!post)
    return (
      <NotFoundState
        title={t('notFoundTitle')}
        message={t('notFoundMessage')}
        links={[
          { to: PATHS.blog, label: t('seeAll') },
          { to: PATHS.conditions, label: t('conditions') },
          { to: PATHS.home, label: t('goHome') },
        ]}
      />
    );

  const title = index(`${post.id}.title`);
  const others = blogPosts.filter((p) => p.id !== post.id).slice(0, 3);
  return (
    <PageRoot>
      <Container>
        <Crumbs
          items={[
            { to: PATHS.home, label: t('home') },
            { to: PATHS.blog, label: t('blog') },
            { label: title },
          ]}
        />
        <article>
          <PageTitle>{title}</PageTitle>
          <Muted>
            {t('by', { author: post.author })} ·{' '}
            <time dateTime={post.published}>{formatPostDate(post.published, locale)}</time> ·{' '}
            {t('minRead', { minutes: readingMinutes(post.markdown) })}
          </Muted>
          <Prose>
            <Markdown source={article(`${post.id}.markdown`)} />
            <Muted>{t('disclaimer')}</Muted>
          </Prose>
        </article>
        <BookCta />
        <MoreLinks aria-label={t('moreArticles')}>
          <h2>{t('moreArticles')}</h2>
          <ul>
            {others.map((p) => (
              <li key={p.id}>
                <Link to={to.blogPost(p.id)}>{index(`${p.id}.title`)}</Link>
              </li>
            ))}
          </ul>
        </MoreLinks>
      </Container>
    </PageRoot>
  );
}
