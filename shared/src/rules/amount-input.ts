// Account numbers, RT/RW, postal codes and phone numbers accept digits only (spec section 5).
export function keepDigits(text: string): string {
  return text.replace(/\D/g, '');
}

// The amount field keeps only digits, dots and commas while typing (spec section 5).
export function sanitizeAmountInput(text: string): string {
  return text.replace(/[^\d.,]/g, '');
}

// Rupiah have no decimals, so '.' and ',' are thousands separators ('150.000' or '150,000').
// One exception: a final separator followed by one or two digits ('150.000,00', '150000.5') is a
// decimal part, and is dropped rather than read as more digits. Null when there is no number.
export function parseAmountInput(text: string): number | null {
  const cleaned = sanitizeAmountInput(text).replace(/[.,]\d{1,2}$/, '');
  const digits = keepDigits(cleaned);
  if (digits === '') return null;
  const amount = Number(digits);
  return Number.isSafeInteger(amount) ? amount : null;
}
