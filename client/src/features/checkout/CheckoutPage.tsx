import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Grid, Heading, Stack } from '@chakra-ui/react';
import type { Branch } from '@tulus/shared/contract/branch';
import type { PaymentMethod } from '@tulus/shared/contract/payment';
import { branchChooserProblem, validateCheckout } from '@tulus/shared/rules/checkout-validation';
import { todayInJakarta } from '@tulus/shared/rules/dates';
import { CART_NOTHING_SELECTED, CHECKOUT_MINIMUM_DIALOG, ORDER_CREATE_FAILED, PRICE_CHANGED, VOUCHER_APPLIED } from '@tulus/shared/rules/messages';
import { formatRupiah } from '@tulus/shared/rules/format';
import { isTrue } from '@tulus/shared/rules/text-bool';
import { pickVouchers, totalAfterVouchers, voucherDiscount, type VoucherId } from '@tulus/shared/rules/vouchers';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage, refusalDetails, refusalReason } from '../../lib/errors.ts';
import { whileInProgress } from '../../lib/in-progress.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { notify } from '../../layout/toaster.tsx';
import { cart } from '../cart/cart-store.ts';
import { asCheckoutState, checkoutSearch, readCheckoutLines, readSelectedMethodId } from './checkout-state.ts';
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

type Dialog = 'address' | 'payment' | 'branch' | 'voucher' | null;

