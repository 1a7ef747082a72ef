import { UploadCancelled, UploadError } from '../../lib/errors.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { isSuccess, readUploadBody, sendForm, type FormAnswer } from '../../lib/send-form.ts';
import { queueDb, type QueuedUpload } from './upload-queue-db.ts';
import { UPLOAD_QUIET_LIMIT_MS } from '../../lib/answer-time-limit.ts';
import { changeSignal } from '../../lib/change-signal.ts';

/**
 * One try of an upload: sent, no signal (try again later), server trouble or the same upload
 * still in progress (try again later), an answer that refuses it, stopped by the driver, or
 * 'unknown': an earlier try reached the provider and its answer was lost, and the provider cannot
 * be asked. Sending that one again could record it twice, so it is never retried; the driver is
 * told what is known.
 */
type Attempt =
  | { kind: 'sent'; data: unknown }
  | { kind: 'no-signal' }
  | { kind: 'busy'; message: string }
  | { kind: 'unknown'; message: string }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'cancelled' };

/** How far the photo of an item being sent has gone: bytes sent and the form's size. */
export type UploadProgress = { sent: number; total: number };

/** Who watches one send as it happens (the form that started it) and may stop it. */
export type LiveSend = { onProgress?: (sentBytes: number, totalBytes: number) => void; signal?: AbortSignal };

const FIRST_BACKOFF_MS = 5_000;
const MAX_BACKOFF_MS = 5 * 60_000;
/** Server trouble (5xx, the same upload still in progress) is retried this often before the item shows as failed. */
const MAX_SERVER_TRIES = 5;
/** Sent items stay listed for a day so the driver sees that they went. */
const KEEP_SENT_MS = 24 * 60 * 60_000;
/** Without signal nothing is tried; the 'online' event wakes the queue, and this checks now and then in case it never comes. */
const OFFLINE_CHECK_MS = 30_000;

/** What a screen hands the queue: the queued item's own fields, and the photo as picked. */
export type UploadDraft = Pick<QueuedUpload, 'owner' | 'path' | 'title' | 'subject' | 'fields' | 'fileField'> & { file: File };

export type SubmitResult = { status: 'sent'; data: unknown } | { status: 'queued' };

let owner: string | null = null;
let items: QueuedUpload[] = [];
/** In memory only: a percentage means nothing after a reload, the send starts over. */
let progress: Readonly<Record<string, UploadProgress>> = {};
/** The sends in flight from the queue itself, so 'Batal' can stop one. */
const inFlight = new Map<string, AbortController>();
const changes = changeSignal();
let onSent: ((item: QueuedUpload) => void) | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let processing = false;
let processAgain = false;

function publish(): void {
  items = [...items];
  changes.notify();
}

function setProgress(id: string, value: UploadProgress | null): void {
  const { [id]: _dropped, ...rest } = progress;
  progress = value ? { ...rest, [id]: value } : rest;
  changes.notify();
}

/** Keeps the item in memory and on the device; a storage failure must not lose the in-memory state. */
async function save(item: QueuedUpload): Promise<void> {
  const at = items.findIndex((i) => i.id === item.id);
  if (at >= 0) items[at] = item;
  else if (item.owner === owner) items.push(item);
  publish();
  await queueDb.put(item).catch(() => {});
}

function backoff(tries: number): number {
  const base = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, tries - 1));
  // A little jitter, so phones that regain signal together do not all send at the same second.
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

async function attempt(item: QueuedUpload, live: LiveSend = {}): Promise<Attempt> {
  // A record whose photo the device lost cannot be sent however often it is tried.
  if (!item.file) return { kind: 'refused', status: 0, message: 'Foto unggahan ini tidak tersimpan di perangkat. Hapus dan unggah ulang.' };
  if (!navigator.onLine) return { kind: 'no-signal' };
  const form = new FormData();
  for (const [name, value] of Object.entries(item.fields)) form.append(name, value);
  form.append('captured_at', new Date(item.capturedAt).toISOString());
  form.append(item.fileField, item.file, item.fileName);
  let answer: FormAnswer;
  try {
    answer = await sendForm(item.path, form, {
      headers: { 'Idempotency-Key': item.id },
      // A weak signal can take minutes for a phone's photo (the gateway compresses it, not the phone): a send
      // is cut only when nothing moves for the quiet limit, and then counts as no signal. A limit on the whole
      // send would cut a 4 MB photo at 16 KB/s (over four minutes) on every try, and it would never go.
      quietMs: UPLOAD_QUIET_LIMIT_MS,
      signal: live.signal,
      onProgress: (sent, total) => {
        setProgress(item.id, { sent, total });
        live.onProgress?.(sent, total);
      },
    });
  } catch (error) {
    return error instanceof UploadCancelled ? { kind: 'cancelled' } : { kind: 'no-signal' };
  } finally {
    setProgress(item.id, null);
  }
  const body = readUploadBody(answer.text);
  // The answer was cut off: whether it arrived is unknown, and the key makes a resend safe.
  if (!body && isSuccess(answer.status)) return { kind: 'no-signal' };
  if (isSuccess(answer.status) && body?.ok) return { kind: 'sent', data: body.data };
  const message = body?.error?.message ?? 'Terjadi kesalahan server. Pastikan file dan data Anda benar.';
  const reason = body?.error?.reason;
  if (reason === 'outcome_unknown') return { kind: 'unknown', message };
  // 'in_progress': the gateway is still on an earlier try of this key; its answer comes with the next try.
  if (reason === 'in_progress' || answer.status >= 500) return { kind: 'busy', message };
  return { kind: 'refused', status: answer.status, message };
}

