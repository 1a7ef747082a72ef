// The recipe modules that client/build/chakra-recipe-modules.ts reads as `chakra-recipe:<file>`: the same
// exports as Chakra's theme, one recipe each.
declare module 'chakra-recipe:avatar' {
  export { avatarSlotRecipe } from '@chakra-ui/react/theme';
}
declare module 'chakra-recipe:dialog' {
  export { dialogSlotRecipe } from '@chakra-ui/react/theme';
}
declare module 'chakra-recipe:native-select' {
  export { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
}
declare module 'chakra-recipe:table' {
  export { tableSlotRecipe } from '@chakra-ui/react/theme';
}
declare module 'chakra-recipe:toast' {
  export { toastSlotRecipe } from '@chakra-ui/react/theme';
}
