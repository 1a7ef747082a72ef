import { toastSlotRecipe } from 'chakra-recipe:toast';
import { addSlotRecipe } from '../system.ts';

// Chakra's toasts with their recipe, which comes with them rather than in every first load (theme/system.ts).
addSlotRecipe('toast', toastSlotRecipe);
export { Toast, Toaster, createToaster } from '@chakra-ui/react';
