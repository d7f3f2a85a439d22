export { WaitlistOffer } from './WaitlistOffer';
export { WaitlistEntries } from './WaitlistEntries';
export { WaitlistClaim } from './WaitlistClaim';
