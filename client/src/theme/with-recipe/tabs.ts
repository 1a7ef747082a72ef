import { tabsSlotRecipe } from 'chakra-recipe:tabs';
import { addSlotRecipe } from '../system.ts';

// Chakra's Tabs with its recipe, which comes with it rather than in every first load (theme/system.ts).
addSlotRecipe('tabs', tabsSlotRecipe);
export { Tabs } from '@chakra-ui/react';
