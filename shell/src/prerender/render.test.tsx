/** @jest-environment node */
import { renderShellFrame, slotMarkup } from './render';

// As in the build's bundle (build.mjs): the remote page becomes its Suspense boundary around a slot.
jest.mock('../federation/RemotePage', () => jest.requireActual('./RemotePageSlot'));
jest.mock('../routing/Guarded', () => jest.requireActual('./GuardedSlot'));

describe('renderShellFrame (Node, no DOM)', () => {
  it("renders the shell's frame, signed out, with the page's Suspense boundary and slot inside <main>", () => {
    const { rootHtml, styles } = renderShellFrame('/', 'mf_public_site/HomePage');
    const main = rootHtml.slice(rootHtml.indexOf('<main'), rootHtml.indexOf('</main>'));
    expect(main).toContain(slotMarkup('mf_public_site/HomePage'));
    expect(rootHtml.indexOf('<header')).toBeLessThan(rootHtml.indexOf('<main'));
    expect(rootHtml).toContain('<footer');
    expect(rootHtml).toContain('href="/booking"');
    expect(styles).toMatch(/^<style[^>]*data-styled/);
    expect(styles).toContain('box-sizing:border-box'); // the global style
  });

  it("renders the page's loading state, styled by the frame's styles", () => {
    const { loadingHtml, styles } = renderShellFrame('/faqs', 'mf_public_site/FaqsPage');
    expect(loadingHtml).toMatch(/^<div aria-busy="true" class="([\w-]+ )?(\w+)"><\/div>$/);
    const cls = /class="(?:[\w-]+ )?(\w+)"/.exec(loadingHtml)![1]!;
    expect(styles).toContain(`.${cls}{`);
  });

  it('fails when the route table does not render that page for the path', () => {
    expect(() => renderShellFrame('/faqs', 'mf_public_site/HomePage')).toThrow(/mf_public_site\/HomePage/);
  });

  it('renders the frame of a page behind a login at its placeholder path, and of a login page', () => {
    expect(renderShellFrame('/user/dashboard/_id', 'mf_booking/PatientDashboardPage').rootHtml).toContain(
      slotMarkup('mf_booking/PatientDashboardPage'),
    );
    expect(renderShellFrame('/dashboard/login', 'mf_doctor/DoctorLoginPage').rootHtml).toContain(
      slotMarkup('mf_doctor/DoctorLoginPage'),
    );
  });
});
