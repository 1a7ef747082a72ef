import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';

/**
 * A labelled form field as Chakra's Field draws it (its recipe: the label over its control, the same
 * gap, size and weight), on plain elements. Chakra's Field is Ark's field, with its context, ids and
 * prop merging, which a control the shop draws itself does not use (decisions 051 and 052): the
 * label names its control with `htmlFor`.
 */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'field' });
export const PlainFieldRoot = withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'root');
export const PlainFieldLabel = withContext<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'label');
