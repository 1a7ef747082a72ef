import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ORDER_STATUSES } from '@tulus/shared/rules/order-status';
import { UpstreamError } from '../provider/errors.ts';

/** Per-call wording from the spec's error catalogue (section 8), where it has one. */
export type FailureMessages = {
  /** The provider cannot be reached ('Network error', 'Kesalahan jaringan'). */
  unreachable?: string;
  /** A refusal without a message of its own, or a broken answer ('Login failed', 'Request failed'). */
  fallback?: string;
  /** Messages by the provider's status code, overriding its own text (e.g. 401 at login). */
  byStatus?: Record<number, string>;
};

export const DEFAULT_MESSAGES = {
  unreachable: 'Network error',
  timeout: 'Server tidak merespons. Silakan coba lagi.',
  fallback: 'Terjadi kesalahan. Harap coba lagi nanti.',
} as const;

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
};

const RAW_STATUS = new RegExp(`\\s*\\((?:${ORDER_STATUSES.join('|')})\\)`, 'g');

/**
 * The provider's own wording without its internal status names: 'Bukti tidak dapat diunggah: status
 * pesanan saat ini Pesanan Telah di Kirim (pesanan_telah_dikirim).' loses the part in brackets.
 */
export const withoutStatusCodes = (message: string) => message.replace(RAW_STATUS, '');

/** The one place an upstream failure becomes what the caller sees. */
export function toTrpcError(error: unknown, messages: FailureMessages = {}): TRPCError {
  if (error instanceof TRPCError) return error;
  if (!(error instanceof UpstreamError)) {
    return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: DEFAULT_MESSAGES.fallback, cause: error });
  }
  switch (error.kind) {
    case 'unreachable':
      return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: messages.unreachable ?? DEFAULT_MESSAGES.unreachable, cause: error });
    case 'timeout':
      return new TRPCError({ code: 'GATEWAY_TIMEOUT', message: DEFAULT_MESSAGES.timeout, cause: error });
    case 'bad_response':
      return new TRPCError({ code: 'BAD_GATEWAY', message: messages.fallback ?? DEFAULT_MESSAGES.fallback, cause: error });
    case 'rejected': {
      const status = error.status ?? 400;
      if (status >= 500) {
        return new TRPCError({ code: 'BAD_GATEWAY', message: messages.fallback ?? DEFAULT_MESSAGES.fallback, cause: error });
      }
      const message = messages.byStatus?.[status] ?? (error.providerMessage && withoutStatusCodes(error.providerMessage)) ?? messages.fallback ?? DEFAULT_MESSAGES.fallback;
      return new TRPCError({ code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message, cause: error });
    }
  }
}
