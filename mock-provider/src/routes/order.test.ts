import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getSalesOrderCustomer,
  getSalesOrderDetailCustomer,
  getSoReceivedForCustomer,
  insertSalesOrder,
  insertSalesOrderFailure,
  updateReceivedConfirmation,
  type CreatedSalesOrder,
} from '@tulus/shared/contract/order';
import { uploadProofOfPayment } from '@tulus/shared/contract/payment';
import { todayInJakarta } from '@tulus/shared/rules/dates';
import {
  CHECKOUT_ADDRESS_COORDINATES,
  CHECKOUT_DELIVERY_DATE_INVALID,
  CHECKOUT_MINIMUM_DIALOG,
  CHECKOUT_SUCCESS,
  IMAGE_TYPE_NOT_ALLOWED,
  NO_ACTIVE_ADDRESS,
  PROOF_IMAGE_REQUIRED,
  PROOF_UPLOAD_SUCCESS,
  VOUCHER_DUPLICATE,
  VOUCHER_GENERAL_NOT_ALONE,
  VOUCHER_INACTIVE,
  VOUCHER_NOT_FOUND,
} from '@tulus/shared/rules/messages';
import { TINY_JPEG, TINY_PNG, startTestProvider, type TestProvider } from '../test/harness.ts';

const OPS = { 'x-ops-key': 'dev-ops-key' };
const GALON_16L = 5;
const MEMBER_PRICE_16L = 36500;

let provider: TestProvider;
let member: { token: string; customer_code: string };
let sahabat: { token: string; customer_code: string };

beforeAll(async () => {
  provider = await startTestProvider();
  member = await provider.loginCustomer();
  sahabat = await provider.loginCustomer('sahabat@contoh.id');
});
afterAll(() => provider.close());

const today = () => todayInJakarta(provider.ctx.now());
const voucherId = (code: string) =>
  (provider.ctx.db.prepare('SELECT id FROM vouchers WHERE voucher_code = ?').get(code) as { id: number }).id;

type Overrides = Partial<{ voucher_id: number[]; kd_cabang: string; delivery_schedule_date: string; payment_method_detail: number; customer_code: string }>;

/** 3 x 16 L gallons at the member price: Rp 109.500, just over the minimum. */
function orderBody(customerCode: string, overrides: Overrides = {}, detail = [{ product_id: GALON_16L, quantity: 3, price: MEMBER_PRICE_16L }]) {
  return {
    header: { customer_code: customerCode, voucher_id: [], payment_method_detail: 1, kd_cabang: 'JKT01', delivery_schedule_date: today(), ...overrides },
    detail,
  };
}

async function placeOrder(who = member, overrides: Overrides = {}): Promise<CreatedSalesOrder> {
  const res = await provider.post('/insert-sales-order', orderBody(who.customer_code, overrides), who.token).expect(200);
  return insertSalesOrder.response.parse(res.body).data;
}

const proofQuery = (id: number) => ({ sales_order_id: id, sender_name: 'Rina Wulandari', bank_name: 'BCA', account_number: '5556667778', amount_sent: 109_600 });
const status = (code: string) =>
  (provider.ctx.db.prepare('SELECT status_sales_order FROM sales_orders WHERE sales_order_code = ?').get(code) as { status_sales_order: string }).status_sales_order;

async function refusedOrder(body: object, token = member.token, code = 400): Promise<string> {
  const res = await provider.post('/insert-sales-order', body, token).expect(code);
  return insertSalesOrderFailure.parse(res.body).data.message;
}