export function CheckoutPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
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
  const [dialog, setDialog] = useState<Dialog>(null);
  const [methodId, setMethodId] = useState<number | null>(() => readSelectedMethodId(location.state, params));
  const [branch, setBranch] = useState<Branch | null>(null);
  const [deliveryDate, setDeliveryDate] = useState('');
  const [voucherIds, setVoucherIds] = useState<readonly VoucherId[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<{ id: number; sales_order_code: string } | null>(null);

  const addresses = trpc.addresses.list.useQuery();
  const activeAddress = addresses.data?.find((a) => isTrue(a.is_active));
  const methods = trpc.payments.methods.useQuery(undefined, { staleTime: 60_000 });
  const method = methods.data?.find((m) => m.id === methodId);
  const vouchers = trpc.vouchers.mine.useQuery();
  const activeVouchers = useMemo(() => (vouchers.data ?? []).filter((v) => isTrue(v.is_active)), [vouchers.data]);
  const chosenVouchers = pickVouchers(voucherIds, activeVouchers);
  const subtotal = priced.subtotal;
  const total = totalAfterVouchers(subtotal, chosenVouchers);
  const discount = voucherDiscount(subtotal, chosenVouchers);
  const today = todayInJakarta(Date.now());

  // Nothing handed over (a bookmark, an emptied cart): the cart is where products are chosen.
  const redirected = useRef(false);
  useEffect(() => {
    if (lines.length > 0 || redirected.current) return;
    redirected.current = true;
    navigate('/Keranjang', { replace: true });
    // The toaster renders synchronously; from inside an effect React would warn, so it waits a tick.
    setTimeout(() => notify.info(CART_NOTHING_SELECTED), 0);
  }, [lines.length, navigate]);

  // Mirror the checkout in the URL so a reload or a shared link opens the same checkout.
  const search = checkoutSearch(lines, methodId);
  useEffect(() => {
    if (lines.length === 0 || location.search === search) return;
    const state = { ...navState, selectedMethod: methodId ?? undefined, selectedBankName: method?.bank_name ?? navState.selectedBankName };
    navigate({ search }, { replace: true, state });
  }, [search, location.search, lines.length, navigate, navState, methodId, method?.bank_name]);

  const place = trpc.orders.place.useMutation();

  /** The order exists (placed now, or by an earlier send of this checkout): its products leave the cart. */
  const ordered = (order: PlacedCheckout, fresh: boolean) => {
    // A repeat (Back, reload, another tab) shows that order as the one already made, not as a new success.
    if (fresh) setPlaced({ id: order.id, sales_order_code: order.sales_order_code });
    cart.removeMany(priced.lines.map((l) => l.product_id));
    void utils.orders.list.invalidate();
    void utils.vouchers.invalidate();
    if (id) markPlaced(id, order);
  };

  const openBranches = () => {
    // Branches are ranked by distance from the address, so it needs coordinates first.
    const refusal = branchChooserProblem(activeAddress);
    if (refusal) return notify.error(refusal);
    setDialog('branch');
  };

  const checkout = () => flight.run(async () => {
    if (placed || placedBefore || !id) return;
    const found = validateCheckout({
      subtotal,
      paymentMethod: methodId,
      deliveryDate,
      address: activeAddress,
      branch: branch?.kd_cabang,
      today,
    });
    setProblem(found?.message ?? null);
    if (found?.field === 'subtotal') setFailure(CHECKOUT_MINIMUM_DIALOG);
    if (found || !methodId || !branch) return;
    const input = {
      items: priced.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
      voucher_ids: chosenVouchers.map((v) => v.id),
      payment_method_id: methodId,
      delivery_date: deliveryDate,
      kd_cabang: branch.kd_cabang,
      idempotency_key: checkoutKey(id, lines),
      // What the customer saw: another total today means asking them again, not charging it.
      expected_total: total,
    };
    try {
      const order = await whileInProgress(() => place.mutateAsync(input));
      ordered(order, !order.repeated);
    } catch (error) {
      const reason = refusalReason(error);
      const earlier = refusalDetails<PlacedCheckout>(error);
      // This cart was ordered already (another tab chose another date): that order is the one.
      if (reason === 'key_reused' && earlier?.sales_order_code) return ordered(earlier, false);
      if (reason === 'price_changed') {
        const figures = refusalDetails<{ total: number }>(error);
        setProblem(figures ? `${PRICE_CHANGED} Total baru: ${formatRupiah(figures.total)}.` : PRICE_CHANGED);
        // Today's prices and vouchers, so the summary shows the total the next tap confirms.
        await Promise.all([utils.catalog.invalidate(), utils.customer.detail.invalidate(), utils.vouchers.invalidate()]);
        return;
      }
      setFailure(errorMessage(error, ORDER_CREATE_FAILED));
    }
  });

  const choosePayment = (chosen: PaymentMethod) => {
    setMethodId(chosen.id);
    setProblem(null);
    setDialog(null);
  };

  const applyVouchers = (ids: readonly VoucherId[]) => {
    setVoucherIds(ids);
    setDialog(null);
    if (ids.length > 0) notify.success(VOUCHER_APPLIED, 3000);
  };

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
      {priced.error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(priced.error, 'Gagal memuat produk')}</Alert.Title>
        </Alert.Root>
      )}
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
            error={addresses.error}
            onChangeAddress={() => setDialog('address')}
          />
          <PaymentMethodSection
            method={method}
            bankName={methodId ? (navState.selectedBankName ?? null) : null}
            onOpenPicker={() => setDialog('payment')}
            listLink={{ pathname: '/PilihMetodePembayaran', search, state: { ...navState, selectedMethod: methodId ?? undefined } }}
          />
          <DeliverySection
            branchName={branch?.nm_cabang ?? null}
            onOpenBranches={openBranches}
            deliveryDate={deliveryDate}
            minDate={today}
            onDeliveryDateChange={(date) => {
              setDeliveryDate(date);
              setProblem(null);
            }}
          />
          <CheckoutItems lines={priced.lines} loading={priced.loading} />
        </Stack>
        <CheckoutSummary
          subtotal={subtotal}
          discount={discount}
          total={total}
          vouchers={chosenVouchers}
          problem={problem}
          placing={flight.pending}
          disabled={priced.loading || priced.lines.length === 0 || !!placed}
          onOpenVouchers={() => setDialog('voucher')}
          onCheckout={() => void checkout()}
        />
      </Grid>

      <AddressPickerDialog open={dialog === 'address'} onClose={() => setDialog(null)} onActivated={() => setBranch(null)} />
      <PaymentMethodPickerDialog open={dialog === 'payment'} onClose={() => setDialog(null)} onChoose={choosePayment} />
      <BranchChooserDialog
        open={dialog === 'branch'}
        selected={branch?.kd_cabang ?? null}
        onClose={() => setDialog(null)}
        onChoose={(chosen) => {
          setBranch(chosen);
          setProblem(null);
          setDialog(null);
        }}
      />
      <VoucherPickerDialog
        open={dialog === 'voucher'}
        vouchers={vouchers.data}
        loading={vouchers.isLoading}
        error={vouchers.error}
        selectedIds={voucherIds}
        onClose={() => setDialog(null)}
        onApply={applyVouchers}
      />
      <NoAddressDialog open={addresses.isSuccess && !activeAddress} />
      <OrderFailedDialog message={failure} onClose={() => setFailure(null)} />
      <OrderPlacedDialog open={placed !== null} orderCode={placed?.sales_order_code ?? null} onPay={pay} />
    </Stack>
  );
}
