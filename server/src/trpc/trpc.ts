import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import type { Context } from './context.ts';

// zod's own messages (for inputs the spec gives no text for) in the shop's language, not English.
z.config(z.locales.id());

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    // Keyed writes and the checkout's price check say why they refused, for the client to act on (idempotency/refusals.ts).
    const { reason, details } = (error.cause ?? {}) as { reason?: unknown; details?: unknown };
    return {
      ...shape,
      // A bad input shows the first field's own Indonesian message, not zod's JSON dump.
      message: zodError?.issues[0]?.message ?? shape.message,
      data: {
        ...shape.data,
        // 5xx never leak internals: the stack goes to the log, not to the browser.
        stack: undefined,
        fieldErrors: zodError ? z.flattenError(zodError).fieldErrors : null,
        ...(typeof reason === 'string' ? { reason, details } : {}),
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Records the procedure's name for the request's log line. */
const audited = t.middleware(({ ctx, path, next }) => {
  ctx.req.audit.procedures.push(path);
  return next();
});

export const publicProcedure = t.procedure.use(audited);

// The role builders record the name and check the role in one middleware, not two: each layer
// of tRPC middleware copies the call's options, a cost every request pays (docs/performance.md).
export const customerProcedure = t.procedure.use(({ ctx, path, next }) => {
  ctx.req.audit.procedures.push(path);
  if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Harap login kembali' });
  if (ctx.session.role !== 'customer') throw new TRPCError({ code: 'FORBIDDEN', message: 'Halaman ini khusus pelanggan.' });
  return next({ ctx: { ...ctx, session: ctx.session } });
});

export const driverProcedure = t.procedure.use(({ ctx, path, next }) => {
  ctx.req.audit.procedures.push(path);
  if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Harap login kembali' });
  if (ctx.session.role !== 'driver') throw new TRPCError({ code: 'FORBIDDEN', message: 'Halaman ini khusus driver.' });
  return next({ ctx: { ...ctx, session: ctx.session } });
});
