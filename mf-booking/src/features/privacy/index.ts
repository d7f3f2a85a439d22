export { ConsentSwitches } from './ConsentSwitches';
export { CorrectDetails } from './CorrectDetails';
export { DataDownload } from './DataDownload';
export { EraseAccount } from './EraseAccount';
export { RequestList } from './RequestList';
