import { useQuery } from '@tanstack/react-query';

export type RuntimeConfig = { mapTileUrl: string };
const FALLBACK: RuntimeConfig = { mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' };

/** Settings chosen per deployment (the gateway's /config.json), not baked into the build. */
export function useRuntimeConfig(): RuntimeConfig {
  const query = useQuery({
    queryKey: ['runtime-config'],
    queryFn: async () => {
      const res = await fetch('/config.json');
      if (!res.ok) return FALLBACK;
      return (await res.json()) as RuntimeConfig;
    },
    staleTime: Infinity,
  });
  return query.data ?? FALLBACK;
}
