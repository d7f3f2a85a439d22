export { AccessLogList } from './AccessLogList';
export { IntakeForm } from './IntakeForm';
export { IntakeSection } from './IntakeSection';
export { NoteSummaryList } from './NoteSummaryList';
