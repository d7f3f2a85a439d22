/** @jest-environment node */
import { blogPosts } from '../content/blog';
import { conditions } from '../content/conditions';
import { renderLandingPages } from './pages';
import { matchPublicRoute, PUBLIC_PATHS, renderPublicPage } from './render';

describe('renderPublicPage (Node, no DOM)', () => {
  it('renders the home page with its content, styles and meta', () => {
    const page = renderPublicPage('/');
    expect(page.html).toContain('Learn to be your strongest self with physiotherapy');
    expect(page.html).toContain('href="/booking"');
    expect(page.html).toContain('Dr. Asha Rao');
    expect((page.html.match(/href="\/conditions-we-treat\//g) ?? []).length).toBe(14);
    expect(page.html).not.toContain('<main');
    expect(page.styles).toMatch(/^<style[^>]*data-styled/);
    expect(page.title).toBe('PhysioCare — Online and Home Physiotherapy in India');
    expect(page.description).toMatch(/Rs\. 499/);
    expect(page.page).toBe('HomePage');
  });

  it('renders every public path with an h1 and a branded title', () => {
    expect(PUBLIC_PATHS).toHaveLength(10 + blogPosts.length + conditions.length);
    for (const path of PUBLIC_PATHS) {
      const page = renderPublicPage(path);
      expect(page.html).toMatch(/<h1[^>]*>/);
      expect(page.title).toMatch(/PhysioCare/);
      expect(page.description.length).toBeGreaterThan(40);
      expect(page.canonicalPath).toBe(path);
    }
  });

  it('keeps route params, the #privacy section and the condition content', () => {
    expect(renderPublicPage('/terms').html).toContain('id="privacy"');
    const sciatica = renderPublicPage('/conditions-we-treat/sciatica');
    expect(sciatica.html).toContain('How physiotherapy helps');
    expect(sciatica.title).toBe('Sciatica Physiotherapy | PhysioCare');
    const alias = renderPublicPage('/blog/1');
    expect(alias.canonicalPath).toBe(`/blog/${blogPosts[0]!.id}`);
  });

  it('prerenders the FAQ as native <details>, so the questions open before the app starts', () => {
    const { html } = renderPublicPage('/faqs');
    expect((html.match(/<details[\s>]/g) ?? []).length).toBe(10);
    expect((html.match(/<summary[^>]*><h2/g) ?? []).length).toBe(10);
    expect(html).not.toMatch(/<details[^>]* open/);
  });

  it('renders not-found states for unknown ids and refuses paths it does not own', () => {
    expect(renderPublicPage('/blog/nope').html).toContain('Article not found');
    expect(matchPublicRoute('/booking')).toBeNull();
    expect(() => renderPublicPage('/user/login')).toThrow(/not a public page/);
  });

  it('renders every page in Hindi with the title and description the page declares in Hindi', async () => {
    const english = await renderLandingPages('en');
    const hindi = await renderLandingPages('hi');
    expect(Object.keys(hindi)).toEqual(Object.keys(english));
    for (const [path, page] of Object.entries(hindi)) {
      expect(page.title).toMatch(/[\u0900-\u097F]/);
      expect(page.description).toMatch(/[\u0900-\u097F]/);
      expect(page.canonicalPath).toBe(english[path]!.canonicalPath);
      expect(page.html).toMatch(/<h1[^>]*>[^<]*[\u0900-\u097F]/);
    }
    expect(hindi['/about']!.title).toBe('हमारे बारे में | PhysioCare');
    expect(hindi['/conditions-we-treat/sciatica']!.title).toBe('साइटिका के लिए फ़िज़ियोथेरेपी | PhysioCare');
    expect(english['/about']!.title).toBe('About Us | PhysioCare');
  });
});
