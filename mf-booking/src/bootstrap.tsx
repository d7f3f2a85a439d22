// Standalone entry (npm run dev -w mf-booking): the shell never runs this file, it loads remoteEntry.js.
import { mountStandalone } from './standalone/mountStandalone';

mountStandalone('mf_booking');
