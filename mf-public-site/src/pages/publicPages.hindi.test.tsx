import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@physio/shared-auth';
import { resetLocaleForTests, setLocale, siteConfig } from '@physio/shared-ui';
import { catalogProblems } from '@physio/shared-ui/testing';
import { blogPosts } from '../content/blog';
import { faqs } from '../content/faqs';
import { aboutCatalog } from '../features/about/aboutMessages';
import aboutHi from '../features/about/aboutMessages.hi';
import { articleCatalog } from '../features/blog/articleMessages';
import * as articlesHi from '../content/blog/hi';
import { blogCatalog, blogIndexCatalog } from '../features/blog/blogMessages';
import * as blogHi from '../features/blog/blogMessages.hi';
import { conditionDetailCatalog } from '../features/conditions/conditionDetailMessages';
import * as conditionDetailHi from '../features/conditions/conditionDetailMessages.hi';
import { conditionPageCatalog } from '../features/conditions/conditionPageMessages';
import * as conditionPageHi from '../features/conditions/conditionPageMessages.hi';
import { conditionsPageCatalog } from '../features/conditions/conditionsPageMessages';
import * as conditionsHi from '../features/conditions/conditionsPageMessages.hi';
import { contactCatalog } from '../features/contact/contactMessages';
import contactHi from '../features/contact/contactMessages.hi';
import { faqCatalog, faqPageCatalog } from '../features/faq/faqMessages';
import * as faqHi from '../features/faq/faqMessages.hi';
import { comingSoonCatalog } from '../features/layout/comingSoonMessages';
import comingSoonHi from '../features/layout/comingSoonMessages.hi';
import { homeCatalog } from '../features/home/homeMessages';
import * as homeHi from '../features/home/homeMessages.hi';
import { legalCatalog } from '../features/legal/legalMessages';
import legalHi from '../features/legal/legalMessages.hi';
import { privacyMetaCatalog } from '../features/privacy/privacyMetaMessages';
import privacyMetaHi from '../features/privacy/privacyMetaMessages.hi';
import { renderPage } from '../lib/renderPage';
import AboutPage from './AboutPage';
import BlogListPage from './BlogListPage';
import BlogPostPage from './BlogPostPage';
import ConditionPage from './ConditionPage';
import ContactPage from './ContactPage';
import FaqsPage from './FaqsPage';
import HomePage from './HomePage';
import TermsPage from './TermsPage';

jest.mock('@physio/shared-auth', () => ({
  apiClient: { post: jest.fn() },
  send: jest.requireActual('@physio/shared-auth/api').send,
}));
const post = apiClient.post as jest.Mock;
jest.setTimeout(20_000);

