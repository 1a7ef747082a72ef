import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Center, Spinner } from '@chakra-ui/react';
import { useSession } from './session.ts';

const Loading = () => (
  <Center minH="50vh" aria-busy="true">
    <Spinner size="lg" color="brand.solid" aria-label="Memuat" />
  </Center>
);

/**
 * Unlike the existing shop (token validity only), the guards know the role: a driver
 * session cannot open customer screens and a customer session cannot open driver ones.
 */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { session, loading } = useSession();
  const location = useLocation();
  if (loading) return <Loading />;
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (session.role !== 'customer') return <Navigate to="/dashboarddriver" replace />;
  return children;
}

export function RequireDriver({ children }: { children: ReactNode }) {
  const { session, loading } = useSession();
  if (loading) return <Loading />;
  if (!session) return <Navigate to="/driver" replace />;
  if (session.role !== 'driver') return <Navigate to="/" replace />;
  return children;
}

/** Login, register and OTP screens: someone already signed in goes to their own home. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { session, loading } = useSession();
  if (loading) return <Loading />;
  if (session?.role === 'customer') return <Navigate to="/" replace />;
  if (session?.role === 'driver') return <Navigate to="/dashboarddriver" replace />;
  return children;
}