describe('/insert-sales-order', () => {
  it('creates a waiting order with a voucher, a unique code and a payment deadline', async () => {
    const before = provider.ctx.now();
    const res = await provider
      .post('/insert-sales-order', orderBody(member.customer_code, { voucher_id: [voucherId('HEMAT10K')] }), member.token)
      .expect(200);
    const body = insertSalesOrder.response.parse(res.body);
    expect(body.message).toBe(CHECKOUT_SUCCESS);
    const order = body.data;
    expect(order.status_sales_order).toBe('menunggu_pembayaran');
    expect(order.sales_order_code).toMatch(new RegExp(`^SO-${today().replaceAll('-', '')}-\\d{4}$`));
    expect(order.unique_number).toBeGreaterThanOrEqual(1);
    expect(order.unique_number).toBeLessThanOrEqual(999);
    // 3 x 36.500 - 10.000 voucher + 0 service fee + the unique code.
    expect(order.total_amount).toBe(109_500 - 10_000 + order.unique_number);
    const window = Date.parse(order.payment_deadline!) - before;
    expect(window).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
    expect(window).toBeLessThanOrEqual(24 * 3_600_000 + 5000);

    const used = provider.ctx.db
      .prepare('SELECT used_sales_order_id FROM customer_vouchers WHERE customer_code = ? AND voucher_id = ?')
      .get(member.customer_code, voucherId('HEMAT10K')) as { used_sales_order_id: number };
    expect(used.used_sales_order_id).toBe(order.id);
  });

  it('numbers the orders of a day in sequence', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const seq = (code: string) => Number(code.split('-')[2]);
    expect(seq(second.sales_order_code)).toBe(seq(first.sales_order_code) + 1);
  });

  it('refuses a voucher that was already used, and says so in data.message', async () => {
    await placeOrder(sahabat, { voucher_id: [voucherId('HEMAT10K')] });
    const message = await refusedOrder(orderBody(sahabat.customer_code, { voucher_id: [voucherId('HEMAT10K')] }), sahabat.token);
    expect(message).toBe('Voucher sudah digunakan.');
  });

  it('refuses unusable voucher combinations and leaves the vouchers unused', async () => {
    const general = voucherId('TULUSMERDEKA');
    const galon = voucherId('GALON5K');
    expect(await refusedOrder(orderBody(member.customer_code, { voucher_id: [general, galon] }))).toBe(VOUCHER_GENERAL_NOT_ALONE);
    expect(await refusedOrder(orderBody(member.customer_code, { voucher_id: [galon, galon] }))).toBe(VOUCHER_DUPLICATE);
    expect(await refusedOrder(orderBody(member.customer_code, { voucher_id: [voucherId('LEBARAN2025')] }))).toBe(VOUCHER_INACTIVE);
    // Not claimed by this customer.
    expect(await refusedOrder(orderBody(member.customer_code, { voucher_id: [voucherId('AIRSEHAT15K')] }))).toBe(VOUCHER_NOT_FOUND);
    const unused = provider.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM customer_vouchers WHERE customer_code = ? AND voucher_id IN (?, ?) AND used_sales_order_id IS NULL')
      .get(member.customer_code, general, galon) as { n: number };
    expect(unused.n).toBe(2);
  });

  it('accepts the general voucher alone', async () => {
    const order = await placeOrder(member, { voucher_id: [voucherId('TULUSMERDEKA')] });
    expect(order.total_amount).toBe(109_500 - 25_000 + order.unique_number);
  });

  it('caps the discount at the items total', async () => {
    const { db } = provider.ctx;
    const { lastInsertRowid } = db
      .prepare("INSERT INTO vouchers (voucher_code, description, total_discount_amount, expired, is_active, is_general) VALUES ('BESAR', 'Besar', 500000, '2099-12-31', 1, 0)")
      .run();
    db.prepare("INSERT INTO customer_vouchers (customer_code, voucher_id, claimed_at) VALUES (?, ?, '2026-01-01')").run(sahabat.customer_code, lastInsertRowid);
    const order = await placeOrder(sahabat, { voucher_id: [Number(lastInsertRowid)] });
    expect(order.total_amount).toBe(order.unique_number);
    const list = await provider.post('/get-sales-order-customer', { status_sales_order: 'all', customer_code: sahabat.customer_code }, sahabat.token);
    expect(getSalesOrderCustomer.response.parse(list.body).data.data[0]?.voucher_price).toBe(109_500);
  });

  it('refuses an order under Rp 100.000 with the dialog text', async () => {
    const body = orderBody(member.customer_code, {}, [{ product_id: GALON_16L, quantity: 2, price: MEMBER_PRICE_16L }]);
    expect(await refusedOrder(body)).toBe(CHECKOUT_MINIMUM_DIALOG);
  });

  it('refuses a delivery date before today in Jakarta', async () => {
    expect(await refusedOrder(orderBody(member.customer_code, { delivery_schedule_date: '2020-01-01' }))).toBe(CHECKOUT_DELIVERY_DATE_INVALID);
    expect(await refusedOrder(orderBody(member.customer_code, { delivery_schedule_date: '2026-02-30' }))).toContain('Tanggal tidak valid');
  });

  it('needs an active address with coordinates', async () => {
    const noCoordinates = await provider.loginCustomer('sahabatbaru@contoh.id');
    expect(await refusedOrder(orderBody(noCoordinates.customer_code), noCoordinates.token)).toBe(CHECKOUT_ADDRESS_COORDINATES);
    const noAddress = await provider.loginCustomer('sahabatkarib@contoh.id');
    expect(await refusedOrder(orderBody(noAddress.customer_code), noAddress.token)).toBe(NO_ACTIVE_ADDRESS);
  });

  it('refuses a branch not delivering, an unknown payment method and unknown products', async () => {
    expect(await refusedOrder(orderBody(member.customer_code, { kd_cabang: 'SMG01' }))).toBe('Cabang pengiriman belum melayani pengiriman.');
    expect(await refusedOrder(orderBody(member.customer_code, { kd_cabang: 'XXX' }))).toBe('Cabang pengiriman tidak ditemukan.');
    expect(await refusedOrder(orderBody(member.customer_code, { payment_method_detail: 999 }))).toBe('Metode pembayaran tidak ditemukan.');
    const unknown = orderBody(member.customer_code, {}, [{ product_id: 999, quantity: 10, price: 20000 }]);
    expect(await refusedOrder(unknown)).toBe('Produk 999 tidak ditemukan atau tidak aktif.');
  });

  it('refuses malformed payloads with a clear message in data.message', async () => {
    expect(await refusedOrder(orderBody(member.customer_code, {}, []))).toBe('detail: Pesanan harus berisi minimal 1 produk');
    expect(await refusedOrder(orderBody(member.customer_code, {}, [{ product_id: GALON_16L, quantity: 0, price: 36500 }]))).toBe(
      'detail.0.quantity: Jumlah minimal 1',
    );
    const repeated = [{ product_id: GALON_16L, quantity: 2, price: 36500 }, { product_id: GALON_16L, quantity: 2, price: 36500 }];
    expect(await refusedOrder(orderBody(member.customer_code, {}, repeated))).toBe('detail: Produk yang sama muncul lebih dari sekali');
    expect(await refusedOrder({ header: {} })).toMatch(/^header\./);
  });

  it("refuses another customer's code, a missing token and a driver token", async () => {
    expect(await refusedOrder(orderBody(sahabat.customer_code), member.token, 403)).toBe('Akses ditolak');
    await provider.post('/insert-sales-order', orderBody(member.customer_code)).expect(403);
    const driver = await provider.loginDriver();
    const res = await provider.post('/insert-sales-order', orderBody(member.customer_code), driver.token).expect(403);
    expect(insertSalesOrderFailure.parse(res.body).data.message).toBe('Akses ditolak untuk peran ini');
  });

  it('gives every order awaiting a transfer its own unique code, and says when none is left', async () => {
    const { db } = provider.ctx;
    const fill = db.prepare(`INSERT INTO sales_orders (sales_order_code, customer_code, status_sales_order, kd_cabang, payment_method_detail,
      delivery_schedule_date, delivery_address, items_total, voucher_price, service_fee, unique_number, total_amount, created_at, payment_deadline, updated_at)
      VALUES (?, 'CUST-0004', 'menunggu_konfirmasi_pembayaran', 'JKT01', 1, '2026-01-01', '{}', 0, 0, 0, ?, 0, '2000-01-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z', '2000')`);
    const awaiting = db
      .prepare("SELECT unique_number FROM sales_orders WHERE status_sales_order IN ('menunggu_pembayaran', 'menunggu_konfirmasi_pembayaran', 'pembayaran_di_tolak')")
      .all() as Array<{ unique_number: number }>;
    const taken = new Set(awaiting.map((r) => r.unique_number));
    const free = [...Array(999).keys()].map((i) => i + 1).filter((n) => !taken.has(n));
    const last = free.pop()!;
    try {
      for (const n of free) fill.run(`FILL-${n}`, n);
      expect((await placeOrder(sahabat)).unique_number).toBe(last);
      const none = await provider.post('/insert-sales-order', orderBody(sahabat.customer_code), sahabat.token).expect(503);
      expect(insertSalesOrderFailure.parse(none.body).data.message).toBe('Kode unik pembayaran sedang habis. Coba lagi nanti.');
    } finally {
      db.exec("DELETE FROM sales_orders WHERE sales_order_code LIKE 'FILL-%'");
    }
  });
});

