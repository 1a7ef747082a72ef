import { Alert } from '@chakra-ui/react';
import { FORM_DRAFT_PASSWORD_AGAIN, FORM_DRAFT_PHOTO_AGAIN, FORM_DRAFT_RESTORED } from '@tulus/shared/rules/messages';

/**
 * Over a form opened again with the typing kept in the tab (lib/form-draft.ts, decision 073): says the
 * typing came back and, for a form with a photo or a password (which a draft does not keep), that it must be
 * picked or typed again.
 */
export function DraftRestoredNote({ photoAgain = false, passwordAgain = false }: { photoAgain?: boolean; passwordAgain?: boolean }) {
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{FORM_DRAFT_RESTORED}</Alert.Title>
        {photoAgain && <Alert.Description>{FORM_DRAFT_PHOTO_AGAIN}</Alert.Description>}
        {passwordAgain && <Alert.Description>{FORM_DRAFT_PASSWORD_AGAIN}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
