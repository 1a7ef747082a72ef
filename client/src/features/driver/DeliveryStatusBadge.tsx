import { Badge } from '@chakra-ui/react';
import { deliveryStatusColour, deliveryStatusLabel } from './delivery-status.ts';

export function DeliveryStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={deliveryStatusColour(status)} variant="subtle" size="md" whiteSpace="nowrap">
      {deliveryStatusLabel(status)}
    </Badge>
  );
}
