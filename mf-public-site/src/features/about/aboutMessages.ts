import { defineCatalog } from '@physio/shared-ui';
import { aboutMeta } from '../../lib/pageMeta/about';

/** The about page's words (/about): English exactly as the page had them, and Hindi. */
export const aboutCatalog = defineCatalog(
  'public.about',
  {
    metaTitle: aboutMeta.title,
    metaDescription: aboutMeta.description,
    title: 'About PhysioCare',
    lead: 'We started PhysioCare because too many people live with pain that physiotherapy could help, but cannot reach a good clinic: long commutes, busy jobs, caring for family, or recovering from surgery.',
    story1:
      'Our physiotherapists assess you, explain what is going on in plain language and build a plan with you — online by video or at your home. Every session ends with something you can do yourself, because recovery happens between sessions as much as in them.',
    story2:
      "We treat back and neck pain, joint problems, sports injuries, recovery after surgery, stroke, Parkinson's disease and children's development. When a problem needs a doctor, we say so and help you get there.",
    valuesTitle: 'What we stand for',
    evidenceTitle: 'Evidence first',
    evidenceText:
      'We use treatments with good research behind them — above all, exercise and education — and we tell you honestly what to expect.',
    fitTitle: 'Care that fits your life',
    fitText:
      'Online sessions from anywhere in India or visits at home, in the language you are most comfortable with.',
    safetyTitle: 'Safety and privacy',
    safetyText:
      'Registered physiotherapists, referral to a doctor when symptoms need one, and health data handled under the DPDP Act.',
    teamTitle: 'Our physiotherapists',
  },
  () => import('./aboutMessages.hi'),
);
