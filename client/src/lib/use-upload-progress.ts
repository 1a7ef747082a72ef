import { useCallback, useRef, useState } from 'react';

/** Bytes sent of an upload's whole form, and its size. */
export type Progress = { sent: number; total: number };

/**
 * The state of one upload a screen starts: its progress for <UploadProgress/>, and the signal
 * its 'Batal' aborts. `begin()` hands the options to pass to uploadForm or the driver's queue.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<Progress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const begin = useCallback(() => {
    controller.current = new AbortController();
    setProgress({ sent: 0, total: 0 });
    return {
      signal: controller.current.signal,
      onProgress: (sent: number, total: number) => setProgress({ sent, total }),
    };
  }, []);
  const end = useCallback(() => {
    controller.current = null;
    setProgress(null);
  }, []);
  const cancel = useCallback(() => controller.current?.abort(), []);

  return { progress, begin, end, cancel };
}