async function markSent(item: QueuedUpload): Promise<void> {
  await save({ ...item, state: 'sent', sentAt: Date.now(), file: null, error: undefined });
  onSent?.(item);
}

function schedule(): void {
  clearTimeout(timer);
  const waiting = items.filter((i) => i.state === 'waiting');
  if (!waiting.length) return;
  const next = Math.min(...waiting.map((i) => i.nextTryAt));
  // Offline, a due item would be picked up and put back at once, over and over: wait for the signal instead.
  const delay = navigator.onLine ? Math.max(0, next - Date.now()) : OFFLINE_CHECK_MS;
  timer = setTimeout(() => void processQueue(), delay);
}

/** Sends the waiting items that are due, one at a time (a weak signal carries one photo better than three). */
async function processQueue(): Promise<void> {
  if (processing) {
    processAgain = true;
    return;
  }
  processing = true;
  try {
    do {
      processAgain = false;
      for (const item of items.filter((i) => i.state === 'waiting' && i.nextTryAt <= Date.now())) {
        if (!navigator.onLine) break;
        // Taken off the list (or retried) while an earlier item was being sent.
        if (!items.some((i) => i.id === item.id && i.state === 'waiting')) continue;
        await save({ ...item, state: 'sending' });
        const controller = new AbortController();
        inFlight.set(item.id, controller);
        const result = await attempt(item, { signal: controller.signal }).finally(() => inFlight.delete(item.id));
        const tries = item.attempts + 1;
        if (result.kind === 'sent') await markSent(item);
        // Stopped by the driver: kept, with 'Coba lagi' (the same key, so a send that did arrive is not doubled).
        else if (result.kind === 'cancelled') await save({ ...item, state: 'failed', attempts: tries, error: new UploadCancelled().message });
        else if (result.kind === 'no-signal') await save({ ...item, state: 'waiting', attempts: tries, nextTryAt: Date.now() + backoff(tries) });
        else if (result.kind === 'busy' && tries < MAX_SERVER_TRIES) await save({ ...item, state: 'waiting', attempts: tries, nextTryAt: Date.now() + backoff(tries), error: result.message });
        else if (result.kind === 'unknown') await save({ ...item, state: 'unknown', attempts: tries, file: null, error: result.message });
        else await save({ ...item, state: 'failed', attempts: tries, error: result.message });
      }
    } while (processAgain);
  } finally {
    processing = false;
    schedule();
  }
}

/** Signal is back: everything waiting goes now rather than at its backoff time. */
function onOnline(): void {
  for (const item of items) if (item.state === 'waiting') item.nextTryAt = 0;
  void processQueue();
}

let stopTimer: ReturnType<typeof setTimeout> | undefined;

function stop(): void {
  window.removeEventListener('online', onOnline);
  clearTimeout(timer);
  owner = null;
  onSent = null;
  items = [];
  publish();
}

/**
 * Starts the queue for the signed-in driver: loads their items, sends what waits, and sends
 * again whenever the browser says it is online. The returned release stops it a moment later
 * unless a driver screen starts it again: moving between driver screens keeps it running,
 * signing out (or another driver signing in) stops it.
 */
