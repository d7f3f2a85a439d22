import { to } from '@physio/shared-contracts/paths';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Container, useLocale, useMessages } from '@physio/shared-ui';
import { blogPosts } from '../content/blog';
import { blogCatalog, blogIndexCatalog } from '../features/blog/blogMessages';
import { formatPostDate, readingMinutes } from '../features/blog/date';
import { Grid, Lead, Muted, PageRoot, PageTitle } from '../features/layout/Page';
import { blogMeta } from '../lib/pageMeta/blog';
import { usePageMeta } from '../lib/usePageMeta';

const PostCard = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h2 a {
    text-decoration: none;
  }
  h2 a:hover {
    text-decoration: underline;
  }
  p:last-child {
    margin: auto 0 0;
  }
`;

export default function BlogListPage() {
  const locale = useLocale();
  const t = useMessages(blogCatalog);
  const index = useMessages(blogIndexCatalog);
  usePageMeta(blogMeta, 'website', t);
  return (
    <PageRoot>
      <Container>
        <PageTitle>{t('title')}</PageTitle>
        <Lead>{t('lead')}</Lead>
        <Grid $min="280px">
          {blogPosts.map((post) => (
            <li key={post.id}>
              <PostCard as="article">
                <h2>
                  <Link to={to.blogPost(post.id)}>{index(`${post.id}.title`)}</Link>
                </h2>
                <p>{index(`${post.id}.summary`)}</p>
                <Muted>
                  {post.author} ·{' '}
                  <time dateTime={post.published}>{formatPostDate(post.published, locale)}</time> ·{' '}
                  {t('minRead', { minutes: readingMinutes(post.markdown) })}
                </Muted>
              </PostCard>
            </li>
          ))}
        </Grid>
      </Container>
    </PageRoot>
  );
}
