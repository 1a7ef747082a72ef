import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@chakra-ui/react';
import { ChevronLeft } from 'lucide-react';

type Props = { to: string; state?: Record<string, unknown>; children: string };

export function BackLink({ to, state, children }: Props) {
  return (
    <Button asChild variant="ghost" size="sm" minH="11" px="2" ms="-2" color="gray.600" alignSelf="start">
      <RouterLink to={to} state={state}>
        <ChevronLeft aria-hidden />
        {children}
      </RouterLink>
    </Button>
  );
}
