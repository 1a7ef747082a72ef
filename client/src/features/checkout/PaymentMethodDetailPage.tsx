import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { RadioCards } from '../../components/RadioCards.tsx';
import { BankAccountCard } from './BankAccountCard.tsx';
import { PAYMENT_METHOD_REQUIRED_DETAIL } from '@tulus/shared/rules/messages';
import { errorMessage } from '../../lib/errors.ts';
import { asCheckoutState, METHOD_PARAM, readSelectedMethodId } from './checkout-state.ts';
import { MethodScreen, useMethodChoice } from './MethodScreen.tsx';
import { methodKind, usePaymentMethods } from '../../lib/api/payment-methods.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useLeaveRemembering } from './use-leave-remembering.ts';

/**
 * 'Detail Metode Pembayaran': the bank accounts of the chosen kind; 'Pilih' returns to the
 * checkout with selectedMethod and selectedBankName added to what it already had (the items).
 */
export function PaymentMethodDetailPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navState = asCheckoutState(location.state);
  const methods = usePaymentMethods();
  const kind = navState.paymentMethodName;
  const banks = (methods.data ?? []).filter((m) => !kind || methodKind(m) === kind);
  const { chosen, pick, problem, ask } = useMethodChoice(() => {
    const id = readSelectedMethodId(location.state, params);
    return id ? String(id) : null;
  });
  const leave = useLeaveRemembering();

  const choose = () => {
    const bank = banks.find((m) => String(m.id) === chosen);
    if (!bank) return ask(PAYMENT_METHOD_REQUIRED_DETAIL);
    const search = new URLSearchParams(params);
    search.set(METHOD_PARAM, String(bank.id));
    const kept = { selectedMethod: bank.id, selectedBankName: bank.bank_name };
    leave(kept, { pathname: '/Checkout', search: `?${search.toString()}` });
  };

  return (
    <MethodScreen
      title="Detail Metode Pembayaran"
      problem={problem}
      onBack={() => navigate({ pathname: '/PilihMetodePembayaran', search: location.search }, { state: location.state })}
      onChoose={choose}
    >
      {methods.isLoading && <Text color="gray.600">Memuat data...</Text>}
      {methods.error && <LoadFailed message={errorMessage(methods.error, 'Gagal mengambil detail metode pembayaran')} query={methods} />}
      {methods.isSuccess && banks.length === 0 && <Text color="gray.600">Belum ada rekening untuk metode ini.</Text>}
      {banks.length > 0 && (
        <RadioCards label="Rekening tujuan" value={chosen} onValueChange={pick}>
          {banks.map((m) => (
            <BankAccountCard key={m.id} method={m} />
          ))}
        </RadioCards>
      )}
    </MethodScreen>
  );
}
