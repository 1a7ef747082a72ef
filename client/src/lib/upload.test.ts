import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadCancelled, UploadError } from './errors.ts';
import { UPLOAD_QUIET_LIMIT_MS } from './answer-time-limit.ts';
import { uploadForm } from './upload.ts';

/**
 * A stand-in for the browser's XMLHttpRequest with what uploadForm uses: the test plays the
 * network (progress of the body, the answer, a dropped connection).
 */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  timeout = 0;
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The network's side. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

const form = () => {
  const data = new FormData();
  data.set('sales_order_id', '7');
  return data;
};

describe('uploadForm', () => {
  it('posts the form with its headers and reports the bytes sent before the answer', async () => {
    const seen: Array<[number, number]> = [];
    const sending = uploadForm('/api/uploads/payment-proof', form(), 'gagal', { idempotencyKey: 'kunci-0001', onProgress: (sent, total) => seen.push([sent, total]) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/uploads/payment-proof', true]);
    expect(xhr.headers).toEqual({ 'X-Tulus-Request': '1', 'Idempotency-Key': 'kunci-0001' });
    expect((xhr.body as FormData).get('sales_order_id')).toBe('7');
    xhr.progress(1_000, 4_000);
    xhr.progress(4_000, 4_000);
    expect(seen).toEqual([
      [1_000, 4_000],
      [4_000, 4_000],
    ]);
    xhr.answer(200, JSON.stringify({ ok: true, data: { sales_order_code: 'SO-1' } }));
    await expect(sending).resolves.toEqual({ sales_order_code: 'SO-1' });
  });

  it("sends no Idempotency-Key unless given one", async () => {
    const sending = uploadForm('/api/uploads/membership', form(), 'gagal');
    expect(FakeXhr.last.headers).toEqual({ 'X-Tulus-Request': '1' });
    FakeXhr.last.answer(200, JSON.stringify({ ok: true, data: null }));
    await sending;
  });

  it('stops when its signal is aborted, as a cancellation rather than a failure', async () => {
    const controller = new AbortController();
    const sending = uploadForm('/api/uploads/payment-proof', form(), 'gagal', { signal: controller.signal });
    FakeXhr.last.progress(500, 4_000);
    controller.abort();
    await expect(sending).rejects.toBeInstanceOf(UploadCancelled);
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it('does not start when its signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadForm('/api/uploads/payment-proof', form(), 'gagal', { signal: controller.signal })).rejects.toBeInstanceOf(UploadCancelled);
  });

  it("names a refusal with the gateway's message, a non-JSON answer and a lost connection in the spec's words", async () => {
    const refused = uploadForm('/api/uploads/payment-proof', form(), 'gagal');
    FakeXhr.last.answer(400, JSON.stringify({ ok: false, error: { message: 'Hanya format gambar jpg, jpeg, dan png yang diperbolehkan.' } }));
    await expect(refused).rejects.toMatchObject({ message: 'Hanya format gambar jpg, jpeg, dan png yang diperbolehkan.', status: 400 });

    const garbled = uploadForm('/api/uploads/payment-proof', form(), 'gagal');
    FakeXhr.last.answer(502, '<html>Bad Gateway</html>');
    await expect(garbled).rejects.toMatchObject({ message: 'Terjadi kesalahan server. Pastikan file dan data Anda benar.', status: 502 });

    const lost = uploadForm('/api/uploads/payment-proof', form(), 'gagal');
    FakeXhr.last.onerror?.();
    const error = await lost.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).not.toBeInstanceOf(UploadCancelled);
    expect(error).toMatchObject({ message: 'Network error', status: 0 });
  });

  describe('on a weak signal', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('is not cut while its bytes still move, however long the photo takes', async () => {
      const sending = uploadForm('/api/uploads/payment-proof', form(), 'gagal');
      const xhr = FakeXhr.last;
      // Five minutes for 4 MB, a little every 50 s.
      for (let sent = 1; sent <= 6; sent++) {
        await vi.advanceTimersByTimeAsync(50_000);
        xhr.progress(sent * 700_000, 4_200_000);
      }
      await vi.advanceTimersByTimeAsync(UPLOAD_QUIET_LIMIT_MS - 1);
      expect(xhr.aborted).toBe(false);
      xhr.answer(200, JSON.stringify({ ok: true, data: null }));
      await expect(sending).resolves.toBeNull();
    });

    it("ends after a quiet minute as no answer ('Network error'), not as the customer's 'Batal'", async () => {
      const sending = uploadForm('/api/uploads/payment-proof', form(), 'gagal');
      const caught = sending.catch((e: unknown) => e);
      FakeXhr.last.progress(4_200_000, 4_200_000);
      await vi.advanceTimersByTimeAsync(UPLOAD_QUIET_LIMIT_MS);
      expect(FakeXhr.last.aborted).toBe(true);
      const error = await caught;
      expect(error).toBeInstanceOf(UploadError);
      expect(error).not.toBeInstanceOf(UploadCancelled);
      expect(error).toMatchObject({ message: 'Network error', status: 0 });
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
