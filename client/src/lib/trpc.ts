import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@tulus/server/routers/_app';

/** Typed hooks for every gateway procedure; the client imports only the router's type. */
export const trpc = createTRPCReact<AppRouter>();