describe('/get-sales-order-customer', () => {
  it('lists only the caller’s orders, newest first, with their product lines', async () => {
    const placed = await placeOrder();
    const res = await provider.post('/get-sales-order-customer', { status_sales_order: 'menunggu_pembayaran', customer_code: member.customer_code }, member.token).expect(200);
    const orders = getSalesOrderCustomer.response.parse(res.body).data.data;
    expect(orders[0]?.sales_order_code).toBe(placed.sales_order_code);
    expect(orders.every((o) => o.status_sales_order === 'menunggu_pembayaran')).toBe(true);
    const createdAt = orders.map((o) => o.created_at);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    const first = orders[0]!;
    expect(first.customer).toMatchObject({ nama_lengkap: 'Rina Wulandari', email: 'member@contoh.id', jalan: 'Jl. Kemang Raya No. 12', rt: '003', kode_pos: '12730' });
    expect(first.detail).toEqual([
      { product_id: GALON_16L, product_name: 'Tulus Galon 16 L', product_price: MEMBER_PRICE_16L, quantity: 3, image: `${provider.ctx.config.PUBLIC_URL}/static/products/tulus-galon-16l.svg` },
    ]);
    expect(first).toMatchObject({ service_fee: 0, voucher_price: 0, kd_cabang: 'JKT01', payment_method_detail: 1, reject_reason: null });
    const sahabatCodes = (await provider.post('/get-sales-order-customer', { status_sales_order: 'all', customer_code: sahabat.customer_code }, sahabat.token))
      .body.data.data.map((o: { sales_order_code: string }) => o.sales_order_code);
    expect(sahabatCodes).not.toContain(placed.sales_order_code);
  });

  it('filters by status', async () => {
    const res = await provider.post('/get-sales-order-customer', { status_sales_order: 'pesanan_di_tolak', customer_code: member.customer_code }, member.token).expect(200);
    expect(getSalesOrderCustomer.response.parse(res.body).data.data).toEqual([]);
  });

  it('keeps the address an order was placed with after the customer edits it', async () => {
    const placed = await placeOrder();
    provider.ctx.db.prepare("UPDATE addresses SET jalan = 'Jl. Baru No. 1' WHERE customer_code = ?").run(member.customer_code);
    const res = await provider.post('/get-sales-order-detail-customer', { sales_order_code: placed.sales_order_code }, member.token).expect(200);
    expect(getSalesOrderDetailCustomer.response.parse(res.body).data.header.customer.jalan).toBe('Jl. Kemang Raya No. 12');
    provider.ctx.db.prepare("UPDATE addresses SET jalan = 'Jl. Kemang Raya No. 12' WHERE customer_code = ?").run(member.customer_code);
  });

  it("refuses another customer's code, no token and an unknown status", async () => {
    await provider.post('/get-sales-order-customer', { status_sales_order: 'all', customer_code: sahabat.customer_code }, member.token).expect(403);
    await provider.post('/get-sales-order-customer', { status_sales_order: 'all', customer_code: member.customer_code }).expect(403);
    const bad = await provider.post('/get-sales-order-customer', { status_sales_order: 'dibatalkan', customer_code: member.customer_code }, member.token).expect(400);
    expect(bad.body.message).toMatch(/^status_sales_order: /);
  });
});