export function startUploadQueue(driver: string, sent: (item: QueuedUpload) => void): () => void {
  clearTimeout(stopTimer);
  onSent = sent;
  const release = () => {
    clearTimeout(stopTimer);
    stopTimer = setTimeout(stop, 1_000);
  };
  if (owner === driver) return release;
  if (owner) stop();
  owner = driver;
  window.addEventListener('online', onOnline);
  void queueDb
    .all()
    .then(async (stored) => {
      if (owner !== driver) return;
      const now = Date.now();
      const mine: QueuedUpload[] = [];
      for (const item of stored) {
        if (item.state === 'sent' && now - (item.sentAt ?? 0) > KEEP_SENT_MS) await queueDb.delete(item.id).catch(() => {});
        // A send the tab was closed in the middle of: tried again with the same key.
        else if (item.owner === driver) mine.push(item.state === 'sending' ? { ...item, state: 'waiting', nextTryAt: 0 } : item);
      }
      // Items added while loading (a submit right after sign-in) are kept.
      items = [...mine.filter((m) => !items.some((i) => i.id === m.id)), ...items].sort((a, b) => a.queuedAt - b.queuedAt);
      publish();
      void processQueue();
    })
    .catch(() => {
      // No IndexedDB (a private window on some browsers): uploads are sent directly, nothing is kept.
    });
  return release;
}

/**
 * Sends an upload through the queue. Sent at once when there is signal; without signal it is
 * kept on the device and 'queued' is returned. A refusal (a wrong file, a session that ended,
 * a server error) is thrown as before and nothing is kept: the driver sees it on the form.
 * An answer of 'unknown' (see Attempt) is thrown with the reason 'outcome_unknown'.
 */
export function submitUpload(draft: UploadDraft, live: LiveSend = {}): Promise<SubmitResult> {
  // The same thing submitted again while its first send is on its way (a double tap) is that send, with its key.
  const subject = `${draft.owner}\n${draft.subject}`;
  const running = submitting.get(subject);
  if (running) return running;
  const submission = send(draft, live).finally(() => submitting.delete(subject));
  submitting.set(subject, submission);
  return submission;
}

/** Submissions being sent now, by owner and subject. */
const submitting = new Map<string, Promise<SubmitResult>>();

async function send(draft: UploadDraft, live: LiveSend): Promise<SubmitResult> {
  const pending = items.find((i) => i.owner === draft.owner && i.subject === draft.subject && i.state !== 'sent');
  // The same upload whose answer was lost and cannot be checked: not sent again, said again.
  if (pending?.state === 'unknown') throw new UploadError(pending.error ?? '', 409, 'outcome_unknown');
  if (pending) throw new UploadError('Unggahan ini sudah ada di antrean dan akan dikirim saat sinyal kembali.', 0);
  const item: QueuedUpload = {
    id: newIdempotencyKey(),
    owner: draft.owner,
    path: draft.path,
    title: draft.title,
    subject: draft.subject,
    fields: draft.fields,
    fileField: draft.fileField,
    file: draft.file,
    fileName: draft.file.name || `${draft.fileField}.jpg`,
    capturedAt: draft.file.lastModified || Date.now(),
    queuedAt: Date.now(),
    state: 'sending',
    attempts: 0,
    nextTryAt: 0,
  };
  // On the device before the first byte goes out: a tab closed mid-send still has it.
  let kept = true;
  await queueDb.put(item).catch(() => {
    kept = false;
  });
  const result = await attempt(item, live);
  if (result.kind === 'sent') {
    await queueDb.delete(item.id).catch(() => {});
    return { status: 'sent', data: result.data };
  }
  if (result.kind === 'cancelled') {
    await queueDb.delete(item.id).catch(() => {});
    throw new UploadCancelled();
  }
  if (result.kind === 'no-signal' && kept) {
    await save({ ...item, state: 'waiting', attempts: 1, nextTryAt: Date.now() + backoff(1) });
    schedule();
    return { status: 'queued' };
  }
  await queueDb.delete(item.id).catch(() => {});
  if (result.kind === 'no-signal') throw new UploadError('Network error', 0);
  if (result.kind === 'unknown') throw new UploadError(result.message, 409, 'outcome_unknown');
  throw new UploadError(result.message, result.kind === 'refused' ? result.status : 500);
}

/** 'Coba lagi' on a failed item: back to waiting, sent now if there is signal. */
export function retryUpload(id: string): void {
  const item = items.find((i) => i.id === id);
  if (!item || item.state !== 'failed') return;
  void save({ ...item, state: 'waiting', attempts: 0, nextTryAt: 0, error: undefined }).then(() => processQueue());
}

/** 'Batal' on an item being sent from the queue: the send stops and the item waits for 'Coba lagi'. */
export function cancelUpload(id: string): void {
  inFlight.get(id)?.abort();
}

/** Takes an item off the list: a failed one the driver gives up on, or a sent one they have seen. */
export function removeUpload(id: string): void {
  items = items.filter((i) => i.id !== id);
  publish();
  void queueDb.delete(id).catch(() => {});
}

export const uploadQueueStore = {
  subscribe: changes.subscribe,
  snapshot: () => items,
  progress: () => progress,
};
