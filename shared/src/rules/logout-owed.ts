/**
 * A logout the browser owes the gateway. 'Keluar' without signal cannot reach the gateway, which alone can end
 * the session (its cookie is httpOnly): the browser then writes this cookie itself, and the next request that
 * comes through, whatever it is (a read when the signal is back, a reload, the next login), ends the session
 * before it is served. The page a reload brings is then a visitor's, and a copy of the old cookie is no session.
 * Not `__Host-`-prefixed: the browser's script writes it, on http (localhost) too.
 */
export const LOGOUT_OWED_COOKIE = 'tulus_logout_owed';

/** As long as a session can live (server/src/session/session.ts SESSION_MAX_AGE_MS): past it there is none to end. */
export const LOGOUT_OWED_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
