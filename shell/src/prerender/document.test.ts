import {
  frameDocument,
  frameFileFor,
  loaderScript,
  MF_CONFIG_SLOT,
  NOT_PRERENDERED_DIGEST,
  PRERENDERED_ATTRIBUTE,
  spaDocument,
  ssiBody,
  ssiHead,
  withMfConfigSlot,
} from './document';

// The shape html-webpack-plugin writes (minified, as in production).
const TEMPLATE =
  '<!doctype html><html lang=en-IN><head><meta charset=utf-8><meta name=description content="Generic."><title>PhysioCare</title>' +
  '<link rel=preload href=/mf-config.json as=fetch crossorigin=anonymous><script defer src=/main.0123456789.js></script></head>' +
  '<body><noscript>JS</noscript><div id=root></div></body></html>';

const SLOT = '<!--$--><template data-page-slot="mf_booking/BookingPage"></template><!--/$-->';
const PARTS = {
  rootHtml: `<header>nav</header><main>${SLOT}</main><footer>f</footer>`,
  slot: SLOT,
  remote: 'mf_booking',
  loadingHtml: '<div aria-busy="true"></div>',
  styles: '<style data-styled="true">.a{color:red}</style>',
  loader: '(()=>{})();',
};

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('frameDocument', () => {
  const html = frameDocument(TEMPLATE, PARTS);

  it("puts the shell's frame in #root, marked as prerendered, with the page's SSI where the slot was", () => {
    expect(html).toContain(
      `<div id="root" ${PRERENDERED_ATTRIBUTE}><header>nav</header><main>${ssiBody('mf_booking', PARTS.loadingHtml)}</main><footer>f</footer></div>`,
    );
    expect(html).not.toContain('data-page-slot');
  });

  it("leaves the title and description to the page's head fragment, the template's as the fallback", () => {
    const head = headOf(html);
    expect(
      head.endsWith(
        ssiHead('mf_booking', '<title>PhysioCare</title><meta name=description content="Generic.">'),
      ),
    ).toBe(true);
    expect(head.match(/<title>/g)).toHaveLength(1); // only in the fallback branch
  });

  it("styles the first paint from <head>: the shell's styles before the page's", () => {
    const head = headOf(html);
    expect(head).toContain(PARTS.styles);
    expect(head.indexOf(PARTS.styles)).toBeLessThan(head.indexOf('<!--# include'));
  });

  it("starts the app's scripts through the paint-first loader, inline at the end, which knows the page's remote", () => {
    expect(html).not.toMatch(/<script defer src=\/main/);
    // Nothing of the app downloads before the first paint: the loader asks for it then, and is no file of its own.
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).toMatch(
      /<\/div><script data-scripts="\/main.0123456789.js" data-remote="mf_booking">\(\(\)=>\{\}\)\(\);<\/script><\/body>/,
    );
    expect(html).not.toContain('mf-config.json');
    expect(headOf(html)).toContain(MF_CONFIG_SLOT);
  });

  it('names the route of a frame that answers every id of it, for the loader to fill in its links', () => {
    const everyId = frameDocument(TEMPLATE, { ...PARTS, route: '/user/dashboard/_id' });
    expect(everyId).toContain('data-remote="mf_booking" data-route="/user/dashboard/_id">');
    expect(html).not.toContain('data-route');
  });

  it("gives the patient login page's loader the login URL it shows in place of a gated page", () => {
    const login = frameDocument(TEMPLATE, { ...PARTS, signingIn: true, loginUrl: '/user/login?from=' });
    expect(login).toContain('data-signing-in data-login-url="/user/login?from=">');
    expect(html).not.toContain('data-login-url');
  });

  it('in Hindi: lang="hi" on <html>, and the Hindi head and body fragments of the page', () => {
    const hindi = frameDocument(TEMPLATE, { ...PARTS, locale: 'hi', htmlLang: 'hi' });
    expect(hindi).toMatch(/^<!doctype html><html lang="hi">/i);
    expect(hindi).toContain('/pages$physio_page/head.hi.html"');
    expect(hindi).toContain('/pages$physio_page/body.hi.html"');
    expect(hindi).not.toMatch(/\/(head|body)\.html"/);
    // English names the files as before (an older remote's fragments keep working).
    expect(html).toContain('/pages$physio_page/body.html"');
    expect(html).not.toContain('.hi.html');
  });

  it('preloads the fonts it is given (a Hindi frame its Devanagari faces) before the styles that use them', () => {
    const fonts = ['/fonts/a-400.0123456789.woff2', '/fonts/a-700.0123456789.woff2'];
    const hindi = headOf(frameDocument(TEMPLATE, { ...PARTS, locale: 'hi', htmlLang: 'hi', fonts }));
    for (const url of fonts)
      expect(hindi).toContain(`<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`);
    expect(hindi.indexOf('as="font"')).toBeLessThan(hindi.indexOf(PARTS.styles));
    expect(headOf(html)).not.toContain('as="font"');
  });

  it("marks a login page's loader, so it does not start the early token refresh", () => {
    const login = frameDocument(TEMPLATE, { ...PARTS, signingIn: true });
    expect(login).toContain('data-remote="mf_booking" data-signing-in>');
    expect(html).not.toContain('data-signing-in');
  });

  it('fails loudly on a template or a frame it does not recognise', () => {
    expect(() => frameDocument(TEMPLATE.replace('<div id=root></div>', '<div id=app></div>'), PARTS)).toThrow(
      /root/,
    );
    expect(() => frameDocument(TEMPLATE.replace(/<script[^>]*><\/script>/, ''), PARTS)).toThrow(/script/);
    expect(() => frameDocument(TEMPLATE.replace(/<title>[^<]*<\/title>/, ''), PARTS)).toThrow(/title/);
    expect(() => frameDocument(TEMPLATE, { ...PARTS, rootHtml: '<main></main>' })).toThrow(
      /place for the page/,
    );
  });
});

