import { Portal, Spinner, Stack } from '@chakra-ui/react';
import { Toaster as ChakraToaster, Toast, createToaster } from '../theme/with-recipe/toast.ts';

/** Spec section 2: errors in a toast at top centre with a close button. Screens raise them through layout/notify.ts. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true });

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ base: '90vw', sm: '60vw', md: '40vw' }} maxW="560px">
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="Tutup" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
