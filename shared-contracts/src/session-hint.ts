/**
 * The session hint: a cookie the API sets beside the httpOnly refresh cookie (same lifetime, path `/`,
 * readable by script) and clears with it. It holds no secret and grants nothing; it only tells the
 * page servers (nginx, scripts/serve.mjs) and the paint-first loader, before any script of the app
 * runs, that this browser probably holds a session: a logged-out visitor of a page behind a login
 * can be sent to the login page by the server, and a logged-in one can start the token refresh at
 * once. A stale hint costs one failed refresh, after which the app clears it. A leaf module (no
 * imports): import it as '@physio/shared-contracts/session-hint'.
 */
export const SESSION_HINT_COOKIE = 'physio_signed_in';

/** The hint's value: present means "probably signed in". */
export const SESSION_HINT_VALUE = '1';
