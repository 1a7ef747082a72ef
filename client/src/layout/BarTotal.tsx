import { formatRupiah } from '@tulus/shared/rules/format';

/**
 * The amount beside a bottom bar's action ('Total Bayar Rp 109.643'), so the tap says what it pays for.
 * `null` while the amount is read: a bar in its place, so the action beside it does not move when it comes.
 */
export function BarTotal({ label, amount }: { label: string; amount: number | null }) {
  // Plain elements styled by action-bar.css (decision 064).
  return (
    <div className="bar-total">
      <p className="bar-total__label">{label}</p>
      {amount === null ? (
        <p className="bar-total__amount" aria-busy="true">
          <span className="skeleton bar-total__reading" />
        </p>
      ) : (
        <p className="bar-total__amount">{formatRupiah(amount)}</p>
      )}
    </div>
  );
}
