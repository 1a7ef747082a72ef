import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Grid, Heading, Stack } from '@chakra-ui/react';
import type { Address } from '@tulus/shared/contract/address';
import type { Branch } from '@tulus/shared/contract/branch';
import type { PaymentMethod } from '@tulus/shared/contract/payment';
import { isBranchSelectable, onlyDeliveringBranch } from '@tulus/shared/rules/branches';
import { branchChooserProblem, validateCheckout, type CheckoutProblem } from '@tulus/shared/rules/checkout-validation';
import { hasCoordinates } from '@tulus/shared/rules/coordinates';
import { firstDeliveryDate, todayInJakarta } from '@tulus/shared/rules/dates';
import { formatRupiah } from '@tulus/shared/rules/format';
import { CART_NOTHING_SELECTED, CHECKOUT_MINIMUM_DIALOG, ORDER_CREATE_FAILED, PRICE_CHANGED, VOUCHER_APPLIED } from '@tulus/shared/rules/messages';
import { isTrue } from '@tulus/shared/rules/text-bool';
import { pickVouchers, totalAfterVouchers, voucherDiscount, type VoucherId } from '@tulus/shared/rules/vouchers';
import { errorMessage, refusalDetails, refusalReason } from '../../lib/errors.ts';
import { whileInProgress } from '../../lib/in-progress.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { notify } from '../../layout/notify.ts';
import { cart } from '../cart/cart-store.ts';
import { asCheckoutState, checkoutSearch, holdsChoices, keptChoices, readCheckoutLines, readSelectedMethodId, type CheckoutChoices } from './checkout-state.ts';
import { checkoutId, checkoutKey, markPlaced, usePlacedCheckout, type PlacedCheckout } from './checkout-key.ts';
import { AlreadyOrdered } from './AlreadyOrdered.tsx';
import { usePricedLines } from './usePricedLines.ts';
import { ShippingAddressSection } from './ShippingAddressSection.tsx';
import { AddressPickerDialog } from './AddressPickerDialog.tsx';
import { NoAddressDialog } from './NoAddressDialog.tsx';
import { PaymentMethodSection } from './PaymentMethodSection.tsx';
import { PaymentMethodPickerDialog } from './PaymentMethodPickerDialog.tsx';
import { DeliverySection } from './DeliverySection.tsx';
import { BranchChooserDialog } from './BranchChooserDialog.tsx';
import { CheckoutItems } from './CheckoutItems.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { VoucherPickerDialog } from './VoucherPickerDialog.tsx';
import { OrderPlacedDialog } from './OrderPlacedDialog.tsx';
import { OrderFailedDialog } from './OrderFailedDialog.tsx';
import { CheckoutBar } from './CheckoutBar.tsx';
import { useScrollToProblem } from './use-scroll-to-problem.ts';
import { usePlaceOrder } from './api/checkout.ts';
import { usePaymentMethods } from '../../lib/api/payment-methods.ts';
import { useAddresses } from '../../lib/api/addresses.ts';
import { useMyVouchers } from '../../lib/api/vouchers.ts';
import { useBranchesForCustomer } from './api/checkout.ts';
import { LoadFailed, useReread } from '../../components/LoadFailed.tsx';
import { useHandler } from '../../lib/use-handler.ts';
import { useOpenPicker, WhenOpen } from './open-picker.tsx';

