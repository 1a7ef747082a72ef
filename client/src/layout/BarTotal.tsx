import { formatRupiah } from '@tulus/shared/rules/format';

/**
 * What the stand-in holds, unseen, while the amount is read: an amount as long as most of the shop's order
 * totals, in the amount's own font, so the stand-in is as wide as the amount that comes (in the phone's font,
 * whatever it is) and the action beside it does not move. A fixed width (6.5rem) was wider than 'Rp 109.643':
 * a reloaded proof page moved its 'Kirim Bukti' 10 px left as the total came.
 */
const USUAL_AMOUNT = formatRupiah(100_000);

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
          <span className="skeleton bar-total__reading" aria-hidden="true">
            {USUAL_AMOUNT}
          </span>
        </p>
      ) : (
        <p className="bar-total__amount">{formatRupiah(amount)}</p>
      )}
    </div>
  );
}
