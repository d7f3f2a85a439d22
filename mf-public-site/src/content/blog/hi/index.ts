/**
 * The articles in Hindi, the same Markdown as the English beside them, by id: the Hindi of
 * features/blog/articleMessages.ts, one chunk fetched only by a Hindi article page.
 */
import ankleSprainRecovery from './ankle-sprain-recovery';
import backPainMyths from './back-pain-myths';
import deskNeckPain from './desk-neck-pain';
import frozenShoulderGuide from './frozen-shoulder-guide';
import kneeExercises from './knee-exercises';
import strokeHomeExercises from './stroke-home-exercises';

export const articleCatalog: Record<string, string> = {
  'desk-neck-pain.markdown': deskNeckPain,
  'back-pain-myths.markdown': backPainMyths,
  'knee-osteoarthritis-exercises.markdown': kneeExercises,
  'frozen-shoulder-guide.markdown': frozenShoulderGuide,
  'ankle-sprain-recovery.markdown': ankleSprainRecovery,
  'stroke-home-exercises.markdown': strokeHomeExercises,
};
