import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { z } from 'zod';
import type { ProviderPath } from '@tulus/shared/contract/envelope';
import type { GatewayConfig } from '../config.ts';
import type { ProviderClient } from '../provider/client.ts';
import { UpstreamError } from '../provider/errors.ts';
import type { Sealer } from '../session/seal.ts';
import { SESSION_COOKIE, readSession, type Session } from '../session/session.ts';
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

export function buildContext(deps: GatewayDeps, req: FastifyRequest, res: FastifyReply) {
  const session = readSession(deps.sealer, req.cookies[SESSION_COOKIE]);
  req.audit.role = session?.role ?? 'visitor';

  const setSession = (next: Session) => {
    const maxAge = Math.max(0, next.exp - Math.floor(Date.now() / 1000));
    res.setCookie(SESSION_COOKIE, deps.sealer.seal(next), sessionCookieOptions(deps.config, maxAge));
  };
  const clearSession = () => {
    res.clearCookie(SESSION_COOKIE, sessionCookieOptions(deps.config));
  };
  const callOptions = () => ({
    token: session?.token,
    requestId: String(req.id),
    onTiming: (ms: number) => {
      req.audit.upstreamMs += ms;
    },
  });
  const onFailure = (error: unknown, messages?: FailureMessages): never => {
    // Spec section 6: any 403 from the provider ends the session.
    if (error instanceof UpstreamError && error.status === 403) clearSession();
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
    async call<Res extends z.ZodType>(def: ProviderPath<z.ZodType, Res>, input: unknown, messages?: FailureMessages): Promise<z.infer<Res>> {
      try {
        return await deps.provider.call(def, input, callOptions());
      } catch (error) {
        return onFailure(error, messages);
      }
    },
    async upload<Res extends z.ZodType>(
      def: ProviderPath<z.ZodType, Res>,
      fields: Record<string, string | number | boolean>,
      files: Parameters<ProviderClient['upload']>[2],
      options: { textParts?: boolean; messages?: FailureMessages } = {},
    ): Promise<z.infer<Res>> {
      try {
        return await deps.provider.upload(def, fields, files, { ...callOptions(), textParts: options.textParts });
      } catch (error) {
        return onFailure(error, options.messages);
      }
    },
  };
}

export type Context = ReturnType<typeof buildContext>;