describe('/get-sales-order-detail-customer', () => {
  it('returns header with bank account and branch, the lines and the amount to pay', async () => {
    const placed = await placeOrder();
    const res = await provider.post('/get-sales-order-detail-customer', { sales_order_code: placed.sales_order_code }, member.token).expect(200);
    const detail = getSalesOrderDetailCustomer.response.parse(res.body).data;
    expect(detail).toMatchObject({ sales_order_code: placed.sales_order_code, total_amount: placed.total_amount, unique_number: placed.unique_number });
    expect(detail.header.payment_method).toEqual({ bank_name: 'BCA', account_number: '1234567890', account_name: 'PT Tulus Air Nusantara' });
    expect(detail.header.branch).toMatchObject({ kd_cabang: 'JKT01', nm_cabang: 'Jakarta', telp: '2150001234' });
    expect(detail.header.delivery_schedule_date).toBe(today());
    expect(detail.detail.map((l) => [l.product_name, l.quantity])).toEqual([['Tulus Galon 16 L', 3]]);
  });

  it("answers 404 for another customer's order, as for an unknown one", async () => {
    const placed = await placeOrder();
    const other = await provider.post('/get-sales-order-detail-customer', { sales_order_code: placed.sales_order_code }, sahabat.token).expect(404);
    const unknown = await provider.post('/get-sales-order-detail-customer', { sales_order_code: 'SO-00000000-0000' }, sahabat.token).expect(404);
    expect(other.body).toEqual(unknown.body);
    expect(other.body.message).toBe('Pesanan tidak ditemukan.');
  });

  it('needs a customer token and a code', async () => {
    const driver = await provider.loginDriver();
    await provider.post('/get-sales-order-detail-customer', { sales_order_code: 'SO-1' }, driver.token).expect(403);
    await provider.post('/get-sales-order-detail-customer', {}, member.token).expect(400);
  });
});

