import { dialogSlotRecipe } from 'chakra-recipe:dialog';
import { addSlotRecipe } from '../system.ts';

// Chakra's Dialog with its recipe, which comes with it rather than in every first load (theme/system.ts).
addSlotRecipe('dialog', dialogSlotRecipe);
export { Dialog } from '@chakra-ui/react';
