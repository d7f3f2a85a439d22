/** The contact form's own message, apart from its rules and its call (which load when needed). */
export const NETWORK_ERROR_MESSAGE =
  'We could not reach PhysioCare. Please check your internet connection and try again — your message has been kept.';
