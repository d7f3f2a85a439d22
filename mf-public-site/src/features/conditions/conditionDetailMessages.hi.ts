// Hindi of conditionDetailMessages.ts: fetched only when the page is Hindi (defineCatalog).
import { DETAILS_HI } from '../../content/conditions.hi';
import { detailMessages } from './conditionDetailKeys';

export const conditionDetailCatalog: Record<string, string> = Object.assign(
  {},
  ...Object.entries(DETAILS_HI).map(([slug, details]) => detailMessages(slug, details)),
);
