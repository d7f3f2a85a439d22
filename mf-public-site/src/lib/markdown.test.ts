import { parseInline, parseMarkdown, safeHref, slugify } from './markdown';

describe('parseInline', () => {
  it('reads bold, italic and links, including emphasis inside words', () => {
    expect(parseInline('**B**alance and *calm* [read](/faqs)')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'B' }] },
      { kind: 'text', text: 'alance and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'calm' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: '/faqs', children: [{ kind: 'text', text: 'read' }] },
    ]);
  });

  it('keeps plain text untouched, including HTML-looking text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });
});

describe('parseMarkdown', () => {
  it('splits headings, paragraphs and both kinds of lists', () => {
    const blocks = parseMarkdown(
      '## Title here\n\nline one\nline two\n\n- a\n- b\n\n1. first\n2. second\ncontinued',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, id: 'title-here', children: [{ kind: 'text', text: 'Title here' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'line one line two' }] },
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second continued' }]],
      },
    ]);
  });

  it('starts a new list when the list kind changes without a blank line', () => {
    const blocks = parseMarkdown('- a\n1. b');
    expect(blocks.map((b) => b.kind === 'list' && b.ordered)).toEqual([false, true]);
  });
});

describe('safeHref', () => {
  it('allows site paths, http(s), mailto and tel', () => {
    expect(safeHref('/blog')).toEqual({ kind: 'internal', to: '/blog' });
    expect(safeHref('https://example.org')).toEqual({ kind: 'external', href: 'https://example.org' });
    expect(safeHref('mailto:a@b.in')).toEqual({ kind: 'external', href: 'mailto:a@b.in' });
    expect(safeHref('tel:+919123456780')).toEqual({ kind: 'external', href: 'tel:+919123456780' });
  });

  it('rejects script and protocol-relative links', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
  });
});

it('slugify makes stable ids', () => {
  expect(slugify('What we collect and why')).toBe('what-we-collect-and-why');
  expect(slugify('  Weeks 1 to 3: movement & strength ')).toBe('weeks-1-to-3-movement-strength');
});
