import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { RadioCard, RadioCards, RadioCardTitle } from '../../components/RadioCards.tsx';
import { Wallet } from 'lucide-react';
import { PAYMENT_METHOD_REQUIRED_PROFILE } from '@tulus/shared/rules/messages';
import { errorMessage } from '../../lib/errors.ts';
import { asCheckoutState } from './checkout-state.ts';
import { MethodScreen, useMethodChoice } from './MethodScreen.tsx';
import { methodKind, usePaymentMethods } from '../../lib/api/payment-methods.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useLeaveRemembering } from './use-leave-remembering.ts';

/**
 * 'Pilih Metode Pembayaran': the kinds of payment (today only 'Transfer Bank'); the next screen
 * lists the bank accounts of the chosen kind. The checkout's state and query travel along.
 */
export function PaymentMethodListPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const navState = asCheckoutState(location.state);
  const methods = usePaymentMethods();
  const names = useMemo(() => [...new Set((methods.data ?? []).map(methodKind))], [methods.data]);
  const { chosen, pick, problem, ask } = useMethodChoice(navState.paymentMethodName ?? null);
  const leave = useLeaveRemembering();

  const choose = () => {
    if (!chosen) return ask(PAYMENT_METHOD_REQUIRED_PROFILE);
    const kept = { paymentMethodName: chosen };
    leave(kept, { pathname: '/DetailMetodePembayaran', search: location.search });
  };

  return (
    <MethodScreen
      title="Pilih Metode Pembayaran"
      problem={problem}
      onBack={() => navigate({ pathname: '/Checkout', search: location.search }, { state: location.state })}
      onChoose={choose}
    >
      {methods.isLoading && <Text color="gray.600">Memuat data...</Text>}
      {methods.error && <LoadFailed message={errorMessage(methods.error, 'Gagal mengambil metode pembayaran')} query={methods} />}
      {methods.isSuccess && names.length === 0 && <Text color="gray.600">Belum ada metode pembayaran.</Text>}
      {names.length > 0 && (
        <RadioCards label="Metode pembayaran" value={chosen} onValueChange={pick}>
          {names.map((name) => (
            <RadioCard key={name} value={name} centered>
              <Wallet aria-hidden />
              <RadioCardTitle>{name}</RadioCardTitle>
            </RadioCard>
          ))}
        </RadioCards>
      )}
    </MethodScreen>
  );
}
