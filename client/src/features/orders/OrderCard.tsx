import { Link as RouterLink } from 'react-router-dom';
import { Badge, Card, HStack, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import type { SalesOrderSummary } from '@tulus/shared/contract/order';
import { formatRupiah } from '@tulus/shared/rules/format';
import { orderStatusLabel } from '@tulus/shared/rules/order-status';
import { orderLink } from '../../lib/nav-state.ts';
import { hasEnded, orderDate, statusColour } from './order-display.ts';
import { ReorderButton } from './ReorderButton.tsx';

/** Names the first products so the customer recognises the order without opening it. */
function productSummary(order: SalesOrderSummary): string | null {
  const names = order.detail.map((line) => `${line.product_name} x${line.quantity}`);
  if (names.length === 0) return null;
  const shown = names.slice(0, 2).join(', ');
  return names.length > 2 ? `${shown} dan ${names.length - 2} produk lainnya` : shown;
}

export function OrderCard({ order }: { order: SalesOrderSummary }) {
  const link = orderLink('/RincianPesanan', { id: order.id, sales_order_code: order.sales_order_code });
  const products = productSummary(order);
  return (
    <LinkBox as="li" listStyleType="none">
      <Card.Root variant="outline" bg="white" _hover={{ borderColor: 'brand.300', shadow: 'sm' }} transition="all 0.15s">
        <Card.Body p={{ base: '4', md: '5' }} gap="2">
          <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
            <Stack gap="0.5" minW="0">
              <Heading as="h2" size="sm">
                <LinkOverlay asChild>
                  <RouterLink to={link.to} state={link.state}>
                    {order.sales_order_code}
                  </RouterLink>
                </LinkOverlay>
              </Heading>
              <Text fontSize="sm" color="gray.600">
                {orderDate(order.created_at)}
              </Text>
            </Stack>
            <Badge colorPalette={statusColour(order.status_sales_order)} variant="subtle" whiteSpace="normal" textAlign="end">
              {orderStatusLabel(order.status_sales_order)}
            </Badge>
          </HStack>
          {products && (
            <Text fontSize="sm" color="gray.700" lineClamp={2}>
              {products}
            </Text>
          )}
          <HStack justify="space-between" pt="1">
            <Text fontSize="sm" color="gray.600">
              Total{' '}
              <Text as="span" fontWeight="bold" color="gray.900" fontSize="md">
                {formatRupiah(order.total_amount)}
              </Text>
            </Text>
            <HStack gap="1" color="brand.600" fontSize="sm" fontWeight="medium" aria-hidden>
              <Text>Lihat Rincian</Text>
              <ChevronRight size={16} />
            </HStack>
          </HStack>
          {/* An ended order (received, refused, expired) can be ordered again from the list; above the card's link. */}
          {hasEnded(order.status_sales_order) && (
            <HStack justify="flex-end" pt="1">
              <ReorderButton salesOrderCode={order.sales_order_code} size="sm" position="relative" zIndex="1" w={{ base: 'full', sm: 'auto' }} />
            </HStack>
          )}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
