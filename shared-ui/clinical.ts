/**
 * '@physio/shared-ui/clinical': the clinical record's parts both remotes show (the intake's answers). Not in the
 * package index, like './sessions': the index is the shared singleton every page loads first (the home page's
 * budget), while this is bundled, tree-shaken, only into the pages that show it.
 */
export { IntakeDetails } from './src/clinical/IntakeDetails';
export { describeSeries, OutcomeChart, type OutcomePoint } from './src/clinical/OutcomeChart';
export { PainForm, PsfsForm } from './src/clinical/OutcomeForms';
export { OutcomesSection } from './src/clinical/OutcomesSection';
export { clinicalCatalog } from './src/clinical/clinicalMessages';
