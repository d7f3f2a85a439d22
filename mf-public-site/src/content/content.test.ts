import {
  CHANGES,
  MESSAGES,
  PROBLEM_CATEGORIES,
  SESSION_DURATION_TEXT,
  TERMS_CHANGES_SECTION_ID,
} from '@physio/shared-contracts';
import { parseMarkdown, safeHref, slugify, type Inline } from '../lib/markdown';
import { blogPosts, findPost } from './blog';
import { conditions, findCondition } from './conditions';
import { faqs } from './faqs';
import { procedureSteps, reasons } from './home';
import { privacyMarkdown, termsMarkdown } from './legal';
import { physiotherapists } from './team';
import { testimonials } from './testimonials';

const contacts = { brandName: 'PhysioCare', supportEmail: 'help@example.in', supportPhone: '9000000000' };

function linksOf(md: string): string[] {
  const hrefs: string[] = [];
  const walk = (nodes: Inline[]) =>
    nodes.forEach((n) => {
      if (n.kind === 'link') hrefs.push(n.href);
      if (n.kind !== 'text') walk(n.children);
    });
  for (const b of parseMarkdown(md)) {
    if (b.kind === 'list') b.items.forEach(walk);
    else walk(b.children);
  }
  return hrefs;
}

describe('conditions', () => {
  it('has the 14 conditions with unique URL-safe slugs and complete sections', () => {
    expect(conditions).toHaveLength(14);
    expect(new Set(conditions.map((c) => c.slug)).size).toBe(14);
    for (const c of conditions) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.whatItIs.length).toBeGreaterThan(0);
      expect(c.symptoms.length).toBeGreaterThan(1);
      expect(c.howPhysioHelps.length).toBeGreaterThan(1);
      expect(c.typicalSessions).toMatch(/session/);
      expect(c.seeADoctor.length).toBeGreaterThan(0);
      expect(PROBLEM_CATEGORIES).toContain(c.category);
    }
  });

  it('finds by slug and returns undefined otherwise', () => {
    expect(findCondition('sciatica')?.name).toBe('Sciatica');
    expect(findCondition('nope')).toBeUndefined();
    expect(findCondition(undefined)).toBeUndefined();
  });
});

describe('blog', () => {
  it('has at least 6 articles with unique ids and substantial Markdown', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(blogPosts.map((p) => p.id)).size).toBe(blogPosts.length);
    for (const p of blogPosts) {
      expect(p.markdown.split(/\s+/).length).toBeGreaterThan(250);
      expect(parseMarkdown(p.markdown).some((b) => b.kind === 'heading')).toBe(true);
      expect(Number.isNaN(Date.parse(p.published))).toBe(false);
      expect(physiotherapists.map((d) => d.name)).toContain(p.author);
    }
    expect(findPost(blogPosts[0]?.id)).toBe(blogPosts[0]);
    expect(findPost('missing')).toBeUndefined();
  });

  it('links only to conditions and pages that exist', () => {
    for (const p of blogPosts) {
      for (const href of linksOf(p.markdown)) {
        const target = safeHref(href);
        expect(target?.kind).toBe('internal');
        const slug = /^\/conditions-we-treat\/(.+)$/.exec(href)?.[1];
        if (slug) expect(findCondition(slug)).toBeDefined();
      }
    }
  });
});

describe('home content, team and FAQ', () => {
  it('has the spec procedure steps and reasons, in order', () => {
    expect(procedureSteps.map((s) => s.title)).toEqual([
      'Consultation',
      'Planning of Future Sessions',
      'Treatment Course',
      'Follow up and Review',
    ]);
    expect(reasons.map((r) => r.title)).toEqual(['Book Instantly', 'Pick a time', '100% Safe']);
  });

  it('has four physiotherapists led by the demo doctor, and five testimonials', () => {
    expect(physiotherapists).toHaveLength(4);
    expect(physiotherapists[0]?.name).toBe('Dr. Asha Rao');
    for (const d of physiotherapists) {
      expect(d.qualification).toMatch(/BPT|MPT/);
      expect(d.registration).not.toBe('');
      expect(d.languages.length).toBeGreaterThan(0);
    }
    expect(testimonials).toHaveLength(5);
  });

  it('answers the 10 FAQ questions, with the spec session duration', () => {
    expect(faqs).toHaveLength(10);
    expect(new Set(faqs.map((f) => f.id)).size).toBe(10);
    const duration = faqs.find((f) => f.id === 'session-duration');
    expect(duration?.answer.join(' ')).toContain(SESSION_DURATION_TEXT);
    expect(SESSION_DURATION_TEXT).toBe('30 minutes to 1 hour');
  });
});

describe('legal', () => {
  it('privacy policy covers the DPDP essentials and the configured grievance contact', () => {
    const md = privacyMarkdown(contacts);
    for (const phrase of [
      'Digital Personal Data Protection Act, 2023',
      'What we collect and why',
      'How long we keep it',
      'Consent',
      'Access',
      'Correction',
      'Erasure',
      'Grievance officer',
    ])
      expect(md).toContain(phrase);
    expect(linksOf(md)).toEqual(expect.arrayContaining(['mailto:help@example.in', 'tel:+919000000000']));
  });

  it('terms promise the windows the API enforces for moving and cancelling a session (CHANGES)', () => {
    const md = termsMarkdown(contacts);
    const section = md.slice(md.indexOf('## 4.'), md.indexOf('## 5.'));
    expect(slugify('4. Rescheduling, cancellation and refunds')).toBe(TERMS_CHANGES_SECTION_ID);
    expect(section).toContain(`up to ${CHANGES.patientRescheduleHours} hours before it starts`);
    expect(section).toContain(`cancel a session up to ${CHANGES.patientCancelHours} hours before it starts`);
    // The old promise (a refund for cancelling 12 h ahead) contradicted the 24 h the API keeps.
    expect(section).not.toMatch(/cancelled at least 12 hours/);
    const hoursNamed = [...section.matchAll(/(\d+) hours?/g)].map((m) => Number(m[1]));
    expect(new Set(hoursNamed)).toEqual(
      new Set([CHANGES.patientRescheduleHours, CHANGES.patientCancelHours]),
    );
  });

  it('terms include the first-session price and the contact', () => {
    const md = termsMarkdown(contacts);
    expect(md).toContain('Rs. 499');
    expect(md).toContain('help@example.in');
    expect(MESSAGES.copyright).toBe('2022 all rights reserverd');
  });
});

describe('aliases', () => {
  it('resolves condition aliases (and case) to the canonical condition, without clashes', () => {
    expect(findCondition('back-pain')?.slug).toBe('low-back-pain');
    expect(findCondition('Sciatica')?.slug).toBe('sciatica');
    const all = conditions.flatMap((c) => [c.slug, ...(c.aliases ?? [])]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('resolves numeric blog ids to the n-th article', () => {
    expect(findPost('1')).toBe(blogPosts[0]);
    expect(findPost(String(blogPosts.length))).toBe(blogPosts[blogPosts.length - 1]);
    expect(findPost('0')).toBeUndefined();
    expect(findPost('99')).toBeUndefined();
  });
});
