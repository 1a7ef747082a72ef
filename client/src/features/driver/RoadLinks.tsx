import { Button, Link, type ButtonProps } from '@chakra-ui/react';
import { MapPinned, Phone } from 'lucide-react';
import type { OrderCustomer } from '@tulus/shared/contract/order';
import { googleMapsUrlFor } from '../../lib/maps-link.ts';
import { fullAddress } from './delivery-address.ts';

/** The customer's number as a tap to call: a driver at the gate calls from the list, not after two screens. */
export function PhoneLink({ number, shown }: { number: string | null; shown?: string }) {
  if (!number) return <>-</>;
  return (
    <Link href={`tel:${number.replace(/[^\d+]/g, '')}`} color="brand.700" fontWeight="semibold" minH="11" display="inline-flex" alignItems="center" gap="1.5" aria-label={`Telepon ${number}`}>
      <Phone size={16} aria-hidden />
      {shown ?? number}
    </Link>
  );
}

/**
 * 'Buka di Google Maps': the delivery point the customer marked on the map, or the written address
 * when there is none; the phone opens it in its Maps app for directions.
 */
export function MapsButton({ customer, ...props }: { customer: OrderCustomer } & ButtonProps) {
  const url = googleMapsUrlFor(customer, fullAddress(customer));
  if (!url) return null;
  return (
    <Button asChild variant="outline" colorPalette="brand" size="sm" minH="11" {...props}>
      <a href={url} target="_blank" rel="noreferrer">
        <MapPinned aria-hidden /> Buka di Google Maps
      </a>
    </Button>
  );
}
