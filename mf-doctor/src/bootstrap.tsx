// Standalone entry (npm run dev -w mf-doctor): the shell never runs this file, it loads remoteEntry.js.
import { mountStandalone } from './standalone/mountStandalone';

mountStandalone('mf_doctor');
