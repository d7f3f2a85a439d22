/** The client's own words for calls that failed without a message from the server (no imports). */
export const GENERIC_ERROR = 'Something went wrong. Please try again.';
export const BAD_ANSWER_MESSAGE = 'Unexpected answer from the server. Please try again.';
