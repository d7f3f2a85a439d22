import { defineCatalog } from '@physio/shared-ui';
import { conditions } from '../../content/conditions';
import { detailMessages } from './conditionDetailKeys';

/** Each condition's page text (content/conditions.ts), by slug; its Hindi (content/conditions.hi.ts) is one chunk of the condition pages. */
export const conditionDetailCatalog = defineCatalog(
  'conditions.details',
  Object.assign({}, ...conditions.map((c) => detailMessages(c.slug, c))) as Record<string, string>,
  () => import('./conditionDetailMessages.hi').then((m) => ({ default: m.conditionDetailCatalog })),
);
