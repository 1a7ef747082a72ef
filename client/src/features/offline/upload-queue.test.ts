import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Errors from '../../lib/errors.ts';
import { NoAnswer } from '../../lib/errors.ts';
import type * as SendForm from '../../lib/send-form.ts';
import type { FormAnswer, SendFormOptions } from '../../lib/send-form.ts';
import type { QueuedUpload } from './upload-queue-db.ts';
import type * as UploadQueue from './upload-queue.ts';

/** IndexedDB stand-in: the queue's records by id, as upload-queue-db.ts keeps them. */
const stored = new Map<string, QueuedUpload>();
vi.mock('./upload-queue-db.ts', () => ({
  queueDb: {
    all: async () => [...stored.values()].map((item) => ({ ...item })),
    put: async (item: QueuedUpload) => void stored.set(item.id, { ...item }),
    delete: async (id: string) => void stored.delete(id),
  },
}));

/** The upload transport (XMLHttpRequest in a browser): what the queue sent, and the answer the test gives. */
const sendMock = vi.fn<(path: string, form: FormData, options: SendFormOptions) => Promise<FormAnswer>>();
vi.mock('../../lib/send-form.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof SendForm>()),
  sendForm: (path: string, form: FormData, options: SendFormOptions) => sendMock(path, form, options),
}));

type Queue = typeof UploadQueue;

