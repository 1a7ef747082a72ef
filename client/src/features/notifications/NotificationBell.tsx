import { Link as RouterLink } from 'react-router-dom';
import { Box, IconButton } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.ts';
import { useNotifications } from './use-notifications.ts';

/**
 * The top navigation's bell with the number of unread notifications. Asked for once the screen
 * has painted, so it never holds up the first one (and a page drawn on the server has no count).
 */
export function NotificationBell() {
  const painted = useAfterFirstPaint();
  const { unread } = useNotifications({ enabled: painted });
  const label = unread ? `Notifikasi, ${unread} belum dibaca` : 'Notifikasi';
  return (
    <Box position="relative">
      <IconButton asChild variant="ghost" aria-label={label} size="sm" minW="11" minH="11">
        <RouterLink to="/Notifikasi">
          <Bell />
        </RouterLink>
      </IconButton>
      {unread > 0 && (
        <Box
          position="absolute"
          top="1"
          right="0.5"
          minW="5"
          h="5"
          px="1"
          borderRadius="full"
          bg="red.600"
          color="white"
          fontSize="2xs"
          fontWeight="bold"
          display="flex"
          alignItems="center"
          justifyContent="center"
          pointerEvents="none"
          aria-hidden
          data-testid="notification-count"
        >
          {unread > 9 ? '9+' : unread}
        </Box>
      )}
    </Box>
  );
}
