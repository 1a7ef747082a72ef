import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { z } from 'zod';
import type { ProviderPath } from '@tulus/shared/contract/envelope';
import type { GatewayConfig } from '../config.ts';
import type { ProviderClient, UploadFields } from '../provider/client.ts';
import { UpstreamError } from '../provider/errors.ts';
import type { Sealer } from '../session/seal.ts';
import type { SessionRevocation } from '../session/revocation.ts';
import { SESSION_COOKIE, cookieName, issueSession, readSession, sessionEndsAt, type Session, type SessionClaims } from '../session/session.ts';
import { LOGOUT_OWED_COOKIE } from '@tulus/shared/rules/logout-owed';
import type { OnceKeeper } from '../idempotency/keeper.ts';
import type { RateLimiter } from '../rate-limit/limiter.ts';
import { toTrpcError, type FailureMessages } from './upstream.ts';

/** Long-lived parts of the gateway, built once in app.ts. */
export type GatewayDeps = {
  config: GatewayConfig;
  provider: ProviderClient;
  sealer: Sealer;
  /** Runs keyed writes (orders, uploads, addresses, complaints) at most once across replicas. */
  once: OnceKeeper;
  rateLimiter: RateLimiter;
  revocation: SessionRevocation;
};

export function sessionCookieOptions(config: GatewayConfig, maxAgeSeconds?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.COOKIE_SECURE,
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  };
}

export function createContextFactory(deps: GatewayDeps) {
  return function createContext({ req, res }: CreateFastifyContextOptions) {
    return buildContext(deps, req, res);
  };
}

/** The request's session: its cookie opened, unless a logout (on any replica) has revoked it. */
async function openSession(deps: GatewayDeps, req: FastifyRequest): Promise<Session | null> {
  const session = readSession(deps.sealer, req.cookies[cookieName(SESSION_COOKIE, deps.config.COOKIE_SECURE)]);
  if (!session || !(await deps.revocation.isRevoked(session))) return session;
  req.log.info({ role: session.role }, 'revoked session refused');
  return null;
}

/**
 * A logout the browser owes (LOGOUT_OWED_COOKIE: its 'Keluar' had no signal): done now, before the request is
 * served, on whichever replica it reaches. The session is revoked as the logout would have, both cookies are
 * cleared, and the request goes on as a visitor's.
 */
async function payOwedLogout(deps: GatewayDeps, req: FastifyRequest, res: FastifyReply, session: Session | null, clearSession: () => void): Promise<Session | null> {
  if (req.cookies[LOGOUT_OWED_COOKIE] === undefined) return session;
  if (session) {
    await deps.revocation.revoke(session);
    req.log.info({ role: session.role }, 'owed logout: session revoked');
  }
  clearSession();
  res.clearCookie(LOGOUT_OWED_COOKIE, { path: '/' });
  return null;
}

export async function buildContext(deps: GatewayDeps, req: FastifyRequest, res: FastifyReply) {
  const sessionCookie = cookieName(SESSION_COOKIE, deps.config.COOKIE_SECURE);
  const clearSession = () => {
    res.clearCookie(sessionCookie, sessionCookieOptions(deps.config));
  };
  const session = await payOwedLogout(deps, req, res, await openSession(deps, req), clearSession);
  req.audit.role = session?.role ?? 'visitor';

  /**
   * Signs in: a new session (its own id) replaces the one the browser had, which ends on the
   * server too (ASVS 7.2.4: a copy of the old cookie must not outlive a new login).
   */
  const setSession = async (claims: SessionClaims) => {
    if (session) await deps.revocation.revoke(session);
    const next = issueSession(claims);
    const maxAge = Math.max(0, Math.floor((sessionEndsAt(next) - Date.now()) / 1000));
    res.setCookie(sessionCookie, deps.sealer.seal(next), sessionCookieOptions(deps.config, maxAge));
  };
  const callOptions = () => ({
    token: session?.token,
    requestId: String(req.id),
    clock: req.audit.upstream,
  });
  const onFailure = async (error: unknown, messages?: FailureMessages): Promise<never> => {
    // Spec section 6: any 403 from the provider ends the session (token expired or revoked, account
    // disabled): here, and for any copy of the cookie, so it is not shown as signed in elsewhere.
    if (error instanceof UpstreamError && error.status === 403) {
      clearSession();
      if (session) await deps.revocation.revoke(session);
    }
    throw toTrpcError(error, messages);
  };

  return {
    ...deps,
    req,
    res,
    session,
    setSession,
    clearSession,
    /** Calls a provider path with the session's token; failures arrive as mapped TRPCErrors. */
    async call<Req extends z.ZodType, Res extends z.ZodType>(def: ProviderPath<Req, Res>, input: z.input<Req>, messages?: FailureMessages): Promise<z.infer<Res>> {
      try {
        return await deps.provider.call(def, input, callOptions());
      } catch (error) {
        return await onFailure(error, messages);
      }
    },
    async upload<Req extends z.ZodType, Res extends z.ZodType>(
      def: ProviderPath<Req, Res>,
      fields: UploadFields<Req>,
      files: Parameters<ProviderClient['upload']>[2],
      options: { textParts?: boolean; messages?: FailureMessages } = {},
    ): Promise<z.infer<Res>> {
      try {
        return await deps.provider.upload(def, fields, files, { ...callOptions(), textParts: options.textParts });
      } catch (error) {
        return await onFailure(error, options.messages);
      }
    },
  };
}

export type Context = Awaited<ReturnType<typeof buildContext>>;
