/**
 * A deliberately small Markdown subset (headings, paragraphs, lists, bold, italic, links) parsed into
 * plain data. The React renderer turns it into elements, so no HTML string is ever injected.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: number; id: string; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const HEADING = /^(#{1,6})\s+(.*)$/;
const UNORDERED = /^[-*+]\s+(.*)$/;
const ORDERED = /^\d+[.)]\s+(.*)$/;
/** Bold first so `**x**` is not read as two italics; link text may hold emphasis. */
const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (m.index > 0) out.push({ kind: 'text', text: rest.slice(0, m.index) });
    const [whole, strong, em, linkText, href] = m;
    if (strong !== undefined) out.push({ kind: 'strong', children: parseInline(strong) });
    else if (em !== undefined) out.push({ kind: 'em', children: parseInline(em) });
    else out.push({ kind: 'link', href: href ?? '', children: parseInline(linkText ?? '') });
    rest = rest.slice(m.index + whole.length);
  }
  return out;
}

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[*[\]()]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export const plainText = (nodes: Inline[]): string =>
  nodes.map((n) => (n.kind === 'text' ? n.text : plainText(n.children))).join('');

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };

  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const children = parseInline(heading[2] ?? '');
      blocks.push({
        kind: 'heading',
        level: heading[1]?.length ?? 1,
        id: slugify(plainText(children)),
        children,
      });
      continue;
    }
    const ul = UNORDERED.exec(line);
    const ol = ul ? null : ORDERED.exec(line);
    const item = ul?.[1] ?? ol?.[1];
    if (item !== undefined) {
      const ordered = Boolean(ol);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item);
      continue;
    }
    if (list) {
      // A non-marker line right after an item continues that item.
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last] ?? ''} ${line}`;
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

export type SafeHref = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/** Only site paths, http(s), mailto and tel links are rendered as links; anything else becomes text. */
export function safeHref(href: string): SafeHref {
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'internal', to: href };
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return { kind: 'external', href };
  return null;
}
