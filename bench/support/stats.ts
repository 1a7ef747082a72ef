/** Nearest-rank percentile of the values (p in 0..100); 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export const kb = (bytes: number) => `${round(bytes / 1024)} KB`;
export const mb = (bytes: number) => `${round(bytes / 1024 / 1024)} MB`;
export const ms = (value: number) => `${round(value)} ms`;
