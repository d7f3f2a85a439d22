export { ChangePolicy } from './ChangePolicy';
