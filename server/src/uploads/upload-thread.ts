/**
 * The main thread's side of the upload worker (upload-worker.ts): it opens a form there, moves
 * the request's body chunks to it without copying, and asks for compressions. One worker per
 * process, started by the first upload rather than with the gateway (loading it and sharp there
 * costs a few hundred ms once, which a gateway that never sees an upload, like most tests, need not
 * pay). If it dies, what was waiting on it fails and the next upload starts a new one.
 */
import { isMarkedAsUntransferable, Worker } from 'node:worker_threads';
// libvips stays loaded for the life of the process: on glibc a worker thread that was the last to
// hold it would unload it when it exits (sharp's guidance for worker threads).
import 'sharp';
import type { FileInfo, FormLimits, FormRefusal, FromWorker, JobFailure, ToWorker } from './upload-worker.ts';

export type FormAnswer = { fields: Record<string, string>; files: FileInfo[] } | { refusal: FormRefusal };

export class JobFailed extends Error {
  readonly failure: JobFailure;
  constructor(failure: JobFailure) {
    super(failure.message);
    this.name = 'JobFailed';
    this.failure = failure;
  }
}

type Waiter<T> = { resolve: (value: T) => void; reject: (error: Error) => void };
type Running = { worker: Worker; forms: Map<number, Waiter<FormAnswer>>; jobs: Map<number, Waiter<FromWorker>>; alive: boolean };

/** One form being received: feed it the body, then wait for its answer. */
export type OpenForm = {
  answer: Promise<FormAnswer>;
  write(chunk: Buffer): void;
  end(): void;
  /** Drops the form and its files in the worker; a form still being read fails. */
  close(): void;
  compress(field: string, uploader: string): Promise<{ bytes: Buffer; width: number; height: number }>;
  take(field: string): Promise<Buffer>;
};

let running: Running | undefined;
let nextId = 1;

function start(): Running {
  if (running?.alive) return running;
  const worker = new Worker(new URL('./upload-worker.ts', import.meta.url));
  // An idle worker does not keep the process alive; requests in flight do.
  worker.unref();
  const state: Running = { worker, forms: new Map(), jobs: new Map(), alive: true };
  worker.on('message', (message: FromWorker) => {
    if (message.op === 'form' || message.op === 'refused') {
      const waiter = state.forms.get(message.form);
      state.forms.delete(message.form);
      waiter?.resolve(message.op === 'form' ? { fields: message.fields, files: message.files } : { refusal: message.refusal });
    } else {
      const waiter = state.jobs.get(message.job);
      state.jobs.delete(message.job);
      if (message.op === 'failed') waiter?.reject(new JobFailed(message.failure));
      else waiter?.resolve(message);
    }
  });
  const stop = (error: Error) => {
    if (!state.alive) return;
    state.alive = false;
    for (const waiter of [...state.forms.values(), ...state.jobs.values()]) waiter.reject(error);
    state.forms.clear();
    state.jobs.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`upload worker exited with code ${code}`)));
  running = state;
  return state;
}

/** The chunk's own ArrayBuffer when it holds exactly the chunk (an HTTP body chunk does), else a copy; either is then moved. */
function movable(chunk: Buffer): ArrayBuffer {
  const buffer = chunk.buffer as ArrayBuffer;
  if (chunk.byteOffset === 0 && chunk.byteLength === buffer.byteLength && !isMarkedAsUntransferable(buffer)) return buffer;
  return new Uint8Array(chunk).buffer;
}

export function openForm(contentType: string, limits: FormLimits): OpenForm {
  const state = start();
  const id = nextId++;
  let open = true;
  const post = (message: ToWorker, transfer: ArrayBuffer[] = []) => {
    if (open && state.alive) state.worker.postMessage(message, transfer);
  };
  let pending: ArrayBuffer[] = [];
  const flush = () => {
    if (!pending.length) return;
    const chunks = pending;
    pending = [];
    post({ op: 'chunks', form: id, chunks }, chunks);
  };
  const answer = new Promise<FormAnswer>((resolve, reject) => state.forms.set(id, { resolve, reject }));
  const job = <T extends FromWorker>(message: (job: number) => ToWorker) =>
    new Promise<T>((resolve, reject) => {
      if (!open || !state.alive) return reject(new Error(open ? 'upload worker stopped' : 'form closed'));
      const jobId = nextId++;
      state.jobs.set(jobId, { resolve: resolve as (value: FromWorker) => void, reject });
      post(message(jobId));
    });
  post({ op: 'open', form: id, contentType, limits: { files: [...limits.files], maxFileBytes: limits.maxFileBytes } });
  return {
    answer,
    write(chunk) {
      if (!open || !state.alive) return;
      pending.push(movable(chunk));
      // The chunks that arrive in one turn of the event loop go in one message (a message costs more than a move).
      if (pending.length === 1) setImmediate(flush);
    },
    end() {
      flush();
      post({ op: 'end', form: id });
    },
    close() {
      pending = [];
      post({ op: 'close', form: id });
      open = false;
      state.forms.get(id)?.resolve({ refusal: 'unreadable' });
      state.forms.delete(id);
    },
    async compress(field, uploader) {
      const done = await job<Extract<FromWorker, { op: 'compressed' }>>((jobId) => ({ op: 'compress', form: id, field, job: jobId, uploader }));
      return { bytes: Buffer.from(done.bytes), width: done.width, height: done.height };
    },
    async take(field) {
      const done = await job<Extract<FromWorker, { op: 'taken' }>>((jobId) => ({ op: 'take', form: id, field, job: jobId }));
      return Buffer.from(done.bytes);
    },
  };
}
