import { Link as RouterLink } from 'react-router-dom';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { driverLinks } from './driver-links.ts';

/** 'Detail' of one row; the order code in its accessible name tells the rows apart. */
export function DetailButton({ code, ...props }: { code: string } & ButtonProps) {
  const target = driverLinks.detail(code);
  return (
    <Button asChild size="sm" variant="outline" colorPalette="brand" minH="11" {...props}>
      <RouterLink to={target.to} state={target.state} aria-label={`Detail ${code}`}>
        Detail
      </RouterLink>
    </Button>
  );
}
