import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteConfig } from '@physio/shared-ui';
import { blogPosts } from '../content/blog';
import { conditions } from '../content/conditions';
import { physiotherapists } from '../content/team';
import { renderPage } from '../lib/renderPage';
import AboutPage from './AboutPage';
import BlogListPage from './BlogListPage';
import BlogPostPage from './BlogPostPage';
import ComingSoonPage from './ComingSoonPage';
import ConditionPage from './ConditionPage';
import ConditionsPage from './ConditionsPage';
import ContactPage from './ContactPage';
import TermsPage from './TermsPage';

jest.mock('@physio/shared-auth', () => ({ apiClient: { post: jest.fn() } }));

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('AboutPage', () => {
  it('tells the story and lists the four physiotherapists', async () => {
    renderPage(<AboutPage />, { url: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About PhysioCare' })).toBeInTheDocument();
    for (const d of physiotherapists)
      expect(screen.getByRole('heading', { name: d.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/booking');
    await waitFor(() => expect(document.title).toBe('About Us | PhysioCare'));
    expect(canonical()).toMatch(/\/about$/);
    expect(description()).toMatch(/registered physiotherapists/);
    const og = (property: string) =>
      document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(og('og:title')).toBe('About Us | PhysioCare');
    expect(og('og:description')).toBe(description());
    expect(og('og:url')).toMatch(/\/about$/);
    expect(og('og:type')).toBe('website');
    expect(og('og:site_name')).toBe('PhysioCare');
  });
});

describe('BlogListPage', () => {
  it('links every article', async () => {
    renderPage(<BlogListPage />, { url: '/blog' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    for (const p of blogPosts)
      expect(screen.getByRole('link', { name: p.title })).toHaveAttribute('href', `/blog/${p.id}`);
    await waitFor(() => expect(document.title).toBe('Blog | PhysioCare'));
  });
});

describe('BlogPostPage', () => {
  const post = blogPosts[0]!;

  it('renders the article Markdown with its title, author and date', async () => {
    renderPage(<BlogPostPage />, { url: `/blog/${post.id}`, route: '/blog/:id' });
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
    expect(within(article).getByText(new RegExp(`By ${post.author}`))).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'More articles' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${post.title} | PhysioCare`));
    expect(canonical()).toMatch(new RegExp(`/blog/${post.id}$`));
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  it('accepts a numeric id (older links) and points the canonical URL at the slug', async () => {
    renderPage(<BlogPostPage />, { url: '/blog/1', route: '/blog/:id' });
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    await waitFor(() => expect(canonical()).toMatch(new RegExp(`/blog/${post.id}$`)));
  });

  it('shows a friendly not-found with links for an unknown id', () => {
    renderPage(<BlogPostPage />, { url: '/blog/no-such-post', route: '/blog/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});

describe('ConditionsPage', () => {
  it('links all 14 conditions', () => {
    renderPage(<ConditionsPage />, { url: '/conditions-we-treat' });
    const links = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/conditions-we-treat/'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      conditions.map((c) => `/conditions-we-treat/${c.slug}`),
    );
  });
});

describe('ConditionPage', () => {
  it.each(conditions.map((c) => [c.slug, c] as const))(
    'renders %s with every section and a Book CTA',
    (slug, c) => {
      renderPage(<ConditionPage />, {
        url: `/conditions-we-treat/${slug}`,
        route: '/conditions-we-treat/:id',
      });
      expect(screen.getByRole('heading', { level: 1, name: c.name })).toBeInTheDocument();
      for (const h of [
        'What it is',
        'Common symptoms',
        'How physiotherapy helps',
        'Typical number of sessions',
      ])
        expect(screen.getByRole('heading', { level: 2, name: h })).toBeInTheDocument();
      expect(screen.getByText(c.symptoms[0]!)).toBeInTheDocument();
      expect(screen.getByText(new RegExp(c.typicalSessions.slice(0, 20)))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/booking');
    },
  );

  it('renders an alias such as back-pain with the canonical URL of the condition', async () => {
    renderPage(<ConditionPage />, {
      url: '/conditions-we-treat/back-pain',
      route: '/conditions-we-treat/:id',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Low Back Pain' })).toBeInTheDocument();
    await waitFor(() => expect(canonical()).toMatch(/\/conditions-we-treat\/low-back-pain$/));
  });

  it('shows a not-found state for an unknown slug', async () => {
    renderPage(<ConditionPage />, { url: '/conditions-we-treat/unknown', route: '/conditions-we-treat/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Condition not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All conditions we treat' })).toHaveAttribute(
      'href',
      '/conditions-we-treat',
    );
    await waitFor(() => expect(document.title).toBe('Condition not found | PhysioCare'));
  });
});

describe('TermsPage', () => {
  it('has the terms and a #privacy section with the DPDP policy and grievance contact', () => {
    renderPage(<TermsPage />, { url: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    const privacy = document.getElementById('privacy');
    expect(privacy).not.toBeNull();
    const p = within(privacy!);
    expect(p.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(p.getByRole('heading', { name: 'Grievance officer' })).toBeInTheDocument();
    expect(p.getAllByText(/Digital Personal Data Protection Act, 2023/).length).toBeGreaterThan(0);
    expect(p.getAllByRole('link', { name: siteConfig.supportEmail })[0]).toHaveAttribute(
      'href',
      `mailto:${siteConfig.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '#privacy');
  });

  it('scrolls to the privacy section when opened with #privacy', () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    renderPage(<TermsPage />, { url: '/terms#privacy', route: '/terms' });
    expect(scroll).toHaveBeenCalled();
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('privacy'));
  });
});

describe('ComingSoonPage', () => {
  it('explains and offers ways forward', async () => {
    renderPage(<ComingSoonPage />, { url: '/comingsoon' });
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/booking');
    await userEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('ContactPage', () => {
  it('shows the form and the configured e-mail and phone', async () => {
    renderPage(<ContactPage />, { url: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: siteConfig.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: /^\+91 \d{5} \d{5}$/ })).toHaveAttribute(
      'href',
      `tel:+91${siteConfig.supportPhone}`,
    );
    await waitFor(() => expect(document.title).toBe('Contact Us | PhysioCare'));
  });
});
