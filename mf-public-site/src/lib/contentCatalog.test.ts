import { conditionIndexCatalog } from '../features/conditions/conditionMessages';
import * as conditionsHi from '../features/conditions/conditionMessages.hi';
import { conditionSummaryCatalog } from '../features/conditions/conditionsPageMessages';
import * as conditionsPageHi from '../features/conditions/conditionsPageMessages.hi';
import { stepsCatalog, testimonialsCatalog } from '../features/home/homeMessages';
import * as homeHi from '../features/home/homeMessages.hi';
import { teamContentCatalog } from '../features/team/teamMessages';
import * as teamHi from '../features/team/teamMessages.hi';

// Catalogs built from content lists have keys the type cannot name: their Hindi must still cover each one.
it.each([
  ['steps and reasons', stepsCatalog, homeHi.stepsCatalog],
  ['testimonials', testimonialsCatalog, homeHi.testimonialsCatalog],
  ['team', teamContentCatalog, teamHi.teamContentCatalog],
  ['conditions', conditionIndexCatalog, conditionsHi.conditionIndexCatalog],
  ["conditions' summaries", conditionSummaryCatalog, conditionsPageHi.conditionSummaryCatalog],
])('the Hindi of the %s names every English key and no other', (_, catalog, hindi) => {
  expect(Object.keys(hindi).sort()).toEqual(Object.keys(catalog.en).sort());
  for (const text of Object.values(hindi)) expect(text).toMatch(/[\u0900-\u097F]|^ACL/);
});
