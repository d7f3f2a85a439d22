import { to } from '@physio/shared-contracts/paths';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Container } from '@physio/shared-ui';
import { blogPosts } from '../content/blog';
import { formatPostDate, readingMinutes } from '../features/blog/date';
import { Grid, Lead, Muted, PageRoot, PageTitle } from '../features/layout/Page';
import { STATIC_META } from '../lib/meta';
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
  usePageMeta(STATIC_META.blog);
  return (
    <PageRoot>
      <Container>
        <PageTitle>PhysioCare Blog</PageTitle>
        <Lead>
          Practical guides from our physiotherapists on common conditions and exercises you can do at home.
        </Lead>
        <Grid $min="280px">
          {blogPosts.map((post) => (
            <li key={post.id}>
              <PostCard as="article">
                <h2>
                  <Link to={to.blogPost(post.id)}>{post.title}</Link>
                </h2>
                <p>{post.summary}</p>
                <Muted>
                  {post.author} · <time dateTime={post.published}>{formatPostDate(post.published)}</time> ·{' '}
                  {readingMinutes(post.markdown)} min read
                </Muted>
              </PostCard>
            </li>
          ))}
        </Grid>
      </Container>
    </PageRoot>
  );
}
