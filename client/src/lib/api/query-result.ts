import type { TRPCClientErrorLike } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { UseTRPCMutationResult, UseTRPCQueryResult } from '@trpc/react-query/shared';
import type { AppRouter } from '@tulus/server/routers/_app';

/** What each gateway procedure answers. */
export type Answer = inferRouterOutputs<AppRouter>;

/**
 * What a query hook hands back. Named here because the client's declaration build cannot name
 * the type through @trpc/react-query's internal chunk (TS2742) when a hook's return is inferred.
 */
export type QueryResult<T> = UseTRPCQueryResult<T, TRPCClientErrorLike<AppRouter>>;

/** What each gateway procedure takes. */
export type Sent = inferRouterInputs<AppRouter>;

/** What a mutation hook hands back (named for the same TS2742 reason as QueryResult). */
export type MutationResult<TInput, TOutput> = UseTRPCMutationResult<TOutput, TRPCClientErrorLike<AppRouter>, TInput, unknown>;

/**
 * What a screen adds to a write: its own toasts, dialogs and navigation. The cache (what is read
 * again, what is written) belongs to the hook in `api/`, and runs before these.
 */
export type ScreenCallbacks<TOutput> = {
  onSuccess?: (data: TOutput) => unknown;
  onError?: (error: TRPCClientErrorLike<AppRouter>) => unknown;
  onSettled?: () => unknown;
};

/**
 * A write hook's options: its cache work first (what is read again or written, awaited so the
 * write resolves only once the screen can show it), then the screen's own effects. The write is
 * done whatever the refresh does: a refresh that fails (the query shows its own error) still lets
 * the screen say the write succeeded.
 */
export function afterWrite<TOutput>(cache: (data: TOutput) => unknown, screen: ScreenCallbacks<TOutput>) {
  return {
    onSuccess: async (data: TOutput) => {
      await Promise.resolve()
        .then(() => cache(data))
        .catch(() => {});
      await screen.onSuccess?.(data);
    },
    onError: screen.onError,
    onSettled: screen.onSettled,
  };
}
