import { randomFillSync } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimedPng } from '../test/crafted-png.ts';
import { startGateway, type Browser, type TestGateway } from '../test/harness.ts';
import { dispatchedOrder, placeOrder, smallJpeg } from '../test/orders.ts';

const MB = 1024 * 1024;

/** A photo-like RGB raster: gradients plus grain, which JPEG and PNG cannot squeeze away. */
function grainyRaster(width: number, height: number, grain: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  randomFillSync(raw);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = ((x * 255) / width + (raw[i]! % grain)) & 255;
      raw[i + 1] = ((y * 255) / height + (raw[i + 1]! % grain)) & 255;
      raw[i + 2] = (((x + y) * 128) / width + (raw[i + 2]! % grain)) & 255;
    }
  }
  return raw;
}

/** Bytes that start like a JPEG, for size caps that must trip before any decoding. */
function jpegLike(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  randomFillSync(bytes);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

const fixtures = {} as {
  photo12mp: Buffer;
  largePng: Buffer;
  returnPhoto: Buffer;
  sideways: Buffer;
  bomb: Buffer;
};

let env: TestGateway;
let member: Browser;
let driver: Browser;
beforeAll(async () => {
  env = await startGateway();
  [member, driver] = await Promise.all([env.customer(), env.driver()]);
  // Generated once for the file: the big ones take a moment on two cores.
  fixtures.photo12mp = await sharp(grainyRaster(4000, 3000, 64), { raw: { width: 4000, height: 3000, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
  fixtures.largePng = await sharp(grainyRaster(2600, 1950, 32), { raw: { width: 2600, height: 1950, channels: 3 } }).png().toBuffer();
  fixtures.returnPhoto = await sharp(grainyRaster(2000, 1500, 32), { raw: { width: 2000, height: 1500, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
  // Stored landscape, left half red and right half blue; EXIF orientation 6 says "turn 90° clockwise to view".
  const halves = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { width: 800, height: 1200, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
  fixtures.sideways = await sharp(halves).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toBuffer();
  fixtures.bomb = claimedPng({ width: 20_000, height: 20_000, bitDepth: 8, colourType: 2 });
}, 60_000);
afterAll(() => env.close());

/** Reads back what the provider stored and checks the gateway's compression promise. */
async function expectCompressed(url: string) {
  const stored = await env.storedFile(url);
  const meta = await sharp(stored).metadata();
  expect(meta.format).toBe('jpeg');
  expect(stored.length).toBeLessThanOrEqual(1 * MB);
  expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(800);
  // Turned upright, then every piece of metadata (EXIF with GPS, orientation) dropped.
  expect(meta.orientation).toBeUndefined();
  expect(meta.exif).toBeUndefined();
  return { stored, meta };
}

const proofFields = (order: { id: number; total_amount: number }) => ({
  sales_order_id: String(order.id), sender_name: 'Rina Wulandari', bank_name: 'BCA', account_number: '1234567890', amount_sent: String(order.total_amount),
});

describe('the fixtures are what the tests claim', () => {
  it('a 12-megapixel JPEG over 5 MB, a PNG over 3 MB, a return photo under 3 MB, a sideways JPEG with orientation 6', async () => {
    expect(await sharp(fixtures.photo12mp).metadata()).toMatchObject({ width: 4000, height: 3000, format: 'jpeg' });
    expect(fixtures.photo12mp.length).toBeGreaterThan(5 * MB);
    expect(fixtures.largePng.length).toBeGreaterThan(3 * MB);
    expect(fixtures.returnPhoto.length).toBeLessThan(3 * MB);
    expect(await sharp(fixtures.sideways).metadata()).toMatchObject({ width: 1600, height: 1200, orientation: 6 });
    expect(fixtures.bomb.length).toBeLessThan(100);
  });
});

describe('payment proof', () => {
  it('a 12 MP phone photo of over 5 MB is stored under 1 MB and 800 px, and the order awaits confirmation', async () => {
    const order = await placeOrder(member);
    const res = await member.upload('/api/uploads/payment-proof', proofFields(order), { image: { bytes: fixtures.photo12mp, name: 'IMG_2024.jpg' } });
    expect(res.status).toBe(200);
    const proofs = await member.trpc.orders.proofs.query({ sales_order_code: order.sales_order_code });
    expect(proofs.proof_of_payment).toMatchObject({ sender_name: 'Rina Wulandari', amount_sent: order.total_amount });
    const { meta } = await expectCompressed(proofs.proof_of_payment!.proof_of_payment);
    expect([meta.width, meta.height]).toEqual([800, 600]);
    const [listed] = await member.trpc.orders.list.query({ status: 'menunggu_konfirmasi_pembayaran' });
    expect(listed!.id).toBe(order.id);
  });

  it('a sideways photo (EXIF orientation 6) is stored upright with no EXIF left', async () => {
    const order = await placeOrder(member);
    const res = await member.upload('/api/uploads/payment-proof', proofFields(order), { image: { bytes: fixtures.sideways } });
    expect(res.status).toBe(200);
    const proofs = await member.trpc.orders.proofs.query({ sales_order_code: order.sales_order_code });
    const { stored, meta } = await expectCompressed(proofs.proof_of_payment!.proof_of_payment);
    expect([meta.width, meta.height]).toEqual([600, 800]);
    // Turned clockwise, the stored left (red) half is now the top.
    const pixel = async (x: number, y: number) => [...(await sharp(stored).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer())];
    const [topR, , topB] = await pixel(300, 100);
    const [bottomR, , bottomB] = await pixel(300, 700);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it("the file's bytes decide its type, not its name: a PNG called .txt is accepted", async () => {
    const order = await placeOrder(member);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00aa00' } }).png().toBuffer();
    const res = await member.upload('/api/uploads/payment-proof', proofFields(order), { image: { bytes: png, name: 'bukti.txt', type: 'text/plain' } });
    expect(res.status).toBe(200);
  });

  it("a text file renamed .jpg is refused with the spec's message and nothing is stored", async () => {
    const order = await placeOrder(member);
    const text = Buffer.from('Ini bukan gambar, hanya teks biasa.\n'.repeat(50));
    const res = await member.upload('/api/uploads/payment-proof', proofFields(order), { image: { bytes: text, name: 'bukti.jpg', type: 'image/jpeg' } });
    expect(res).toEqual({ status: 400, body: { error: { message: 'Hanya format gambar jpg, jpeg, dan png yang diperbolehkan.' } } });
    expect((await member.trpc.orders.proofs.query({ sales_order_code: order.sales_order_code })).proof_of_payment).toBeNull();
  });

  it('a pixel bomb is refused quickly, from its header alone', async () => {
    const order = await placeOrder(member);
    const started = performance.now();
    const res = await member.upload('/api/uploads/payment-proof', proofFields(order), { image: { bytes: fixtures.bomb, name: 'bom.png', type: 'image/png' } });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(res).toEqual({ status: 400, body: { error: { message: 'Ukuran gambar terlalu besar.' } } });
  });

  it('a broken JPEG is refused as one that cannot be compressed', async () => {
    const order = await placeOrder(member);
    const res = await member.upload('/api/uploads/payment-proof', proofFields(order), { image: { bytes: jpegLike(20_000) } });
    expect(res).toEqual({ status: 400, body: { error: { message: 'Gagal mengompres gambar.' } } });
  });

  it("without an image: 'Harap pilih gambar bukti pembayaran.'", async () => {
    const order = await placeOrder(member);
    const res = await member.upload('/api/uploads/payment-proof', proofFields(order), {});
    expect(res).toEqual({ status: 400, body: { error: { message: 'Harap pilih gambar bukti pembayaran.' } } });
  });

  it("without the order id: 'ID Pesanan tidak ditemukan!'; letters in the account number are refused", async () => {
    const order = await placeOrder(member);
    const { sales_order_id: _omitted, ...noId } = proofFields(order);
    const image = { image: { bytes: await smallJpeg() } };
    expect(await member.upload('/api/uploads/payment-proof', noId, image)).toEqual({ status: 400, body: { error: { message: 'ID Pesanan tidak ditemukan!' } } });
    const letters = await member.upload('/api/uploads/payment-proof', { ...proofFields(order), account_number: '12ab' }, image);
    expect(letters).toEqual({ status: 400, body: { error: { message: 'Hanya angka yang diperbolehkan' } } });
  });

  it('a file over the 15 MB cap is refused with 413 and a clear message', async () => {
    const order = await placeOrder(member);
    const res = await member.upload('/api/uploads/payment-proof', proofFields(order), { image: { bytes: jpegLike(16 * MB) } });
    expect(res).toEqual({ status: 413, body: { error: { message: 'Ukuran file tidak boleh lebih dari 15 MB.' } } });
  });

  it("a proof for someone else's order is refused by the provider", async () => {
    const sahabat = await env.customer('sahabat@contoh.id');
    const theirs = await placeOrder(sahabat, { kd_cabang: 'SBY01' });
    const res = await member.upload('/api/uploads/payment-proof', proofFields(theirs), { image: { bytes: await smallJpeg() } });
    expect(res.status).toBe(404);
    expect(res.body.error?.message).toBe('Pesanan tidak ditemukan.');
  });

  it('an unexpected file field is refused', async () => {
    const order = await placeOrder(member);
    const res = await member.upload('/api/uploads/payment-proof', proofFields(order), { foto: { bytes: await smallJpeg() } });
    expect(res).toEqual({ status: 400, body: { error: { message: 'Berkas tidak dikenal dalam unggahan.' } } });
  });
});

describe('delivery receipt (driver)', () => {
  it('a large PNG is stored as a JPEG under 1 MB and 800 px', async () => {
    const order = await dispatchedOrder(env, member);
    const res = await driver.upload('/api/uploads/delivery-receipt', { sales_order_id: String(order.id) }, { image: { bytes: fixtures.largePng, name: 'terima.png', type: 'image/png' } });
    expect(res.status).toBe(200);
    const receipt = await driver.trpc.driver.receipt.query({ sales_order_code: order.sales_order_code });
    const { meta } = await expectCompressed(receipt.proof_of_received!.proof_of_delivery);
    expect([meta.width, meta.height]).toEqual([800, 600]);
  });

  it("without a file: 'Silakan pilih file terlebih dahulu.'; without the order id: 'ID pesanan tidak ditemukan.'", async () => {
    expect(await driver.upload('/api/uploads/delivery-receipt', { sales_order_id: '1' }, {})).toEqual({
      status: 400, body: { error: { message: 'Silakan pilih file terlebih dahulu.' } },
    });
    expect(await driver.upload('/api/uploads/delivery-receipt', {}, { image: { bytes: await smallJpeg() } })).toEqual({
      status: 400, body: { error: { message: 'ID pesanan tidak ditemukan.' } },
    });
  });
});

describe('product return (driver)', () => {
  const fields = { customer_code: 'CUST-0001', product_id: '4', quantity: '2' };

  it('stores the return with a compressed photo', async () => {
    const res = await driver.upload('/api/uploads/product-return', fields, { proof_of_return: { bytes: fixtures.returnPhoto, name: 'galon.jpg' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ customer_code: 'CUST-0001', product_name: 'Tulus Galon 8 L', quantity: 2, kd_cabang: 'JKT01' });
    await expectCompressed(String(res.body.data?.proof_of_return));
  });

  it("a photo over 3 MB is refused: 'Ukuran file tidak boleh lebih dari 3 MB.'", async () => {
    const res = await driver.upload('/api/uploads/product-return', fields, { proof_of_return: { bytes: jpegLike(3 * MB + 1) } });
    expect(res).toEqual({ status: 413, body: { error: { message: 'Ukuran file tidak boleh lebih dari 3 MB.' } } });
  });

  it("refuses a missing photo, a missing quantity and a text file with the spec's messages", async () => {
    expect(await driver.upload('/api/uploads/product-return', fields, {})).toEqual({ status: 400, body: { error: { message: 'Harap upload bukti pengembalian!' } } });
    const photo = { proof_of_return: { bytes: await smallJpeg() } };
    expect(await driver.upload('/api/uploads/product-return', { ...fields, quantity: '0' }, photo)).toEqual({ status: 400, body: { error: { message: 'Harap lengkapi semua input!' } } });
    const text = { proof_of_return: { bytes: Buffer.from('bukan gambar'), name: 'retur.jpg' } };
    expect(await driver.upload('/api/uploads/product-return', fields, text)).toEqual({
      status: 400, body: { error: { message: 'Hanya format gambar jpg, jpeg, dan png yang diperbolehkan.' } },
    });
  });
});

describe('membership application', () => {
  it('a KTP as PDF and a sideways selfie are accepted; a second application is refused while the first is reviewed', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const files = { image_ktp: { bytes: pdf, name: 'ktp.pdf', type: 'application/pdf' }, image_photo_profile: { bytes: fixtures.sideways } };
    const res = await member.upload('/api/uploads/membership', { kd_cabang: 'JKT01' }, files);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ customer_code: 'CUST-0001', type_of_membership: 'sahabat', kd_cabang: 'JKT01', status: 'diajukan' });
    const again = await member.upload('/api/uploads/membership', { kd_cabang: 'JKT01' }, files);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('Pengajuan Sahabat Anda sedang diproses. Mohon tunggu hasilnya.');
  });

  it("refuses a form without branch or without a photo: 'Harap lengkapi semua form sebelum melanjutkan!'", async () => {
    const jpeg = { bytes: await smallJpeg() };
    const message = { status: 400, body: { error: { message: 'Harap lengkapi semua form sebelum melanjutkan!' } } };
    expect(await member.upload('/api/uploads/membership', {}, { image_ktp: jpeg, image_photo_profile: jpeg })).toEqual(message);
    expect(await member.upload('/api/uploads/membership', { kd_cabang: 'JKT01' }, { image_ktp: jpeg })).toEqual(message);
  });
});
