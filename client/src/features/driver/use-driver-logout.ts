import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../../lib/api/sign-out.ts';

/** Keluar (spec): end the gateway session, clear everything stored on the device, back to /driver. */
export function useDriverLogout() {
  const { signOut, pending } = useSignOut();
  const navigate = useNavigate();

  const logout = () => signOut(() => navigate('/driver', { replace: true }));

  return { logout, pending };
}
