import { Skeleton } from '@chakra-ui/react';

/**
 * A stand-in bar inside a line of text (put it in the Text the content will have): the line keeps that text
 * style's height, so a section does not grow or shrink when its content comes in place of the bars.
 */
export function SkeletonLine({ width }: { width: string }) {
  return <Skeleton as="span" display="inline-block" verticalAlign="middle" h="3" w={width} />;
}
