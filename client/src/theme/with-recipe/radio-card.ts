import { radioCardSlotRecipe } from 'chakra-recipe:radio-card';
import { addSlotRecipe } from '../system.ts';

// Chakra's RadioCard with its recipe, which comes with it rather than in every first load (theme/system.ts).
addSlotRecipe('radioCard', radioCardSlotRecipe);
export { RadioCard } from '@chakra-ui/react';
