/** Blog articles, kept as Markdown and rendered by lib/markdown (never as raw HTML). */
import ankleSprainRecovery from './ankle-sprain-recovery';
import backPainMyths from './back-pain-myths';
import deskNeckPain from './desk-neck-pain';
import frozenShoulderGuide from './frozen-shoulder-guide';
import kneeExercises from './knee-exercises';
import strokeHomeExercises from './stroke-home-exercises';

export interface BlogPost {
  id: string;
  title: string;
  summary: string;
  author: string;
  /** ISO date of publication. */
  published: string;
  tags: string[];
  markdown: string;
}

export const blogPosts: readonly BlogPost[] = [
  {
    id: 'desk-neck-pain',
    title: 'Neck Pain from Desk Work: Set-up Tips and Three Exercises',
    summary:
      'Why screens strain the neck, how to set up your workstation, and simple exercises for your breaks.',
    author: 'Dr. Asha Rao',
    published: '2026-10-02',
    tags: ['Neck pain', 'Home exercises'],
    markdown: deskNeckPain,
  },
  {
    id: 'back-pain-myths',
    title: 'Five Myths About Low Back Pain That Slow Your Recovery',
    summary: 'Bed rest, scans and "fragile" spines: what the evidence says about everyday back pain.',
    author: 'Dr. Asha Rao',
    published: '2026-09-18',
    tags: ['Back pain'],
    markdown: backPainMyths,
  },
  {
    id: 'knee-osteoarthritis-exercises',
    title: 'Five Exercises for Knee Osteoarthritis You Can Do at Home',
    summary: 'Strengthening the muscles around the knee is a first-line treatment. Here is how to start.',
    author: 'Dr. Imran Sheikh',
    published: '2026-09-01',
    tags: ['Knee pain', 'Home exercises'],
    markdown: kneeExercises,
  },
  {
    id: 'frozen-shoulder-guide',
    title: 'Frozen Shoulder: Phases, Home Exercises and Sleep Tips',
    summary: 'What to expect in each phase of frozen shoulder and gentle exercises that help.',
    author: 'Dr. Asha Rao',
    published: '2026-08-14',
    tags: ['Shoulder pain', 'Home exercises'],
    markdown: frozenShoulderGuide,
  },
  {
    id: 'ankle-sprain-recovery',
    title: 'Recovering From an Ankle Sprain Without Re-injury',
    summary: 'First-days care, when to get an X-ray, and the balance training that prevents repeat sprains.',
    author: 'Dr. Rahul Mehta',
    published: '2026-07-30',
    tags: ['Sports injuries', 'Home exercises'],
    markdown: ankleSprainRecovery,
  },
  {
    id: 'stroke-home-exercises',
    title: 'Stroke Recovery at Home: A Guide for Patients and Families',
    summary: 'Recognising a stroke, principles of home practice and safe exercises with caregiver tips.',
    author: 'Dr. Priya Nair',
    published: '2026-07-09',
    tags: ['Neurological', 'Home exercises'],
    markdown: strokeHomeExercises,
  },
];

/** By slug; a number n (older links such as /blog/1) is the n-th article. */
export const findPost = (id: string | undefined): BlogPost | undefined => {
  if (id && /^\d+$/.test(id)) return blogPosts[Number(id) - 1];
  return blogPosts.find((p) => p.id === id);
};