describe('the SSI commands of a frame (README: composition contract)', () => {
  it('reads the build id, then the head fragment under it, with the defaults when either is missing', () => {
    expect(ssiHead('mf_doctor', '<title>D</title>')).toBe(
      '<!--# include virtual="/_fragments/mf_doctor/build.txt" set="physio_build" -->' +
        '<!--# if expr="$physio_build" --><!--# include virtual="/_fragments/mf_doctor/$physio_build/pages$physio_page/head.html" set="physio_head" --><!--# endif -->' +
        '<!--# if expr="$physio_head" --><!--# echo var="physio_head" encoding="none" --><!--# else --><title>D</title><!--# endif -->',
    );
  });

  it("puts the body fragment in the page's Suspense boundary, or the loading state marked for the client to render", () => {
    const body = ssiBody('mf_doctor', '<p>…</p>');
    expect(body).toContain(
      '<!--# if expr="$physio_head" --><!--$--><!--# include virtual="/_fragments/mf_doctor/$physio_build/pages$physio_page/body.html" stub="physio_loading" --><!--/$-->',
    );
    expect(body).toContain(
      `<!--# else --><!--$!--><template data-dgst="${NOT_PRERENDERED_DIGEST}"></template><p>…</p><!--/$--><!--# endif -->`,
    );
    expect(body.startsWith('<!--# block name="physio_loading" --><p>…</p><!--# endblock -->')).toBe(true);
  });
});

describe('frameFileFor', () => {
  it.each([
    ['/', 'index.html'],
    ['/faqs', 'faqs.html'],
    ['/blog/:id', 'blog/_id.html'],
    ['/doctor/:id/payout', 'doctor/_id/payout.html'],
    ['/dashboard/login', 'dashboard/login.html'],
  ])('%s → %s', (route, file) => {
    expect(frameFileFor(route)).toBe(file);
  });

  it('refuses paths that would leave the frames folder', () => {
    expect(() => frameFileFor('/../etc')).toThrow(/unusable/);
    expect(() => frameFileFor('/a//b')).toThrow(/unusable/);
  });
});

describe('spaDocument', () => {
  it("keeps the app's scripts deferred, the loader inline at the end", () => {
    const html = spaDocument(TEMPLATE, { loader: 'run();' });
    expect(html).toContain('<script defer src=/main.0123456789.js></script>');
    expect(html).toContain('<div id=root></div><script>run();</script></body>');
    expect(html).toContain(MF_CONFIG_SLOT);
    expect(html).not.toContain('/mf-config.json');
    expect(withMfConfigSlot(TEMPLATE)).toContain(`${MF_CONFIG_SLOT}</head>`);
  });
});

describe('loaderScript', () => {
  it('escapes its attributes and refuses code that would close the script early', () => {
    expect(loaderScript('go();', { 'data-route': '/a"b', 'data-signing-in': true })).toBe(
      '<script data-route="/a&quot;b" data-signing-in>go();</script>',
    );
    expect(() => loaderScript('x="</script><script>evil()"')).toThrow(/closes its own/);
  });
});
