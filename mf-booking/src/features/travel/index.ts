export { useTravelFee } from './useTravelFee';
