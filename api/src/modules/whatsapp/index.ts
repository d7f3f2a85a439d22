// The whatsapp module's public face: the webhook's replies and the patient's consent (issue 30).
export { patientWhatsAppConsent, setPatientWhatsAppConsent } from './consent';
export { failedDeliveries, inboundMessages, patientIdOf, type InboundMessage } from './inbound';
export { handleFailedDeliveries, handleReplies, REPLY_TEXTS, type RepliesReport } from './replies';
