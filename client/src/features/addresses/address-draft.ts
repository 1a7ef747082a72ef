// The form's type alone: the address tab reads the draft, and the form's module brings the shared
// schema's code (zod), which the tab's first load leaves to the form's own chunk.
import type { AddressForm } from './address-form.ts';
import { formDraft } from '../../lib/form-draft.ts';

/**
 * What the address form held when the page went away with it open and not saved (lib/form-draft.ts):
 * the address tab opens the form again with it. `editing`: the address edited, null for a new one.
 */
export const addressDraft = formDraft<AddressForm>('address');
