import { useEffect, useState } from 'react';

/** A preview URL for a chosen file, released when the file changes or the screen closes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // The URL is a resource to release, so it is made here and not during render (where React may
    // render twice and keep one); showing it needs a second render, which is the point of the state.
    const next = file ? URL.createObjectURL(file) : null;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the resource is made in the effect that releases it
    setUrl(next);
    return () => {
      if (next) URL.revokeObjectURL(next);
    };
  }, [file]);
  return url;
}
