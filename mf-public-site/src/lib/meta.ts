/**
 * Title, description and canonical path of every public page, in one place so the pages (through
 * useDocumentMeta) and the build-time prerender (src/prerender) always agree. An article's meta is
 * in blogMeta.ts: every page imports this module, and the articles' text should load only with them.
 */
import { PATHS, to } from '@physio/shared-contracts/paths';
import type { DocumentMeta } from '@physio/shared-ui';
import { findConditionSummary } from '../content/conditionIndex';

export type PageMeta = Required<Pick<DocumentMeta, 'title' | 'description' | 'path'>>;

// Each static page's own meta is in pageMeta/<page>.ts: a module per page, so a page's first render
// carries its own title and description only (webpack keeps a shared module's exports whole).

export function conditionMeta(id: string | undefined): PageMeta {
  const condition = findConditionSummary(id);
  return condition
    ? {
        title: `${condition.name} Physiotherapy`,
        description: condition.summary,
        path: to.condition(condition.slug),
      }
    : {
        title: 'Condition not found',
        description: 'Browse the conditions PhysioCare physiotherapists treat.',
        path: PATHS.conditions,
      };
}
