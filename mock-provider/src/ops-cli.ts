/**
 * The mock provider's back office from a terminal: approves or rejects payments, dispatches
 * or rejects orders, lists orders. It calls the /ops/* endpoints over HTTP, so it works
 * against a running provider (local or in a container) without touching its database.
 *
 *   npm run ops -- approve SO-20261122-0001
 *   npm run ops -- reject-payment SO-20261122-0001 "Nominal transfer tidak sesuai"
 *   npm run ops -- dispatch SO-20261122-0001 [driver_id]
 *   npm run ops -- reject-order SO-20261122-0001 "Stok habis"
 *   npm run ops -- list [status_sales_order]
 *   npm run ops -- set-deadline SO-20261122-0001 -60     (seconds from now; negative: already passed)
 *
 * PROVIDER_URL (default http://127.0.0.1:4100) and OPS_KEY (default the dev key) configure it.
 */
import { API_PREFIX } from '@tulus/shared/contract/envelope';
import { OPS_KEY_HEADER } from '@tulus/shared/contract/ops';
import { loadConfig } from './config.ts';

type Command = { path: string; body: Record<string, unknown> };

const USAGE = `Pemakaian: node src/ops-cli.ts <perintah> [argumen]
  approve <kode_pesanan>
  reject-payment <kode_pesanan> <alasan>
  dispatch <kode_pesanan> [driver_id]
  reject-order <kode_pesanan> <alasan>
  list [status_sales_order]
  set-deadline <kode_pesanan> <detik_dari_sekarang>`;

function withReason(path: string, code: string | undefined, reason: string | undefined): Command | null {
  return code && reason ? { path, body: { sales_order_code: code, reason } } : null;
}

function toCommand(args: readonly string[]): Command | null {
  const [name, first, ...rest] = args;
  const second = rest.join(' ') || undefined;
  switch (name) {
    case 'approve':
      return first ? { path: '/ops/approve-payment', body: { sales_order_code: first } } : null;
    case 'reject-payment':
      return withReason('/ops/reject-payment', first, second);
    case 'reject-order':
      return withReason('/ops/reject-order', first, second);
    case 'dispatch':
      if (!first || (second !== undefined && !/^\d+$/.test(second))) return null;
      return { path: '/ops/dispatch-order', body: { sales_order_code: first, ...(second ? { driver_id: Number(second) } : {}) } };
    case 'set-deadline':
      if (!first || second === undefined || !/^-?\d+$/.test(second)) return null;
      return { path: '/ops/set-payment-deadline', body: { sales_order_code: first, seconds_from_now: Number(second) } };
    case 'list':
      return { path: '/ops/list-orders', body: first ? { status_sales_order: first } : {} };
    default:
      return null;
  }
}

async function main(): Promise<number> {
  const command = toCommand(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  // Same defaults as the provider itself, so a local `npm start` needs no settings here.
  const config = loadConfig();
  const baseUrl = (process.env.PROVIDER_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/\/+$/, '');
  const response = await fetch(`${baseUrl}${API_PREFIX}${command.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [OPS_KEY_HEADER]: config.OPS_KEY },
    body: JSON.stringify(command.body),
  });
  const text = await response.text();
  try {
    console.log(JSON.stringify(JSON.parse(text), null, 2));
  } catch {
    console.log(text);
  }
  return response.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // fetch hides the real reason (refused connection, bad host) in `cause`.
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    console.error(`Gagal menghubungi provider: ${cause ?? (error instanceof Error ? error.message : String(error))}`);
    process.exit(1);
  },
);
