import { nativeSelectSlotRecipe } from 'chakra-recipe:native-select';
import { addSlotRecipe } from '../system.ts';

// Every field is a 44 px tap target (WCAG 2.5.5) at the default size, not 40 px, as theme/system.ts
// makes the inputs.
const size = nativeSelectSlotRecipe.variants!.size!;
const shopNativeSelect = {
  ...nativeSelectSlotRecipe,
  variants: { ...nativeSelectSlotRecipe.variants, size: { ...size, md: { ...size.md, field: { ...size.md?.field, '--select-field-height': 'sizes.11' } } } },
};

// Chakra's NativeSelect with its recipe, which comes with it rather than in every first load (theme/system.ts).
addSlotRecipe('nativeSelect', shopNativeSelect);
export { NativeSelect } from '@chakra-ui/react';