describe('/upload-proof-of-payment', () => {
  it('stores the proof and moves the order to awaiting confirmation', async () => {
    const placed = await placeOrder();
    const res = await provider.upload('/upload-proof-of-payment', proofQuery(placed.id), { image: TINY_PNG }, member.token).expect(200);
    const body = uploadProofOfPayment.response.parse(res.body);
    expect(body.message).toBe(PROOF_UPLOAD_SUCCESS);
    expect(body.data.sales_order_code).toBe(placed.sales_order_code);
    expect(body.data.proof_of_payment).toMatchObject({ sender_name: 'Rina Wulandari', bank_name: 'BCA', account_number: '5556667778', amount_sent: 109_600 });
    expect(status(placed.sales_order_code)).toBe('menunggu_konfirmasi_pembayaran');
    // The stored image is served back at its URL.
    const path = new URL(body.data.proof_of_payment.proof_of_payment).pathname;
    const image = await supertest(provider.app.server).get(path).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('refuses paying twice with 409 naming the current status', async () => {
    const placed = await placeOrder();
    await provider.upload('/upload-proof-of-payment', proofQuery(placed.id), { image: TINY_JPEG }, member.token).expect(200);
    const again = await provider.upload('/upload-proof-of-payment', proofQuery(placed.id), { image: TINY_JPEG }, member.token).expect(409);
    expect(again.body.message).toBe(
      `Bukti pembayaran tidak dapat diunggah: status pesanan ${placed.sales_order_code} saat ini Menunggu Konfirmasi Pembayaran (menunggu_konfirmasi_pembayaran).`,
    );
    const proofs = provider.ctx.db.prepare('SELECT COUNT(*) AS n FROM payment_proofs WHERE sales_order_id = ?').get(placed.id) as { n: number };
    expect(proofs.n).toBe(1);
  });

  it('refuses a missing image, a non-image file and malformed fields', async () => {
    const placed = await placeOrder();
    // A form without its file part is still multipart: the text fields travel as parts too.
    const noImage = await provider
      .upload('/upload-proof-of-payment', proofQuery(placed.id), {}, member.token)
      .field('sender_name', 'Rina Wulandari')
      .expect(400);
    expect(noImage.body.message).toBe(PROOF_IMAGE_REQUIRED);
    const text = await provider.upload('/upload-proof-of-payment', proofQuery(placed.id), { image: Buffer.from('bukan gambar') }, member.token).expect(400);
    expect(text.body.message).toBe(IMAGE_TYPE_NOT_ALLOWED);
    const letters = await provider.upload('/upload-proof-of-payment', { ...proofQuery(placed.id), account_number: '12ab' }, { image: TINY_PNG }, member.token).expect(400);
    expect(letters.body.message).toBe('account_number: Hanya angka yang diperbolehkan');
    const zero = await provider.upload('/upload-proof-of-payment', { ...proofQuery(placed.id), amount_sent: 0 }, { image: TINY_PNG }, member.token).expect(400);
    expect(zero.body.message).toBe('amount_sent: Jumlah pembayaran harus lebih dari 0');
    expect(status(placed.sales_order_code)).toBe('menunggu_pembayaran');
  });

  it("refuses another customer's order (404) and a missing token (403)", async () => {
    const placed = await placeOrder();
    await provider.upload('/upload-proof-of-payment', proofQuery(placed.id), { image: TINY_PNG }, sahabat.token).expect(404);
    await provider.upload('/upload-proof-of-payment', proofQuery(placed.id), { image: TINY_PNG }).expect(403);
    expect(status(placed.sales_order_code)).toBe('menunggu_pembayaran');
  });
});

describe('/get-so-received-for-customer', () => {
  it('shows no proof before payment, then the latest proof of payment', async () => {
    const placed = await placeOrder();
    const empty = await provider.post('/get-so-received-for-customer', { sales_order_code: placed.sales_order_code }, member.token).expect(200);
    expect(getSoReceivedForCustomer.response.parse(empty.body).data).toEqual({ sales_order_code: placed.sales_order_code, proof_of_payment: null, proof_of_received: null });
    await provider.upload('/upload-proof-of-payment', proofQuery(placed.id), { image: TINY_PNG }, member.token).expect(200);
    const res = await provider.post('/get-so-received-for-customer', { sales_order_code: placed.sales_order_code }, member.token).expect(200);
    const proof = getSoReceivedForCustomer.response.parse(res.body).data.proof_of_payment;
    expect(proof).toMatchObject({ sender_name: 'Rina Wulandari', amount_sent: 109_600 });
    expect(proof?.proof_of_payment).toMatch(/^http:\/\/.+\/uploads\/[0-9a-f-]+\.png$/);
  });

  it("hides another customer's order and needs a code", async () => {
    const placed = await placeOrder();
    await provider.post('/get-so-received-for-customer', { sales_order_code: placed.sales_order_code }, sahabat.token).expect(404);
    await provider.post('/get-so-received-for-customer', {}, member.token).expect(400);
    await provider.post('/get-so-received-for-customer', { sales_order_code: placed.sales_order_code }).expect(403);
  });
});

describe('/update-received-confirmation', () => {
  it('confirms a delivered order', async () => {
    const placed = await placeOrder();
    await provider.upload('/upload-proof-of-payment', proofQuery(placed.id), { image: TINY_PNG }, member.token).expect(200);
    await provider.post('/ops/approve-payment', { sales_order_code: placed.sales_order_code }).set(OPS).expect(200);
    await provider.post('/ops/dispatch-order', { sales_order_code: placed.sales_order_code }).set(OPS).expect(200);
    const driver = await provider.loginDriver();
    await provider
      .upload('/update-status-order-received', { sales_order_id: placed.id, is_approve: 'true', is_reject: 'false', driver_id: driver.id, notes: 'Diterima' }, { image: TINY_PNG }, driver.token)
      .expect(200);

    const res = await provider.post('/update-received-confirmation', { sales_order_code: placed.sales_order_code }, member.token).expect(200);
    expect(updateReceivedConfirmation.response.parse(res.body).data).toEqual({ sales_order_code: placed.sales_order_code, status_sales_order: 'pesanan_telah_diterima' });
    const again = await provider.post('/update-received-confirmation', { sales_order_code: placed.sales_order_code }, member.token).expect(409);
    expect(again.body.message).toContain('Pesanan Telah Diterima (pesanan_telah_diterima)');
  });

  it('refuses confirming an order not yet delivered, and changes nothing', async () => {
    const placed = await placeOrder();
    const res = await provider.post('/update-received-confirmation', { sales_order_code: placed.sales_order_code }, member.token).expect(409);
    expect(res.body).toMatchObject({ status: 'failed', status_code: 409 });
    expect(res.body.message).toContain('Menunggu Pembayaran (menunggu_pembayaran)');
    expect(status(placed.sales_order_code)).toBe('menunggu_pembayaran');
  });

  it("refuses another customer's order, no token and a missing code", async () => {
    const placed = await placeOrder();
    await provider.post('/update-received-confirmation', { sales_order_code: placed.sales_order_code }, sahabat.token).expect(404);
    await provider.post('/update-received-confirmation', { sales_order_code: placed.sales_order_code }).expect(403);
    await provider.post('/update-received-confirmation', { sales_order_code: '' }, member.token).expect(400);
  });
});

describe('payment deadline', () => {
  it('refuses the first proof once the payment window has passed', async () => {
    const late = await startTestProvider();
    try {
      const who = await late.loginCustomer();
      const res = await late.post('/insert-sales-order', {
        header: { customer_code: who.customer_code, voucher_id: [], payment_method_detail: 1, kd_cabang: 'JKT01', delivery_schedule_date: todayInJakarta(late.ctx.now()) },
        detail: [{ product_id: GALON_16L, quantity: 3, price: MEMBER_PRICE_16L }],
      }, who.token).expect(200);
      const placed = insertSalesOrder.response.parse(res.body).data;
      late.advance(25 * 3_600_000);
      const again = await late.loginCustomer();
      const refused = await late.upload('/upload-proof-of-payment', proofQuery(placed.id), { image: TINY_PNG }, again.token).expect(409);
      expect(refused.body.message).toBe('Batas waktu pembayaran pesanan ini telah berakhir.');
    } finally {
      await late.close();
    }
  });
});
