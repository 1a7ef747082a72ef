import type { ReactNode } from 'react';
import { Box, Text, type BoxProps } from '@chakra-ui/react';

/** One labelled fact of an order (code, customer, address...), label above value. */
export function InfoItem({ label, children, ...props }: { label: string; children: ReactNode } & BoxProps) {
  return (
    <Box {...props}>
      <Text fontSize="sm" color="gray.600">{label}</Text>
      <Box mt="0.5" fontWeight="medium">{children}</Box>
    </Box>
  );
}
