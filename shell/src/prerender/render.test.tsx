/** @jest-environment node */
import { renderShellPage } from './render';

// As in the build's bundle (build.mjs): the remote page becomes the slot the page's HTML goes into.
jest.mock('../federation/RemotePage', () => jest.requireActual('./RemotePageSlot'));

const PAGE = {
  html: '<section><h1>Learn to be your strongest self</h1></section>',
  page: 'HomePage',
  remote: 'mf_public_site' as const,
};

describe('renderShellPage (Node, no DOM)', () => {
  it("renders the shell's frame, signed out, with the page inside <main>", () => {
    const { rootHtml, styles } = renderShellPage('/', PAGE);
    const main = rootHtml.slice(rootHtml.indexOf('<main'), rootHtml.indexOf('</main>'));
    expect(main).toContain(PAGE.html);
    expect(rootHtml.indexOf('<header')).toBeLessThan(rootHtml.indexOf('<main'));
    expect(rootHtml).toContain('<footer');
    expect(rootHtml).toContain('href="/booking"');
    expect(rootHtml).not.toContain('data-page-slot');
    expect(styles).toMatch(/^<style[^>]*data-styled/);
    expect(styles).toContain('box-sizing:border-box'); // the global style
  });

  it('fails when the route table does not render that page for the path', () => {
    expect(() => renderShellPage('/faqs', PAGE)).toThrow(/mf_public_site\/HomePage/);
    expect(() => renderShellPage('/booking', { ...PAGE, page: 'BookingPage' })).toThrow(
      /mf_public_site\/BookingPage/,
    );
  });

  it("renders another remote's page (a form page) inside the frame", () => {
    const form = { html: '<h1>Doctor Login</h1><form><input name="id"></form>', page: 'DoctorLoginPage' };
    const { rootHtml } = renderShellPage('/dashboard/login', { ...form, remote: 'mf_doctor' });
    expect(rootHtml).toContain(form.html);
  });
});
