import { Activity, useState, type ReactNode } from 'react';

/**
 * A page kept once it has been drawn: hidden while another page shows, shown again as it was. For the
 * home page, the page a customer comes back to most: Back from a product's page drew the whole home
 * page again (about 240 ms to its list on a phone slowed 4x), and leaving it removed it all. React's Activity keeps
 * it hidden (`display: none`, out of the accessibility tree), its effects stopped, and renders its
 * updates at the lowest priority, after the page on screen (docs/performance.md section 29).
 */
export function KeptPage({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [drawn, setDrawn] = useState(shown);
  if (shown && !drawn) setDrawn(true);
  if (!drawn) return null;
  return <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity>;
}
