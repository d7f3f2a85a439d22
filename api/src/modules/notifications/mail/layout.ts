/**
 * One template, two bodies: every e-mail is written once as blocks (greeting, paragraphs, facts, a link) and
 * rendered here to plain text and to HTML, so the two can never say different things. Every value is escaped
 * in the HTML; nothing here knows about a particular event.
 */
import type { Language } from '@physio/shared-contracts';
import { MAIL_TEXTS } from './texts';
export interface MailFact {
  label: string;
  value: string;
  /** Makes the value a link (the join URL of an online session). */
  href?: string;
}

export interface MailTemplate {
  subject: string;
  /** The language it is written in (issue 30): its signature, footer and `lang`. English when not given. */
  language?: Language;
  /** "Hello Asha," */
  greeting: string;
  paragraphs: string[];
  facts?: MailFact[];
  action?: { label: string; href: string };
  /** Lines after the facts (what to do next, how to reach the clinic). */
  notes?: string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const words = (t: MailTemplate) => MAIL_TEXTS[t.language ?? 'en'];

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Links only to http(s) addresses: anything else is shown as text. */
const safeHref = (href: string) => (/^https?:\/\//i.test(href) ? escapeHtml(href) : null);

function renderText(t: MailTemplate): string {
  const blocks: string[] = [t.greeting, ...t.paragraphs];
  if (t.facts?.length) blocks.push(t.facts.map((f) => `${f.label}: ${f.value}`).join('\n'));
  if (t.action) blocks.push(`${t.action.label}: ${t.action.href}`);
  blocks.push(...(t.notes ?? []));
  blocks.push(`${words(t).signature}\n--\n${words(t).footer}`);
  return `${blocks.join('\n\n')}\n`;
}

function renderHtml(t: MailTemplate): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const parts = [p(t.greeting), ...t.paragraphs.map(p)];
  if (t.facts?.length) {
    const rows = t.facts.map((f) => {
      const href = f.href ? safeHref(f.href) : null;
      const value = href ? `<a href="${href}">${escapeHtml(f.value)}</a>` : escapeHtml(f.value);
      return `<tr><th align="left" style="padding:4px 16px 4px 0;font-weight:600;vertical-align:top">${escapeHtml(f.label)}</th><td style="padding:4px 0">${value}</td></tr>`;
    });
    parts.push(
      `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows.join('')}</table>`,
    );
  }
  if (t.action) {
    const href = safeHref(t.action.href);
    parts.push(
      href
        ? `<p style="margin:0 0 16px"><a href="${href}" style="background:#0b6e4f;color:#ffffff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(t.action.label)}</a></p>`
        : p(`${t.action.label}: ${t.action.href}`),
    );
  }
  parts.push(...(t.notes ?? []).map(p));
  parts.push(p(words(t).signature));
  parts.push(`<p style="margin:24px 0 0;color:#666666;font-size:12px">${escapeHtml(words(t).footer)}</p>`);
  return [
    '<!doctype html>',
    `<html lang="${t.language === 'hi' ? 'hi' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    ...parts,
    '</body></html>',
  ].join('\n');
}

export function renderMail(t: MailTemplate): RenderedMail {
  return { subject: t.subject, text: renderText(t), html: renderHtml(t) };
}
