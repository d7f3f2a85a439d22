/**
 * The 14 conditions the clinic treats: what the home page, the conditions list and each page's meta need (names,
 * one-line summaries, the booking category). Each page's text is in conditionDetails.ts, loaded with the condition
 * pages only; nothing here replaces a medical diagnosis.
 */
import type { ProblemCategory } from '@physio/shared-contracts';

export interface ConditionSummary {
  slug: string;
  name: string;
  /** One sentence for cards and the meta description. */
  summary: string;
  /** Booking form category that fits this condition best. */
  category: ProblemCategory;
  /** Other slugs people (and older links) use for this page; they render it with the canonical URL. */
  aliases?: string[];
}

export const conditionIndex: readonly ConditionSummary[] = [
  {
    slug: 'neck-pain',
    aliases: ['cervical-spondylosis', 'headache-neck-pain'],
    name: 'Neck Pain',
    summary: 'Stiffness and pain in the neck from posture, screen work, strain or age-related changes.',
    category: 'Headache/Neck pain',
  },
  {
    slug: 'frozen-shoulder',
    aliases: ['shoulder-pain', 'adhesive-capsulitis'],
    name: 'Shoulder Pain (Frozen Shoulder)',
    summary:
      'Painful, stiff shoulder that slowly loses movement; common in people aged 40 to 60 and with diabetes.',
    category: 'Shoulder pain',
  },
  {
    slug: 'low-back-pain',
    aliases: ['back-pain', 'lower-back-pain'],
    name: 'Low Back Pain',
    summary:
      'The most common reason adults see a physiotherapist; usually not serious and improves with active care.',
    category: 'Back pain',
  },
  {
    slug: 'sciatica',
    aliases: ['waist-pain', 'hip-pain'],
    name: 'Sciatica',
    summary: 'Leg pain from an irritated nerve root in the lower back, often with tingling or numbness.',
    category: 'Waist pain/Hip pain',
  },
  {
    slug: 'knee-osteoarthritis',
    aliases: ['knee-pain', 'osteoarthritis'],
    name: 'Knee Osteoarthritis',
    summary: 'Painful, stiff knees with age-related joint changes; exercise is the first-line treatment.',
    category: 'Knee pain',
  },
  {
    slug: 'acl-sports-injuries',
    aliases: ['sports-injuries', 'acl-injury'],
    name: 'ACL and Sports Injuries',
    summary: 'Ligament tears, muscle strains and overuse injuries, with a safe return to sport.',
    category: 'Knee pain',
  },
  {
    slug: 'ankle-sprain',
    aliases: ['ankle-pain', 'foot-pain'],
    name: 'Ankle Sprain',
    summary: 'Twisted ankle with ligament injury; good rehabilitation prevents repeated sprains.',
    category: 'Foot pain/Ankle pain',
  },
  {
    slug: 'plantar-fasciitis',
    aliases: ['heel-pain'],
    name: 'Plantar Fasciitis (Heel Pain)',
    summary: 'Heel pain worst with the first steps in the morning; responds well to stretching and loading.',
    category: 'Foot pain/Ankle pain',
  },
  {
    slug: 'tennis-elbow',
    aliases: ['elbow-pain'],
    name: 'Tennis Elbow',
    summary: 'Pain on the outer elbow from overused forearm tendons; common in desk and manual work.',
    category: 'Elbow pain/Hand pain/Finger pain',
  },
  {
    slug: 'carpal-tunnel-syndrome',
    aliases: ['carpal-tunnel', 'hand-pain', 'wrist-pain'],
    name: 'Carpal Tunnel Syndrome',
    summary: 'Tingling and numbness in the thumb and fingers from a squeezed nerve at the wrist.',
    category: 'Elbow pain/Hand pain/Finger pain',
  },
  {
    slug: 'stroke-rehabilitation',
    aliases: ['stroke', 'neurological-condition'],
    name: 'Stroke Rehabilitation',
    summary: 'Recovering movement, balance and independence after a stroke, at home or online.',
    category: 'Neurological Condition',
  },
  {
    slug: 'parkinsons-disease',
    aliases: ['parkinsons', 'parkinson'],
    name: "Parkinson's Disease",
    summary: "Staying active, steady and independent with Parkinson's through targeted exercise.",
    category: 'Neurological Condition',
  },
  {
    slug: 'post-surgical-rehabilitation',
    aliases: ['post-surgery', 'post-operative-rehabilitation'],
    name: 'Post-Surgical Rehabilitation',
    summary: 'Safe recovery after knee or hip replacement, spine surgery, fracture fixation and more.',
    category: 'Others',
  },
  {
    slug: 'cerebral-palsy-pediatric-development',
    aliases: ['cerebral-palsy', 'pediatric-condition', 'pediatric'],
    name: 'Cerebral Palsy and Pediatric Development',
    summary: 'Play-based therapy for children with cerebral palsy or delayed motor milestones.',
    category: 'Pediatric Condition',
  },
];

export const findConditionSummary = (slug: string | undefined): ConditionSummary | undefined => {
  const key = slug?.toLowerCase();
  return (
    conditionIndex.find((c) => c.slug === key) ?? conditionIndex.find((c) => key && c.aliases?.includes(key))
  );
};
