import { defineCatalog } from '@physio/shared-ui';
import { hero, procedureSteps, reasons } from '../../content/home';
import { testimonials } from '../../content/testimonials';
import { contentEnglish } from '../../lib/contentCatalog';
import { homeMeta } from '../../lib/pageMeta/home';

/** The home page's own words: English exactly as the page had them, and Hindi. */
export const homeCatalog = defineCatalog(
  'home',
  {
    metaTitle: homeMeta.title,
    metaDescription: homeMeta.description,
    tagline: hero.tagline,
    intro: hero.intro,
    conditionsWeTreat: 'Conditions we treat',
    howItWorks: 'How it works',
    howItWorksLead:
      'Four simple steps from your first consultation to full recovery, online or in your home.',
    ourProcedure: 'Our procedure',
    step: 'Step {number} of {total}',
    team: 'Our expert physiotherapists',
    testimonials: 'What our patients say',
    testimonialsLead:
      'Stories shared by patients across India, from desk workers to athletes and grandparents.',
    testimonialsLabel: 'Patient testimonials',
    whyChoose: 'Why choose PhysioCare',
    readFaqs: 'Read the FAQs',
  },
  () =>
    import(/* webpackChunkName: "hi-home" */ './homeMessages.hi').then((m) => ({ default: m.homeCatalog })),
);

/** The procedure's steps and the reasons to choose us, by id (content/home.ts). */
export const stepsCatalog = defineCatalog(
  'home.steps',
  contentEnglish([...procedureSteps, ...reasons], 'id', ['title', 'text']),
  () =>
    import(/* webpackChunkName: "hi-home" */ './homeMessages.hi').then((m) => ({ default: m.stepsCatalog })),
);

/** The patients' stories, by id (content/testimonials.ts); their first names stay as they are. */
export const testimonialsCatalog = defineCatalog(
  'home.testimonials',
  contentEnglish(testimonials, 'id', ['quote', 'city', 'condition']),
  () =>
    import(/* webpackChunkName: "hi-home" */ './homeMessages.hi').then((m) => ({
      default: m.testimonialsCatalog,
    })),
);
