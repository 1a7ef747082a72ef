import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@tulus/server/routers/_app';
import type { Answer } from '../../lib/api/query-result.ts';
import { shownFor } from './receipt-shown.ts';

const LINK = { id: 7, code: 'SO-7' };
const answered = (status: string): Answer['driver']['delivery'] =>
  ({ header: { id: 12, sales_order_code: 'SO-12', status_sales_order: status }, detail: [] }) as unknown as Answer['driver']['delivery'];
const refused = (httpStatus: number) =>
  new TRPCClientError<AppRouter>('Pesanan tidak ditemukan.', { result: { error: { message: 'x', code: -32600, data: { httpStatus } } } as never });

describe('shownFor (the receipt page for a link with a code)', () => {
  it('asks for the photo of an order on its way, for the order as the gateway has it', () => {
    expect(shownFor({ data: answered('pesanan_sedang_dikirim'), isLoading: false, error: null }, LINK)).toEqual({ form: { id: 12, code: 'SO-12' } });
  });

  it('says the receipt is in for a delivered order, confirmed or not', () => {
    for (const status of ['pesanan_telah_dikirim', 'pesanan_telah_diterima']) {
      expect(shownFor({ data: answered(status), isLoading: false, error: null }, LINK)).toMatchObject({ done: { code: 'SO-12', title: 'Bukti penerimaan pesanan ini sudah diunggah.' } });
    }
  });

  it('shows nothing yet while the first read is on its way', () => {
    expect(shownFor({ isLoading: true, error: null }, LINK)).toBeNull();
  });

  it('names an order the gateway refuses (not found)', () => {
    expect(shownFor({ isLoading: false, error: refused(404) }, LINK)).toEqual({ missing: true });
  });

  it("asks for the photo of the link's order when nothing answered: no signal (the read waits), or the gateway failing", () => {
    expect(shownFor({ isLoading: false, error: null }, LINK)).toEqual({ form: LINK });
    expect(shownFor({ isLoading: false, error: new TRPCClientError<AppRouter>('Failed to fetch') }, LINK)).toEqual({ form: LINK });
    expect(shownFor({ isLoading: false, error: refused(504) }, LINK)).toEqual({ form: LINK });
  });
});
