/**
 * The driver's unsent uploads, kept in IndexedDB so a photo taken without signal survives a
 * closed tab or a restarted phone. Files are stored as Blobs (IndexedDB keeps them as they are).
 */
export type UploadPath = '/api/uploads/delivery-receipt' | '/api/uploads/product-return';

/** 'unknown': it may have been recorded, its answer was lost, and the provider cannot be asked (never sent again). */
export type QueueState = 'waiting' | 'sending' | 'sent' | 'failed' | 'unknown';

export type QueuedUpload = {
  /** Also the Idempotency-Key: every resend of this item is the same upload to the gateway. */
  id: string;
  /** The driver's e-mail: another driver signing in on the phone neither sees nor sends these. */
  owner: string;
  path: UploadPath;
  /** What the queue shows, e.g. 'Bukti penerimaan SO-...'. */
  title: string;
  /** One item per thing at a time (a receipt per order): a second one is refused while the first waits. */
  subject: string;
  fields: Record<string, string>;
  fileField: string;
  /** Dropped once sent: only the record of it stays. */
  file: Blob | null;
  fileName: string;
  /** When the photo was taken (the file's lastModified), not when it was sent. */
  capturedAt: number;
  queuedAt: number;
  state: QueueState;
  attempts: number;
  nextTryAt: number;
  error?: string;
  sentAt?: number;
};

const DB_NAME = 'tulus-driver';
const STORE = 'uploads';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB tidak tersedia'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const request = action(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(request.result);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB gagal'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB dibatalkan'));
      }),
  );
}

export const queueDb = {
  all: () => run('readonly', (store) => store.getAll() as IDBRequest<QueuedUpload[]>),
  put: (item: QueuedUpload) => run('readwrite', (store) => store.put(item)).then(() => undefined),
  delete: (id: string) => run('readwrite', (store) => store.delete(id)).then(() => undefined),
};
