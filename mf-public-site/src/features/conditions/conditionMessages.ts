import { defineCatalog } from '@physio/shared-ui';
import { conditionIndex } from '../../content/conditionIndex';
import { contentEnglish } from '../../lib/contentCatalog';

/** Each condition's name and one-line summary (content/conditionIndex.ts), by slug. */
export const conditionIndexCatalog = defineCatalog(
  'conditions.index',
  contentEnglish(conditionIndex, 'slug', ['name', 'summary']),
  () => import('./conditionMessages.hi').then((m) => ({ default: m.conditionIndexCatalog })),
);
