import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { formatDateTimeId } from '@tulus/shared/rules/format';

export type NotificationKind = 'success' | 'processing' | 'expired';

export type OrderNotification = {
  id: number;
  sales_order_code: string;
  kind: NotificationKind;
  title: string;
  product_name: string;
  description: string;
  date: string;
};

// Spec: titles green, blue or red by state; the icon repeats it for people who do not see colour.
const LOOK: Record<NotificationKind, { color: string; bg: string; icon: typeof CircleCheck }> = {
  success: { color: 'green.700', bg: 'green.50', icon: CircleCheck },
  processing: { color: 'blue.700', bg: 'blue.50', icon: Clock },
  expired: { color: 'red.700', bg: 'red.50', icon: CircleAlert },
};

/** One notification: what happened to which order, and the way to that order. */
export function NotificationCard({ notification: n }: { notification: OrderNotification }) {
  const look = LOOK[n.kind] ?? LOOK.processing;
  const Icon = look.icon;
  return (
    <Card.Root as="li" variant="outline" bg="white" borderRadius="xl" listStyleType="none" data-kind={n.kind}>
      <Card.Body p={{ base: '4', md: '5' }}>
        <Flex gap="4" align="flex-start">
          <Box bg={look.bg} color={look.color} borderRadius="full" p="2" flexShrink="0" aria-hidden>
            <Icon size={20} />
          </Box>
          <Stack gap="1" minW="0" flex="1">
            <Heading as="h2" size="md" color={look.color}>
              {n.title}
            </Heading>
            {n.product_name && (
              <Text fontWeight="medium" color="gray.800">
                {n.product_name}
              </Text>
            )}
            {n.description && <Text color="gray.600">{n.description}</Text>}
            <Flex columnGap="4" rowGap="1" flexWrap="wrap" fontSize="sm" color="gray.500" mt="1" align="center">
              <Text asChild>
                <time dateTime={n.date}>{formatDateTimeId(n.date)}</time>
              </Text>
              <Link asChild color="brand.fg" fontWeight="semibold" minH="11">
                <RouterLink to={`/RincianPesanan?code=${encodeURIComponent(n.sales_order_code)}`} state={{ sales_order_code: n.sales_order_code }}>
                  {n.sales_order_code}
                </RouterLink>
              </Link>
            </Flex>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
