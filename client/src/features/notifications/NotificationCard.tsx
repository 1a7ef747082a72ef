import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, Flex, Heading, Link, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { formatDateTimeId } from '@tulus/shared/rules/format';
import type { Notification } from './use-notifications.ts';

export type NotificationKind = 'success' | 'processing' | 'expired';

// Spec: titles green, blue or red by state; the icon repeats it for people who do not see colour.
const LOOK: Record<NotificationKind, { color: string; bg: string; icon: typeof CircleCheck }> = {
  success: { color: 'green.700', bg: 'green.50', icon: CircleCheck },
  processing: { color: 'blue.700', bg: 'blue.50', icon: Clock },
  expired: { color: 'red.700', bg: 'red.50', icon: CircleAlert },
};

type Props = { notification: Notification; unread: boolean; onOpen: () => void };

/**
 * One notification, compact: what happened to which order, when, and the way to that order (the
 * whole card is the link). Unread ones have a dot and a tinted card; opening one marks it read.
 */
export function NotificationCard({ notification: n, unread, onOpen }: Props) {
  const look = LOOK[n.kind] ?? LOOK.processing;
  const Icon = look.icon;
  return (
    <LinkBox as="li" listStyleType="none" data-kind={n.kind} data-unread={unread || undefined}>
      <Card.Root variant="outline" bg={unread ? 'brand.50' : 'white'} borderColor={unread ? 'brand.200' : undefined} borderRadius="xl" _hover={{ borderColor: 'brand.300' }}>
        <Card.Body p={{ base: '3', md: '4' }}>
          <Flex gap="3" align="flex-start">
            <Box bg={look.bg} color={look.color} borderRadius="full" p="2" flexShrink="0" aria-hidden>
              <Icon size={18} />
            </Box>
            <Stack gap="0.5" minW="0" flex="1">
              <Flex gap="2" align="center">
                <Heading as="h2" size="sm" color={look.color} fontWeight={unread ? 'bold' : 'semibold'} flex="1" minW="0">
                  {n.title}
                </Heading>
                {unread && (
                  <Box boxSize="2.5" borderRadius="full" bg="red.600" flexShrink={0} role="img" aria-label="Belum dibaca" />
                )}
              </Flex>
              {n.product_name && (
                <Text fontSize="sm" fontWeight="medium" color="gray.800" lineClamp={1}>
                  {n.product_name}
                </Text>
              )}
              {n.description && (
                <Text fontSize="sm" color="gray.600" lineClamp={1}>
                  {n.description}
                </Text>
              )}
              <Flex columnGap="3" rowGap="0" flexWrap="wrap" fontSize="xs" color="gray.600" align="center">
                <Text asChild>
                  <time dateTime={n.date}>{formatDateTimeId(n.date)}</time>
                </Text>
                <LinkOverlay asChild>
                  <Link asChild color="brand.fg" fontWeight="semibold" minH="11" onClick={onOpen}>
                    <RouterLink to={`/RincianPesanan?code=${encodeURIComponent(n.sales_order_code)}`} state={{ sales_order_code: n.sales_order_code }}>
                      {n.sales_order_code}
                    </RouterLink>
                  </Link>
                </LinkOverlay>
              </Flex>
            </Stack>
          </Flex>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