beforeEach(() => {
  resetLocaleForTests();
  post.mockReset();
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => resetLocaleForTests());

const hindi = () => act(() => setLocale('hi'));
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const og = (property: string) =>
  document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');

describe('the public pages’ catalogs', () => {
  it.each([
    ['about', aboutCatalog, aboutHi],
    ['faq page', faqPageCatalog, faqHi.faqPageCatalog],
    ['faq questions', faqCatalog, faqHi.faqCatalog],
    ['contact', contactCatalog, contactHi],
    ['blog', blogCatalog, blogHi.blogCatalog],
    ['blog index', blogIndexCatalog, blogHi.blogIndexCatalog],
    ['articles', articleCatalog, articlesHi.articleCatalog],
    ['terms', legalCatalog, legalHi],
    ['condition page', conditionPageCatalog, conditionPageHi.conditionPageCatalog],
    ['conditions’ text', conditionDetailCatalog, conditionDetailHi.conditionDetailCatalog],
    ['conditions page', conditionsPageCatalog, conditionsHi.conditionsPageCatalog],
    ['coming soon', comingSoonCatalog, comingSoonHi],
    ['home', homeCatalog, homeHi.homeCatalog],
    ['privacy meta', privacyMetaCatalog, privacyMetaHi],
  ])(
    'the Hindi of %s names every English key, in Devanagari, with the same placeholders',
    (_, catalog, hi) => {
      expect(catalogProblems(catalog.en, hi)).toEqual([]);
    },
  );

  it('keeps the spec’s contact messages exactly in English', () => {
    expect(contactCatalog.en).toMatchObject({
      nameEmpty: 'Name Should not be empty',
      successTitle: 'Thank You for reaching us Out',
      successBody: 'Your Response have been received Successfully',
      failureTitle: 'Your response was not submitted',
      failureBody: 'Something went Wrong',
    });
  });

  it('translates each article whole: the same headings and links as its English', () => {
    for (const post of blogPosts) {
      const hi = articlesHi.articleCatalog[`${post.id}.markdown`]!;
      const shape = (md: string) => ({
        headings: (md.match(/^## /gm) ?? []).length,
        items: (md.match(/^(- |\d+\. )/gm) ?? []).length,
        links: (md.match(/\]\((\/[^)]+)\)/g) ?? []).map((l) => l.replace(/^.*\(/, '')),
      });
      expect(shape(hi)).toEqual(shape(post.markdown));
    }
  });
});

describe('public pages in Hindi', () => {
  it('/about: the story, the values and a Hindi title and description', async () => {
    await hindi();
    renderPage(<AboutPage />, { url: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'PhysioCare के बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'हम किन बातों पर टिके हैं' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'पहले प्रमाण' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपॉइंटमेंट बुक करें' })).toHaveAttribute('href', '/booking');
    await waitFor(() => expect(document.title).toBe('हमारे बारे में | PhysioCare'));
    expect(description()).toBe(aboutHi.metaDescription);
    expect(og('og:title')).toBe('हमारे बारे में | PhysioCare');
    expect(og('og:description')).toBe(aboutHi.metaDescription);
  });

  it('/faqs: every question and answer in Hindi, the duration in words', async () => {
    await hindi();
    renderPage(<FaqsPage />, { url: '/faqs' });
    expect(screen.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeInTheDocument();
    for (const f of faqs) {
      const item = screen
        .getByRole('heading', { level: 2, name: faqHi.faqCatalog[`${f.id}.question`] })
        .closest('details');
      expect(item).toHaveTextContent(faqHi.faqCatalog[`${f.id}.answer.0`]!);
    }
    expect(screen.getByText(/एक सत्र 30 मिनट से 1 घंटे तक चलता है/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(document.title).toBe('अक्सर पूछे जाने वाले सवाल | PhysioCare'));
  });

  it('/contact: labels, the checks’ messages and the success modal in Hindi; the same request', async () => {
    await hindi();
    const user = userEvent.setup();
    renderPage(<ContactPage />, { url: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'संपर्क फ़ॉर्म' });
    expect(screen.getByText('सोमवार से शनिवार, सुबह 9 बजे से शाम 6 बजे तक (IST)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: siteConfig.supportEmail })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'भेजें' }));
    expect(await screen.findByText('नाम खाली नहीं होना चाहिए')).toBeInTheDocument();
    expect(screen.getByText('ईमेल ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('संदेश खाली नहीं हो सकता')).toBeInTheDocument();
    expect(screen.queryByText('Name Should not be empty')).not.toBeInTheDocument();
    post.mockResolvedValue({ status: 201, data: { id: 'c1' } });
    await user.type(screen.getByLabelText('नाम'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('ईमेल'), 'ravi@example.in');
    await user.type(screen.getByLabelText('संदेश'), 'क्या आप पुणे में घर पर आते हैं?');
    await user.click(within(form).getByRole('button', { name: 'भेजें' }));
    const dialog = await screen.findByRole('dialog', { name: 'हमसे संपर्क करने के लिए धन्यवाद' });
    expect(within(dialog).getByText('आपका संदेश सफलतापूर्वक मिल गया है')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      expect.any(String),
      { name: 'Ravi Kumar', email: 'ravi@example.in', message: 'क्या आप पुणे में घर पर आते हैं?' },
      expect.anything(),
    );
    await waitFor(() => expect(document.title).toBe('हमसे संपर्क करें | PhysioCare'));
  });

  it('/blog: titles, summaries, Devanagari dates and reading time', async () => {
    await hindi();
    renderPage(<BlogListPage />, { url: '/blog' });
    expect(screen.getByRole('heading', { level: 1, name: 'PhysioCare ब्लॉग' })).toBeInTheDocument();
    for (const p of blogPosts)
      expect(screen.getByRole('link', { name: blogHi.blogIndexCatalog[`${p.id}.title`] })).toHaveAttribute(
        'href',
        `/blog/${p.id}`,
      );
    expect(screen.getByText(/2 अक्टूबर 2026/)).toBeInTheDocument();
    expect(screen.getAllByText(/पढ़ने में \d+ मिनट/)).toHaveLength(blogPosts.length);
    await waitFor(() => expect(document.title).toBe('ब्लॉग | PhysioCare'));
  });

  it('/blog/:id: the article itself in Hindi, with its title as the document’s', async () => {
    await hindi();
    const post = blogPosts[0]!;
    const title = blogHi.blogIndexCatalog[`${post.id}.title`]!;
    renderPage(<BlogPostPage />, { url: `/blog/${post.id}`, route: '/blog/:id' });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(
      within(article).getByRole('heading', { level: 2, name: 'स्क्रीन गर्दन पर ज़ोर क्यों डालती है' }),
    ).toBeInTheDocument();
    expect(within(article).getByText(/लेखक: Dr\. Asha Rao/)).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: /गर्दन के दर्द/ })).toHaveAttribute(
      'href',
      '/conditions-we-treat/neck-pain',
    );
    expect(article).not.toHaveTextContent(/Why screens strain the neck/);
    expect(screen.getByRole('navigation', { name: 'और लेख' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | PhysioCare`));
    expect(og('og:type')).toBe('article');
  });

  it('/blog/:id unknown: the not-found state in Hindi', async () => {
    await hindi();
    renderPage(<BlogPostPage />, { url: '/blog/nope', route: '/blog/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'लेख नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी लेख देखें' })).toHaveAttribute('href', '/blog');
  });

  it('/terms: both documents in Hindi, each saying the English governs; links and anchors kept', async () => {
    await hindi();
    renderPage(<TermsPage />, { url: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
    expect(screen.getAllByText(/अंग्रेज़ी संस्करण मान्य होगा/)).toHaveLength(2);
    const privacy = within(document.getElementById('privacy')!);
    expect(privacy.getByRole('heading', { level: 2, name: 'गोपनीयता नीति' })).toBeInTheDocument();
    expect(privacy.getByRole('heading', { name: 'शिकायत अधिकारी' })).toBeInTheDocument();
    expect(privacy.getAllByRole('link', { name: siteConfig.supportEmail })[0]).toHaveAttribute(
      'href',
      `mailto:${siteConfig.supportEmail}`,
    );
    const terms = within(document.getElementById('terms')!);
    expect(terms.getByText(/24 घंटे पहले तक रद्द/)).toBeInTheDocument();
    expect(terms.getByText(/12 घंटे पहले तक/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '#privacy');
    await waitFor(() => expect(document.title).toBe('नियम और शर्तें और गोपनीयता नीति | PhysioCare'));
  });

  it('a condition’s page: its headings, name and title in Hindi', async () => {
    await hindi();
    renderPage(<ConditionPage />, {
      url: '/conditions-we-treat/sciatica',
      route: '/conditions-we-treat/:id',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'साइटिका' })).toBeInTheDocument();
    for (const h of ['यह क्या है', 'आम लक्षण', 'फ़िज़ियोथेरेपी कैसे मदद करती है', 'आमतौर पर कितने सत्र'])
      expect(screen.getByRole('heading', { level: 2, name: h })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'साइटिका के लिए फ़िज़ियोथेरेपी बुक करें' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('साइटिका के लिए फ़िज़ियोथेरेपी | PhysioCare'));
  });

  it('/: the home page’s title in Hindi (it names the brand, so no suffix)', async () => {
    await hindi();
    renderPage(<HomePage />, { url: '/' });
    await waitFor(() => expect(document.title).toBe('PhysioCare — भारत में ऑनलाइन और घर पर फ़िज़ियोथेरेपी'));
  });
});
