import { useEffect, useState } from 'react';
import { otpResendWaitLeft } from '@tulus/shared/rules/otp';
import { readOtpRequestedAt } from './otp-request-time.ts';

/** Seconds until another OTP may be requested (spec: 60 s), ticking once a second while above 0. */
export function useOtpResendWait(): { secondsLeft: number; restart: () => void } {
  const [requestedAt, setRequestedAt] = useState(readOtpRequestedAt);
  const [now, setNow] = useState(Date.now);
  const secondsLeft = otpResendWaitLeft(requestedAt, now);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [secondsLeft]);

  const restart = () => {
    setRequestedAt(readOtpRequestedAt());
    setNow(Date.now());
  };
  return { secondsLeft, restart };
}
