import { Box, Card, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useSlidesPerPage } from './use-slides-per-page.ts';

/**
 * Stand-ins of the home screen's rows of slides while their code and the products load, as tall as
 * what replaces them: the sections below do not jump when the rows arrive (CLS; docs/performance.md).
 * The sizes mirror NewArrivals, ProductCard and BannerCarousel; change them together.
 */
export function NewArrivalsSkeleton() {
  const slidesPerPage = useSlidesPerPage();
  // Product names take two lines on the narrow cards of a wide screen (five per view), one otherwise.
  const nameLines = slidesPerPage === 5 ? 2 : 1;
  return (
    <Box aria-hidden="true">
      <Stack gap="4">
        {/* The title row: as tall as its 44 px round buttons. */}
        <HStack justify="space-between" h="11">
          <Skeleton h="8" w="48" />
          <HStack gap="2">
            <Skeleton boxSize="11" borderRadius="full" />
            <Skeleton boxSize="11" borderRadius="full" />
          </HStack>
        </HStack>
        <HStack gap="4" py="1" align="stretch" overflow="hidden">
          {Array.from({ length: slidesPerPage }, (_, i) => (
            <Card.Root key={i} variant="outline" bg="white" borderRadius="xl" flex="1" minW="0">
              <Card.Body p="3" gap="3">
                <Skeleton aspectRatio="1" w="full" borderRadius="lg" />
                <Stack gap="1">
                  {Array.from({ length: nameLines }, (_, line) => (
                    <Skeleton key={line} h="6" />
                  ))}
                  <Skeleton h="7" w="1/2" />
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </HStack>
      </Stack>
    </Box>
  );
}

export function BannerSkeleton() {
  return (
    <Stack gap="0" aria-hidden="true">
      <Skeleton w="full" aspectRatio={{ base: '3/1', md: '7/2' }} borderRadius="2xl" />
      {/* The row of the three dots, each in a 44 px button. */}
      <Box h="11" />
    </Stack>
  );
}
