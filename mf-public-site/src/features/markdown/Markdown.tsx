import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { parseMarkdown, safeHref, type Block, type Inline } from '../../lib/markdown';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'link': {
        const target = safeHref(node.href);
        const children = renderInline(node.children);
        if (!target) return <Fragment key={i}>{children}</Fragment>;
        if (target.kind === 'internal')
          return (
            <Link key={i} to={target.to}>
              {children}
            </Link>
          );
        const external = /^https?:/i.test(target.href);
        return (
          <a key={i} href={target.href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
            {children}
          </a>
        );
      }
    }
  });
}

function renderBlock(block: Block, i: number, minLevel: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const level = Math.min(6, Math.max(minLevel, block.level));
      const Tag = `h${level}` as 'h2';
      return (
        <Tag key={i} id={block.id}>
          {renderInline(block.children)}
        </Tag>
      );
    }
    case 'paragraph':
      return <p key={i}>{renderInline(block.children)}</p>;
    case 'list': {
      const items = block.items.map((item, j) => <li key={j}>{renderInline(item)}</li>);
      return block.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
    }
  }
}

export interface MarkdownProps {
  source: string;
  /** Lowest heading level to emit; the page's own title is the h1. */
  minHeadingLevel?: number;
}

/** Renders the Markdown subset of lib/markdown as React elements (no HTML injection). */
export function Markdown({ source, minHeadingLevel = 2 }: MarkdownProps) {
  return <>{parseMarkdown(source).map((block, i) => renderBlock(block, i, minHeadingLevel))}</>;
}
