import { inject } from 'vitest';

/** Back-office and mailbox calls to the mock provider, as ops would make them. */
export async function ops(action: string, body: object): Promise<{ status_sales_order?: string }> {
  const res = await fetch(`${inject('providerUrl')}/api/tulus/v1/ops/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-key': inject('opsKey') },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: string; message: string; data: { status_sales_order?: string } };
  if (json.status !== 'ok') throw new Error(`ops ${action} failed: ${json.message}`);
  return json.data;
}

/** The newest OTP the mock e-mailed to this address. */
export async function latestOtp(email: string): Promise<string> {
  const res = await fetch(`${inject('providerUrl')}/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: { 'x-ops-key': inject('opsKey') } });
  const json = (await res.json()) as { messages: Array<{ otp: string | null }> };
  const otp = json.messages.find((m) => m.otp)?.otp;
  if (!otp) throw new Error(`no OTP mailed to ${email}`);
  return otp;
}