const DRIVER = 'driver.jakarta@tulus.co.id';
const TAKEN_AT = Date.parse('2026-11-23T03:00:00Z');
let online = true;
/** How often the queue looked at the connection: a busy loop looks thousands of times. */
let onlineChecks = 0;
let queue: Queue;
/** The error classes of the same module graph as the queue (reset before each test). */
let UploadCancelled: typeof Errors.UploadCancelled;

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'galon.jpg', { type: 'image/jpeg', lastModified: TAKEN_AT });
const receipt = (orderId = 42) => ({
  owner: DRIVER,
  path: '/api/uploads/delivery-receipt' as const,
  title: `Bukti penerimaan SO-${orderId}`,
  subject: `receipt:${orderId}`,
  fields: { sales_order_id: String(orderId) },
  fileField: 'image',
  file: photo(),
});
const answer = (status: number, body: unknown): FormAnswer => ({ status, text: JSON.stringify(body) });
const ok = () => answer(200, { ok: true, data: { status_sales_order: 'pesanan_telah_dikirim' } });
const keysSent = () => sendMock.mock.calls.map(([, , options]) => options.headers?.['Idempotency-Key']);
const snapshot = () => queue.uploadQueueStore.snapshot();
/** Lets the queue's promise chains (storage, sends) run. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};
const goOnline = async () => {
  online = true;
  window.dispatchEvent(new Event('online'));
  await vi.advanceTimersByTimeAsync(0);
  await settle();
};

beforeEach(async () => {
  vi.useFakeTimers();
  stored.clear();
  online = true;
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('navigator', {
    get onLine() {
      onlineChecks += 1;
      return online;
    },
  });
  sendMock.mockReset();
  sendMock.mockImplementation(async () => {
    if (!online) throw new NoAnswer('network error');
    return ok();
  });
  vi.resetModules();
  queue = await import('./upload-queue.ts');
  ({ UploadCancelled } = await import('../../lib/errors.ts'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the driver upload queue', () => {
  it('sends at once with signal, with an idempotency key, the write header of the shop and the capture time, and keeps nothing', async () => {
    const sent = vi.fn();
    queue.startUploadQueue(DRIVER, sent);
    await settle();
    await expect(queue.submitUpload(receipt())).resolves.toEqual({ status: 'sent', data: { status_sales_order: 'pesanan_telah_dikirim' } });
    expect(sendMock).toHaveBeenCalledTimes(1);
    const [url, form, options] = sendMock.mock.calls[0]!;
    expect(url).toBe('/api/uploads/delivery-receipt');
    expect(options.headers?.['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // Limited by silence, not by its whole time: a photo still moving on a weak signal is not cut (lib/upload.test.ts).
    expect(options.quietMs).toBe(60_000);
    expect('timeoutMs' in options).toBe(false);
    // The header no form can send (the gateway refuses an upload without it) is sendForm's own: lib/upload.test.ts.
    expect(form.get('sales_order_id')).toBe('42');
    expect(form.get('captured_at')).toBe(new Date(TAKEN_AT).toISOString());
    expect((form.get('image') as File).name).toBe('galon.jpg');
    expect(stored.size).toBe(0);
    expect(snapshot()).toEqual([]);
  });

  it('without signal keeps the upload on the device with its capture time, and does not spin while offline', async () => {
    queue.startUploadQueue(DRIVER, () => {});
    await settle();
    online = false;
    await expect(queue.submitUpload(receipt())).resolves.toEqual({ status: 'queued' });
    expect(sendMock).not.toHaveBeenCalled();
    const [item] = [...stored.values()];
    expect(item).toMatchObject({ owner: DRIVER, state: 'waiting', capturedAt: TAKEN_AT, fileName: 'galon.jpg' });
    expect(item!.file).toBeInstanceOf(Blob);
    expect(snapshot().map((i) => i.state)).toEqual(['waiting']);

    // Minutes without signal: nothing is tried and the queue does not busy-loop on its timer.
    onlineChecks = 0;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(sendMock).not.toHaveBeenCalled();
    expect(onlineChecks).toBeLessThan(30);
  });

  it('sends what waits when the signal returns, with the same key, and drops the photo once sent', async () => {
    const sent = vi.fn();
    queue.startUploadQueue(DRIVER, sent);
    await settle();
    online = false;
    await queue.submitUpload(receipt());
    const key = [...stored.keys()][0];

    await goOnline();
    expect(keysSent()).toEqual([key]);
    expect(snapshot()).toMatchObject([{ id: key, state: 'sent', file: null }]);
    expect(stored.get(key!)).toMatchObject({ state: 'sent', file: null });
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('a send whose answer is lost is tried again later with the same key', async () => {
    queue.startUploadQueue(DRIVER, () => {});
    await settle();
    online = false;
    await queue.submitUpload(receipt());
    sendMock.mockImplementationOnce(async () => {
      throw new NoAnswer('network changed');
    });
    await goOnline();
    expect(snapshot()[0]).toMatchObject({ state: 'waiting', attempts: 2 });
    // The backoff (about 10 s after two tries, with jitter) passes; the resend carries the same key.
    await vi.advanceTimersByTimeAsync(15_000);
    await settle();
    const keys = keysSent();
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(snapshot()[0]!.state).toBe('sent');
  });

  it('a refusal from the queue shows as failed with its message; Coba lagi sends it again', async () => {
    queue.startUploadQueue(DRIVER, () => {});
    await settle();
    online = false;
    await queue.submitUpload(receipt());
    sendMock.mockImplementationOnce(async () => answer(401, { error: { message: 'Harap login kembali' } }));
    await goOnline();
    expect(snapshot()[0]).toMatchObject({ state: 'failed', error: 'Harap login kembali' });

    queue.retryUpload(snapshot()[0]!.id);
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(snapshot()[0]).toMatchObject({ state: 'sent' });
    expect(new Set(keysSent()).size).toBe(1);
  });

  it('server trouble is retried a few times before the item shows as failed', async () => {
    queue.startUploadQueue(DRIVER, () => {});
    await settle();
    online = false;
    await queue.submitUpload(receipt());
    sendMock.mockImplementation(async () => answer(503, { error: { message: 'Layanan sedang sibuk.' } }));
    await goOnline();
    expect(snapshot()[0]!.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await settle();
    expect(snapshot()[0]).toMatchObject({ state: 'failed', error: 'Layanan sedang sibuk.' });
    expect(sendMock.mock.calls.length).toBe(4);
  });

  it("'in progress' (the gateway is still on an earlier try of the key) is tried again, never shown as failed", async () => {
    queue.startUploadQueue(DRIVER, () => {});
    await settle();
    online = false;
    await queue.submitUpload(receipt());
    sendMock.mockImplementationOnce(async () => answer(409, { error: { message: 'Permintaan yang sama masih diproses. Coba lagi sebentar.', reason: 'in_progress' } }));
    await goOnline();
    expect(snapshot()[0]!.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(15_000);
    await settle();
    expect(snapshot()[0]).toMatchObject({ state: 'sent' });
    expect(new Set(keysSent()).size).toBe(1);
  });

  it('a lost answer the gateway cannot check is never sent again: the driver reads what is known', async () => {
    const unknown = 'Pengembalian ini mungkin sudah tercatat, tetapi jawabannya tidak sampai. Hubungi admin sebelum mengirim ulang.';
    queue.startUploadQueue(DRIVER, () => {});
    await settle();
    online = false;
    await queue.submitUpload(receipt());
    sendMock.mockImplementation(async () => answer(409, { error: { message: unknown, reason: 'outcome_unknown' } }));
    await goOnline();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    await settle();
    expect(snapshot()[0]).toMatchObject({ state: 'unknown', error: unknown, file: null });
    expect(sendMock.mock.calls.length).toBe(1);
    // The same return submitted again from the form is not sent either.
    await expect(queue.submitUpload(receipt())).rejects.toMatchObject({ message: unknown, reason: 'outcome_unknown' });
    expect(sendMock.mock.calls.length).toBe(1);
  });

  it("the provider's own refusal (a 409 without a reason: the order is no longer on its way) is final", async () => {
    queue.startUploadQueue(DRIVER, () => {});
    await settle();
    online = false;
    await queue.submitUpload(receipt());
    sendMock.mockImplementation(async () => answer(409, { error: { message: 'Terjadi kesalahan saat mengunggah bukti penerimaan.', code: 'CONFLICT' } }));
    await goOnline();
    expect(snapshot()[0]).toMatchObject({ state: 'failed', error: 'Terjadi kesalahan saat mengunggah bukti penerimaan.' });
    expect(sendMock.mock.calls.length).toBe(1);
  });

  it('a double tap is one send with one key, and both taps get its answer', async () => {
    queue.startUploadQueue(DRIVER, () => {});
    await settle();
    const [first, second] = await Promise.all([queue.submitUpload(receipt()), queue.submitUpload(receipt())]);
    expect(first).toEqual({ status: 'sent', data: { status_sales_order: 'pesanan_telah_dikirim' } });
    expect(second).toEqual(first);
    expect(keysSent()).toHaveLength(1);
  });

  it('refuses a second upload of the same thing while the first waits', async () => {
    queue.startUploadQueue(DRIVER, () => {});
    await settle();
    online = false;
    await queue.submitUpload(receipt());
    await expect(queue.submitUpload(receipt())).rejects.toThrow('sudah ada di antrean');
    await expect(queue.submitUpload(receipt(43))).resolves.toEqual({ status: 'queued' });
    expect(stored.size).toBe(2);
  });

  it('a refusal on the first send is thrown to the form and nothing is kept', async () => {
    queue.startUploadQueue(DRIVER, () => {});
    await settle();
    sendMock.mockImplementationOnce(async () => answer(400, { error: { message: 'Format file tidak didukung.' } }));
    await expect(queue.submitUpload(receipt())).rejects.toMatchObject({ name: 'UploadError', message: 'Format file tidak didukung.', status: 400 });
    expect(stored.size).toBe(0);
    expect(snapshot()).toEqual([]);
  });

  it("loads only the signed-in driver's items, and resends one a closed tab left mid-send", async () => {
    const base = { path: '/api/uploads/product-return', title: 'Pengembalian', fields: {}, fileField: 'proof_of_return', file: photo(), fileName: 'galon.jpg', capturedAt: TAKEN_AT, queuedAt: TAKEN_AT, attempts: 1, nextTryAt: 0 } as const;
    stored.set('key-mine-0001', { ...base, id: 'key-mine-0001', owner: DRIVER, subject: 'a', state: 'sending' });
    stored.set('key-other-001', { ...base, id: 'key-other-001', owner: 'driver.surabaya@tulus.co.id', subject: 'b', state: 'waiting' });
    queue.startUploadQueue(DRIVER, () => {});
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(keysSent()).toEqual(['key-mine-0001']);
    expect(snapshot().map((i) => [i.id, i.state])).toEqual([['key-mine-0001', 'sent']]);
    expect(stored.get('key-other-001')!.state).toBe('waiting');
  });

  it("reports the photo's progress to the form that sent it, and 'Batal' on the form keeps nothing", async () => {
    queue.startUploadQueue(DRIVER, () => {});
    await settle();
    const seen: number[] = [];
    const controller = new AbortController();
    sendMock.mockImplementationOnce(async (_path, _form, options) => {
      options.onProgress?.(25, 100);
      options.onProgress?.(60, 100);
      controller.abort();
      throw new UploadCancelled();
    });
    const sending = queue.submitUpload(receipt(), { onProgress: (sent, total) => seen.push(Math.round((sent / total) * 100)), signal: controller.signal });
    await expect(sending).rejects.toBeInstanceOf(UploadCancelled);
    expect(seen).toEqual([25, 60]);
    expect(sendMock.mock.calls[0]![2].signal).toBe(controller.signal);
    expect(stored.size).toBe(0);
    expect(snapshot()).toEqual([]);
    expect(queue.uploadQueueStore.progress()).toEqual({});
  });

  it("shows a queued item's progress while it is sent, and 'Batal' leaves it failed with 'Coba lagi' on the same key", async () => {
    queue.startUploadQueue(DRIVER, () => {});
    await settle();
    online = false;
    await queue.submitUpload(receipt());
    const key = [...stored.keys()][0]!;
    let progressWhileSending: unknown = null;
    sendMock.mockImplementationOnce(
      (_path, _form, options) =>
        new Promise<FormAnswer>((_resolve, reject) => {
          options.onProgress?.(40, 200);
          progressWhileSending = queue.uploadQueueStore.progress();
          options.signal?.addEventListener('abort', () => reject(new UploadCancelled()));
        }),
    );
    await goOnline();
    expect(progressWhileSending).toEqual({ [key]: { sent: 40, total: 200 } });
    expect(snapshot()[0]!.state).toBe('sending');

    queue.cancelUpload(key);
    await settle();
    expect(snapshot()[0]).toMatchObject({ state: 'failed', error: 'Pengiriman dibatalkan.' });
    expect(queue.uploadQueueStore.progress()).toEqual({});
    queue.retryUpload(key);
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(snapshot()[0]!.state).toBe('sent');
    expect(new Set(keysSent())).toEqual(new Set([key]));
  });
});
