import { FrameLink } from '../../layout/FrameLink.tsx';
import { TOP_BAR_ICON } from '../../layout/top-bar-classes.ts';
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
  // Part of the top bar: plain elements styled by layout/frame.css.
  return (
    <div className="top-bar__marked">
      <FrameLink to="/Notifikasi" aria-label={label} className={TOP_BAR_ICON}>
        <Bell />
      </FrameLink>
      {unread > 0 && (
        <span className="top-bar__unread" aria-hidden data-testid="notification-count">
          {unread > 9 ? '9+' : unread}
        </span>
      )}
    </div>
  );
}
