import type { TRPCClientErrorLike } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import type { UseTRPCQueryResult } from '@trpc/react-query/shared';
import type { AppRouter } from '@tulus/server/routers/_app';

/** What each gateway procedure answers. */
export type Answer = inferRouterOutputs<AppRouter>;

/**
 * What a query hook hands back. Named here because the client's declaration build cannot name
 * the type through @trpc/react-query's internal chunk (TS2742) when a hook's return is inferred.
 */
export type QueryResult<T> = UseTRPCQueryResult<T, TRPCClientErrorLike<AppRouter>>;
