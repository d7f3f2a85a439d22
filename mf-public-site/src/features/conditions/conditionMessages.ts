import { defineCatalog } from '@physio/shared-ui';
import { conditionIndex } from '../../content/conditionIndex';
import { contentEnglish } from '../../lib/contentCatalog';

/**
 * Each condition's name (content/conditionIndex.ts), by slug: the cards of the home page and of the
 * conditions page. The summaries and the conditions page's own words are conditionsPageMessages.ts, so a
 * Hindi home page does not fetch text it does not show.
 */
export const conditionIndexCatalog = defineCatalog(
  'conditions.index',
  contentEnglish(conditionIndex, 'slug', ['name']),
  () =>
    import(/* webpackChunkName: "hi-home" */ './conditionMessages.hi').then((m) => ({
      default: m.conditionIndexCatalog,
    })),
);
