import { tableSlotRecipe } from 'chakra-recipe:table';
import { addSlotRecipe } from '../system.ts';

// Chakra's Table with its recipe, which comes with it rather than in every first load (theme/system.ts).
addSlotRecipe('table', tableSlotRecipe);
export { Table } from '@chakra-ui/react';