export function CheckoutPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navState = useMemo(() => asCheckoutState(location.state), [location.state]);
  const lines = useMemo(() => readCheckoutLines(location.state, params), [location.state, params]);
  const priced = usePricedLines(lines);

  // The checkout's identity, and so its idempotency key: the customer and the lines (checkout-key.ts).
  const id = priced.customer && lines.length > 0 ? checkoutId(priced.customer.customer_code, lines) : null;
  const placedBefore = usePlacedCheckout(id);
  const flight = useSingleFlight();
  // Made as soon as the checkout is known, not at the tap: a second tab opened on it then finds this key.
  useEffect(() => {
    if (id) checkoutKey(id, lines);
  }, [id, lines]);
  const pickers = useOpenPicker();
  const [methodId, setMethodId] = useState<number | null>(() => readSelectedMethodId(location.state, params));
  // Where there is one right answer it is filled in; the customer can still change it. What they
  // chose before on this entry (Back, a reload, the payment method screens) comes first.
  const [earliestDate] = useState(() => firstDeliveryDate(Date.now()));
  const [kept] = useState(() => keptChoices(location.state, earliestDate));
  const [deliveryDate, setDeliveryDate] = useState(kept.deliveryDate);
  // The branch the customer picked themselves (its code): then it is never replaced by a suggestion.
  const [chosenBranchCode, setChosenBranchCode] = useState(kept.branchCode);
  const [voucherIds, setVoucherIds] = useState<readonly VoucherId[]>(kept.voucherIds);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  useScrollToProblem(problem);
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<{ id: number; sales_order_code: string } | null>(null);

  const addresses = useAddresses();
  const activeAddress = addresses.data?.find((a) => isTrue(a.is_active));
  // The branches by distance from the active address: the only one that delivers there is chosen
  // for the customer (until they choose themselves); read again when the active address changes.
  const branches = useBranchesForCustomer({ enabled: hasCoordinates(activeAddress) });
  // Branches read for the previous address suggest nothing for the new one: their answer is awaited.
  const [staleBranchesAt, setStaleBranchesAt] = useState<number | null>(null);
  // The branches held were read for the previous address; `branchesIn`: the answer for this one is in.
  const staleBranches = branches.dataUpdatedAt === staleBranchesAt;
  const branchesIn = branches.data !== undefined && !staleBranches;
  const suggestedBranch = branches.data && branchesIn ? onlyDeliveringBranch(branches.data) : null;
  const chosenBranch = branches.data?.find((b) => b.kd_cabang === chosenBranchCode && isBranchSelectable(b)) ?? null;
  const branch = chosenBranch ?? suggestedBranch;
  const branchChosen = chosenBranch !== null;
  // No branch yet because the address or its branches are still being read (not because none delivers
  // there): the line under the field is kept for the suggestion, so the fields below it stay put.
  const seekingBranch =
    !chosenBranchCode && branch === null && (addresses.isLoading || branches.isLoading || (branches.isFetching && staleBranches));
  const methods = usePaymentMethods();
  const method = methods.data?.find((m) => m.id === methodId);
  const vouchers = useMyVouchers();
  // Handed to the address section and the voucher picker: the same while nothing in them changes.
  const addressesRead = useReread(addresses);
  const vouchersRead = useReread(vouchers);
  const activeVouchers = useMemo(() => (vouchers.data ?? []).filter((v) => isTrue(v.is_active)), [vouchers.data]);
  const chosenVouchers = pickVouchers(voucherIds, activeVouchers);
  const subtotal = priced.subtotal;
  // Once the order exists its vouchers are spent and leave the customer's list: the summary behind
  // the success dialog keeps showing what this order used, not an empty voucher box.
  const [placedVouchers, setPlacedVouchers] = useState<typeof chosenVouchers | null>(null);
  const summaryVouchers = placedVouchers ?? chosenVouchers;
  const total = totalAfterVouchers(subtotal, summaryVouchers);
  const discount = voucherDiscount(subtotal, summaryVouchers);
  // Read once, like the first delivery date above: the date picker's minimum stays put while the page is open.
  const [today] = useState(() => todayInJakarta(Date.now()));

  // Nothing handed over (a bookmark, an emptied cart): the cart is where products are chosen.
  const redirected = useRef(false);
  useEffect(() => {
    if (lines.length > 0 || redirected.current) return;
    redirected.current = true;
    navigate('/Keranjang', { replace: true });
    notify.info(CART_NOTHING_SELECTED);
  }, [lines.length, navigate]);

  // Mirror the checkout in the URL so a reload or a shared link opens the same checkout, and the
  // customer's choices in the entry's state (checkout-state.ts), which a reload and Back keep too.
  const search = checkoutSearch(lines, methodId);
  const choices = useMemo<CheckoutChoices>(
    () => ({ deliveryDate, branchCode: chosenBranchCode, voucherIds }),
    [deliveryDate, chosenBranchCode, voucherIds],
  );
  useEffect(() => {
    if (lines.length === 0 || (location.search === search && holdsChoices(navState, choices, earliestDate))) return;
    const state = { ...navState, ...choices, selectedMethod: methodId ?? undefined, selectedBankName: method?.bank_name ?? navState.selectedBankName };
    navigate({ search }, { replace: true, state });
  }, [search, location.search, lines.length, navigate, navState, methodId, method?.bank_name, choices, earliestDate]);

  const place = usePlaceOrder();

  /** The order exists (placed now, or by an earlier send of this checkout): its products leave the cart. */
  const ordered = (order: PlacedCheckout, fresh: boolean) => {
    // A repeat (Back, reload, another tab) shows that order as the one already made, not as a new success.
    if (fresh) {
      setPlacedVouchers(chosenVouchers);
      setPlaced({ id: order.id, sales_order_code: order.sales_order_code });
    }
    cart.removeMany(priced.lines.map((l) => l.product_id));
    place.ordered();
    if (id) markPlaced(id, order);
  };

  // A tap before an answer is in (or after it was lost on a patchy line) asks for it again and waits,
  // rather than calling the address incomplete or no branch chosen. `problem`: the read still did not answer.

  /** The active address, once the addresses' answer is in. */
  const settledAddress = async (): Promise<{ address: Address | undefined; problem: CheckoutProblem | null }> => {
    if (addresses.data) return { address: activeAddress, problem: null };
    const read = await addresses.refetch();
    if (!read.data) return { address: undefined, problem: { field: 'address', message: errorMessage(read.error, 'Gagal memuat daftar alamat') } };
    return { address: read.data.find((a) => isTrue(a.is_active)), problem: null };
  };

  /** The branch for this address, once the branches' answer is in (none without coordinates to rank them by). */
  const settledBranch = async (address: Address | undefined): Promise<{ branch: Branch | null; problem: CheckoutProblem | null }> => {
    if (branch || branchesIn || !hasCoordinates(address)) return { branch, problem: null };
    const read = await branches.refetch();
    if (!read.data) return { branch: null, problem: { field: 'branch', message: errorMessage(read.error, 'Gagal memuat daftar cabang') } };
    return { branch: onlyDeliveringBranch(read.data), problem: null };
  };

  // The two handlers read the page's reads: kept as one function each, they leave the sections they are
  // handed to as they were when only a picker opens (lib/use-handler.ts).
  const openBranches = useHandler(async () => {
    // Branches are ranked by distance from the address, so it needs coordinates first.
    const { address, problem: unread } = await settledAddress();
    const refusal = unread?.message ?? branchChooserProblem(address);
    if (refusal) return notify.error(refusal);
    pickers.show('branch');
  });

  const checkout = useHandler(() => flight.run(async () => {
    if (placed || placedBefore || !id) return;
    const rules = (address: Address | undefined, chosen: Branch | null) =>
      validateCheckout({ subtotal, paymentMethod: methodId, deliveryDate, address, branch: chosen?.kd_cabang, today });
    let delivering = branch;
    let found = rules(activeAddress, delivering);
    if (found?.field === 'address' || found?.field === 'branch') {
      const { address, problem: addressUnread } = await settledAddress();
      const settled = addressUnread ? { branch, problem: addressUnread } : await settledBranch(address);
      delivering = settled.branch;
      found = settled.problem ?? rules(address, delivering);
    }
    // The first failing rule (spec section 5's order) is shown at its field, which is scrolled to.
    setProblem(found);
    if (found?.field === 'subtotal') setFailure(CHECKOUT_MINIMUM_DIALOG);
    if (found || !methodId || !delivering) return;
    const input = {
      items: priced.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
      voucher_ids: chosenVouchers.map((v) => v.id),
      payment_method_id: methodId,
      delivery_date: deliveryDate,
      kd_cabang: delivering.kd_cabang,
      idempotency_key: checkoutKey(id, lines),
      // What the customer saw: another total today means asking them again, not charging it.
      expected_total: total,
    };
    try {
      const order = await whileInProgress(() => place.place(input));
      ordered(order, !order.repeated);
    } catch (error) {
      const reason = refusalReason(error);
      const earlier = refusalDetails<PlacedCheckout>(error);
      // This cart was ordered already (another tab chose another date): that order is the one.
      if (reason === 'key_reused' && earlier?.sales_order_code) return ordered(earlier, false);
      if (reason === 'price_changed') {
        const figures = refusalDetails<{ total: number }>(error);
        // Shown at the total, which is scrolled to: that is the figure that moved.
        setProblem({ field: 'subtotal', message: figures ? `${PRICE_CHANGED} Total baru: ${formatRupiah(figures.total)}.` : PRICE_CHANGED });
        // Today's prices and vouchers, so the summary shows the total the next tap confirms.
        await place.pricesChanged();
        return;
      }
      setFailure(errorMessage(error, ORDER_CREATE_FAILED));
    }
  }));

  const choosePayment = (chosen: PaymentMethod) => {
    setMethodId(chosen.id);
    setProblem(null);
    pickers.close();
  };

  const applyVouchers = (ids: readonly VoucherId[]) => {
    setVoucherIds(ids);
    pickers.close();
    if (ids.length > 0) notify.success(VOUCHER_APPLIED, 3000);
  };

  const problemAt = (field: CheckoutProblem['field']) => (problem?.field === field ? problem.message : null);

  // The checkout is done with once the order exists: Back from the payment screen skips it.
  const pay = () => {
    if (!placed) return;
    navigate(`/Pembayaran?code=${encodeURIComponent(placed.sales_order_code)}`, { state: placed, replace: true });
  };

  if (lines.length === 0) return null;
  if (placedBefore && !placed) return <AlreadyOrdered order={placedBefore} />;

  return (
    <Stack gap="5">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.900">
        Checkout
      </Heading>
      {priced.error && <LoadFailed message={errorMessage(priced.error, 'Gagal memuat produk')} query={priced.reread} />}
      {priced.missing.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>Sebagian produk tidak tersedia lagi dan tidak ikut dipesan.</Alert.Title>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' }} gap="5" alignItems="start">
        <Stack gap="4" minW="0">
          <ShippingAddressSection
            customerName={priced.customer?.nama_lengkap}
            address={activeAddress}
            loading={addresses.isLoading}
            read={addressesRead}
            onChangeAddress={() => pickers.show('address')}
            problem={problemAt('address')}
          />
          <PaymentMethodSection
            method={method}
            bankName={methodId ? (navState.selectedBankName ?? null) : null}
            reading={methodId != null && methods.isLoading}
            onOpenPicker={() => pickers.show('payment')}
            listLink={{ pathname: '/PilihMetodePembayaran', search, state: { ...navState, ...choices, selectedMethod: methodId ?? undefined } }}
            problem={problemAt('paymentMethod')}
          />
          <DeliverySection
            branch={branch}
            branchPreselected={!branchChosen && branch !== null}
            seekingBranch={seekingBranch}
            onOpenBranches={() => void openBranches()}
            deliveryDate={deliveryDate}
            minDate={today}
            onDeliveryDateChange={(date) => {
              setDeliveryDate(date);
              setProblem(null);
            }}
            branchProblem={problemAt('branch')}
            dateProblem={problemAt('deliveryDate')}
          />
          <CheckoutItems lines={priced.lines} loading={priced.loading} count={lines.length} />
        </Stack>
        <CheckoutSummary
          subtotal={subtotal}
          discount={discount}
          total={total}
          vouchers={summaryVouchers}
          problem={problemAt('subtotal')}
          placing={flight.pending}
          disabled={priced.loading || priced.lines.length === 0 || !!placed}
          onOpenVouchers={() => pickers.show('voucher')}
          onCheckout={() => void checkout()}
        />
      </Grid>
      <CheckoutBar total={total} placing={flight.pending} disabled={priced.loading || priced.lines.length === 0 || !!placed} onCheckout={() => void checkout()} />

      <WhenOpen pickers={pickers} picker="address">
        {(open) => (
          <AddressPickerDialog
            open={open}
            onClose={pickers.close}
            onActivated={() => {
              // Another address: the branch that delivers there is worked out again.
              setChosenBranchCode(undefined);
              setStaleBranchesAt(branches.dataUpdatedAt);
            }}
          />
        )}
      </WhenOpen>
      <WhenOpen pickers={pickers} picker="payment">
        {(open) => <PaymentMethodPickerDialog open={open} onClose={pickers.close} onChoose={choosePayment} />}
      </WhenOpen>
      <WhenOpen pickers={pickers} picker="branch">
        {(open) => (
          <BranchChooserDialog
            open={open}
            selected={branch?.kd_cabang ?? null}
            onClose={pickers.close}
            onChoose={(chosen) => {
              setChosenBranchCode(chosen.kd_cabang);
              setProblem(null);
              pickers.close();
            }}
          />
        )}
      </WhenOpen>
      <WhenOpen pickers={pickers} picker="voucher">
        {(open) => (
          <VoucherPickerDialog
            open={open}
            vouchers={vouchers.data}
            loading={vouchers.isLoading}
            read={vouchersRead}
            selectedIds={voucherIds}
            onClose={pickers.close}
            onApply={applyVouchers}
          />
        )}
      </WhenOpen>
      <NoAddressDialog open={addresses.isSuccess && !activeAddress} />
      <OrderFailedDialog message={failure} onClose={() => setFailure(null)} />
      <OrderPlacedDialog open={placed !== null} orderCode={placed?.sales_order_code ?? null} onPay={pay} />
    </Stack>
  );
}
