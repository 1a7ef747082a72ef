import { formatRupiah } from '@tulus/shared/rules/format';

/** The amount beside a bottom bar's action ('Total Bayar Rp 109.643'), so the tap says what it pays for. */
export function BarTotal({ label, amount }: { label: string; amount: number }) {
  // Plain elements styled by action-bar.css (decision 064).
  return (
    <div className="bar-total">
      <p className="bar-total__label">{label}</p>
      <p className="bar-total__amount">{formatRupiah(amount)}</p>
    </div>
  );
}
