import { Text } from '@chakra-ui/react';
import type { PaymentMethod } from '@tulus/shared/contract/payment';
import { RadioCard, RadioCardContent, RadioCardDescription, RadioCardTitle } from '../../components/RadioCards.tsx';
import { BankIcon } from '../../components/BankIcon.tsx';
import { methodKind } from '../../lib/api/payment-methods.ts';

type Props = {
  method: PaymentMethod;
  /** The account number and holder under the bank's name: the picker shows them, the accounts page does not. */
  withAccount?: boolean;
  className?: string;
};

/** A bank account to choose, in the checkout's picker and on the accounts page: logo, kind, bank (the card's name). */
export function BankAccountCard({ method, withAccount = false, className }: Props) {
  return (
    <RadioCard value={String(method.id)} className={className} centered>
      <BankIcon src={method.icon_image} bankName={method.bank_name} />
      <RadioCardContent gap="sm">
        <Text fontSize="xs" color="gray.600">
          {methodKind(method)}
        </Text>
        <RadioCardTitle>{method.bank_name}</RadioCardTitle>
        {withAccount && (
          <RadioCardDescription>
            {method.account_number} a.n. {method.account_name}
          </RadioCardDescription>
        )}
      </RadioCardContent>
    </RadioCard>
  );
}
