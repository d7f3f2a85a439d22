import { defineCatalog } from '@physio/shared-ui';
import { conditions } from '../../content/conditions';
import { detailMessages } from './conditionDetailKeys';

/** Each condition's page text (content/conditions.ts), by slug; its Hindi (content/conditions.hi.ts) is in the condition page's one Hindi chunk. */
export const conditionDetailCatalog = defineCatalog(
  'conditions.details',
  Object.assign({}, ...conditions.map((c) => detailMessages(c.slug, c))) as Record<string, string>,
  () => import('./conditionPageMessages.hi').then((m) => ({ default: m.conditionDetailCatalog })),
);
