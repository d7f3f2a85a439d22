import {
  composeDocument,
  documentFileFor,
  MF_CONFIG_SLOT,
  PRERENDERED_ATTRIBUTE,
  spaDocument,
  withMfConfigSlot,
} from './document';

// The shape html-webpack-plugin writes (minified, as in production).
const TEMPLATE =
  '<!doctype html><html lang=en-IN><head><meta charset=utf-8><meta name=description content="Generic."><title>PhysioCare</title>' +
  '<link rel=preload href=/mf-config.json as=fetch crossorigin=anonymous><script defer src=/main.0123456789.js></script></head>' +
  '<body><noscript>JS</noscript><div id=root></div></body></html>';

const PARTS = {
  rootHtml: '<header>nav</header><main><h1>Hello</h1></main>',
  styles: '<style data-styled="true">.a{color:red}</style>',
  title: 'Back & Neck <Pain>',
  description: 'Say "hi" & more',
  loaderSrc: '/paint-first.abcdef0123.js',
};

describe('composeDocument', () => {
  const html = composeDocument(TEMPLATE, PARTS);

  it('puts the rendered page in #root, marked as prerendered', () => {
    expect(html).toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE}>${PARTS.rootHtml}</div>`);
    expect(html).not.toContain('<div id=root></div>');
  });

  it("uses the page's title and description, escaped", () => {
    expect(html).toContain('<title>Back &amp; Neck &lt;Pain&gt;</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &amp; more">');
    expect(html).not.toContain('Generic.');
  });

  it('styles the first paint from <head>', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(PARTS.styles);
  });

  it("starts the app's scripts through the paint-first loader, preloading them meanwhile", () => {
    expect(html).not.toMatch(/<script defer src=\/main/);
    expect(html).toContain('<link rel="preload" as="script" href="/main.0123456789.js">');
    expect(html).toContain(
      '<script defer src="/paint-first.abcdef0123.js" data-scripts="/main.0123456789.js"></script>',
    );
    expect(html).not.toContain('mf-config.json');
  });

  it('has the mf-config slot the deploy step fills, instead of a request for it', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(MF_CONFIG_SLOT);
    expect(withMfConfigSlot(TEMPLATE)).toContain(`${MF_CONFIG_SLOT}</head>`);
    expect(withMfConfigSlot(TEMPLATE)).not.toContain('/mf-config.json');
  });

  it("names the page's remote and its files for the loader to preload", () => {
    const withRemote = composeDocument(TEMPLATE, {
      ...PARTS,
      remote: { name: 'mf_booking', files: ['remoteEntry.js', '__federation_expose_BookingPage.1a.js'] },
    });
    expect(withRemote).toContain(
      'data-scripts="/main.0123456789.js" data-remote="mf_booking" data-preload="remoteEntry.js __federation_expose_BookingPage.1a.js"></script>',
    );
    expect(html).not.toContain('data-remote');
  });

  it('names the route of a document that answers every id of it, for the loader to fill in its links', () => {
    const everyId = composeDocument(TEMPLATE, { ...PARTS, route: '/user/dashboard/_id' });
    expect(everyId).toContain(
      'data-scripts="/main.0123456789.js" data-route="/user/dashboard/_id"></script>',
    );
    expect(html).not.toContain('data-route');
  });

  it("marks a login page's loader, so it does not start the early token refresh", () => {
    const login = composeDocument(TEMPLATE, { ...PARTS, signingIn: true });
    expect(login).toContain('data-scripts="/main.0123456789.js" data-signing-in></script>');
    expect(html).not.toContain('data-signing-in');
  });

  it('fails loudly on a template it does not recognise', () => {
    expect(() =>
      composeDocument(TEMPLATE.replace('<div id=root></div>', '<div id=app></div>'), PARTS),
    ).toThrow(/root/);
    expect(() => composeDocument(TEMPLATE.replace(/<script[^>]*><\/script>/, ''), PARTS)).toThrow(/script/);
  });
});

describe('documentFileFor', () => {
  it.each([
    ['/', 'index.html'],
    ['/faqs', 'faqs/index.html'],
    ['/blog/back-pain-myths', 'blog/back-pain-myths/index.html'],
    ['/terms/', 'terms/index.html'],
  ])('%s → %s', (route, file) => {
    expect(documentFileFor(route)).toBe(file);
  });

  it('refuses paths that would leave dist', () => {
    expect(() => documentFileFor('/../etc')).toThrow(/unusable/);
    expect(() => documentFileFor('/a//b')).toThrow(/unusable/);
  });
});

describe('spaDocument', () => {
  it("keeps the app's scripts deferred, the loader first with every route's remote files", () => {
    const routeFiles = {
      '/user/dashboard/:id': { remote: 'mf_booking', files: ['remoteEntry.js', 'x.1.js'] },
    };
    const html = spaDocument(TEMPLATE, { loaderSrc: '/paint-first.abc.js', routeFiles });
    const loader = `<script defer src="/paint-first.abc.js" data-route-files="${JSON.stringify(routeFiles).replace(/"/g, '&quot;')}"></script>`;
    expect(html).toContain(`${loader}<script defer src=/main.0123456789.js></script>`);
    expect(html).toContain(MF_CONFIG_SLOT);
    expect(html).toContain('<div id=root></div>');
    expect(html).not.toContain('/mf-config.json');
  });
});
