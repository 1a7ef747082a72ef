import { avatarSlotRecipe } from 'chakra-recipe:avatar';
import { addSlotRecipe } from '../system.ts';

// Chakra's Avatar with its recipe, which comes with it rather than in every first load (theme/system.ts).
addSlotRecipe('avatar', avatarSlotRecipe);
export { Avatar } from '@chakra-ui/react';
