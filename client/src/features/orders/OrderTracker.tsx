import { Box, Center, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import { trackerState } from '@tulus/shared/rules/order-tracker';

/**
 * The order's progress: a row on wide screens, a column on phones. Steps up to and including
 * the current one are highlighted; a refusal shows as a red step where the order stopped.
 */
export function OrderTracker({ status }: { status: string }) {
  const steps = trackerState(status);
  const last = steps.length - 1;
  const tone = (rejected: boolean) => (rejected ? 'red.500' : 'brand.500');
  return (
    <Flex as="ol" direction={{ base: 'column', md: 'row' }} listStyleType="none" aria-label="Status pesanan" data-testid="order-tracker">
      {steps.map((step, index) => {
        const next = steps[index + 1];
        return (
          <Flex
            as="li"
            key={step.status}
            flex={{ md: '1' }}
            direction={{ base: 'row', md: 'column' }}
            align={{ base: 'center', md: 'center' }}
            gap={{ base: '3', md: '2' }}
            position="relative"
            pb={{ base: index < last ? '5' : '0', md: '0' }}
            aria-current={step.current ? 'step' : undefined}
            data-highlighted={step.highlighted || undefined}
          >
            {next && (
              <Box
                aria-hidden
                position="absolute"
                bg={next.highlighted ? tone(next.rejected) : 'gray.200'}
                top={{ base: '8', md: '4' }}
                bottom={{ base: '0', md: 'auto' }}
                left={{ base: '4', md: 'calc(50% + 1.25rem)' }}
                right={{ base: 'auto', md: 'calc(-50% + 1.25rem)' }}
                w={{ base: '2px', md: 'auto' }}
                h={{ base: 'auto', md: '2px' }}
                ml={{ base: '-1px', md: '0' }}
              />
            )}
            <Center
              boxSize="8"
              flexShrink={0}
              borderRadius="full"
              borderWidth="2px"
              borderColor={step.highlighted ? tone(step.rejected) : 'gray.300'}
              bg={step.highlighted ? tone(step.rejected) : 'white'}
              color={step.highlighted ? 'white' : 'gray.500'}
              fontSize="sm"
              fontWeight="bold"
              boxShadow={step.current ? '0 0 0 4px var(--chakra-colors-brand-100)' : undefined}
            >
              {step.rejected ? <X size={16} aria-hidden /> : step.done ? <Check size={16} aria-hidden /> : index + 1}
            </Center>
            <Text
              fontSize="sm"
              textAlign={{ base: 'start', md: 'center' }}
              px={{ md: '1' }}
              fontWeight={step.current ? 'bold' : 'normal'}
              color={step.rejected ? 'red.600' : step.highlighted ? 'gray.900' : 'gray.500'}
            >
              {step.label}
              <VisuallyHidden>{step.current ? ' (status saat ini)' : step.done ? ' (selesai)' : ''}</VisuallyHidden>
            </Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
