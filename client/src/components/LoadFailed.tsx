import { useMemo } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import { mayPassOnRetry } from '../lib/errors.ts';

/** What LoadFailed needs of a react-query result. */
export type Reread = { error: unknown; refetch: () => unknown; isFetching: boolean };

/**
 * What LoadFailed needs of a read, as one object while those values stay the same: TanStack Query's
 * result is a new object at each render, and a part handed the result itself is drawn again at each
 * render of its screen (docs/decisions/058). Whether it is being read again matters only once it
 * failed; a read again in the background then changes nothing. The useMemo is needed: without it the
 * React Compiler made the object anew at each render (e2e/phone-first.e2e.ts's picker test failed).
 */
export function useReread({ error, refetch, isFetching }: Reread): Reread {
  const rereading = error ? isFetching : false;
  return useMemo(() => ({ error, refetch, isFetching: rereading }), [error, refetch, rereading]);
}

/** Two reads a screen shows as one (products and the customer's tier): the first error, and 'Coba lagi' reads again what failed. */
export function eitherRead(a: Reread, b: Reread): Reread {
  return {
    error: a.error ?? b.error,
    refetch: () => Promise.all([a.error && a.refetch(), b.error && b.refetch()]),
    isFetching: a.isFetching || b.isFetching,
  };
}

/**
 * A list or a detail that could not be read (the provider down, a phone that lost its signal): what
 * went wrong, and 'Coba lagi', which asks again. Without it the customer had to close the dialog or
 * reload the page, and lose what it held, to try again. A refusal ('not found') gets no 'Coba lagi':
 * asking again would answer the same.
 */
export function LoadFailed({ message, query }: { message: string; query: Reread }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Title flex="1" minW="40">
        {message}
      </Alert.Title>
      <ReadAgain query={query} />
    </Alert.Root>
  );
}

/** On the footer's dark blue: white, with a white focus ring (the red outline and the blue ring would not show there). */
const ON_DARK = { color: 'white', borderColor: 'brand.200', focusRingColor: 'white', _hover: { bg: 'brand.800' } } as const;

/**
 * 'Coba lagi' alone, for a list inside a form field that says its own error (the form keeps what was
 * typed), or in the footer (`onDark`); nothing after a refusal ('not found'), which asking again would only repeat.
 */
export function ReadAgain({ query, onDark = false }: { query: Reread; onDark?: boolean }) {
  if (!mayPassOnRetry(query.error)) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="red"
      minH="11"
      alignSelf="flex-start"
      {...(onDark ? ON_DARK : {})}
      loading={query.isFetching}
      onClick={() => void query.refetch()}
    >
      Coba lagi
    </Button>
  );
}
