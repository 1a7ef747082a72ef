import { useId, type ChangeEvent } from 'react';
import { Button, chakra, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Camera } from 'lucide-react';
import { useObjectUrl } from './use-object-url.ts';

type Props = {
  label: string;
  file: File | null;
  /** The rule the file must pass (spec section 5); returns the message to show, or null. */
  check: (file: File) => string | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  onError: (message: string | null) => void;
  previewAlt: string;
  hint?: string;
  disabled?: boolean;
};

/**
 * Photo input for proofs: a phone opens its back camera (capture), a laptop its file picker.
 * A refused file is not kept, so what the preview shows is always what would be sent.
 */
export function ImagePicker({ label, file, check, onChange, error, onError, previewAlt, hint = 'Format jpg, jpeg, atau png', disabled }: Props) {
  const id = useId();
  const labelId = `${id}-label`;
  const preview = useObjectUrl(file);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // Cleared so choosing the same photo again still fires a change.
    event.target.value = '';
    if (!picked) return;
    const problem = check(picked);
    onError(problem);
    onChange(problem ? null : picked);
  };

  return (
    <Stack gap="2">
      <Text id={labelId} fontWeight="medium" fontSize="sm">{label}</Text>
      <chakra.input
        id={id}
        type="file"
        accept="image/jpeg,image/png"
        capture="environment"
        className="peer"
        srOnly
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : preview ? undefined : `${id}-hint`}
        disabled={disabled}
        onChange={onPick}
      />
      {preview ? (
        <Stack gap="2" borderWidth="1px" borderRadius="lg" p="3" bg="white" _peerFocusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}>
          <Image src={preview} alt={previewAlt} maxH="72" w="full" objectFit="contain" borderRadius="md" bg="gray.50" />
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Text fontSize="sm" color="gray.600" truncate maxW="full">{file?.name}</Text>
            <Button asChild variant="outline" size="sm" minH="11" aria-disabled={disabled}>
              <label htmlFor={id} aria-hidden>Ganti Foto</label>
            </Button>
          </HStack>
        </Stack>
      ) : (
        <chakra.label
          htmlFor={id}
          aria-hidden
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="2"
          py="8"
          px="4"
          textAlign="center"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={error ? 'red.400' : 'brand.200'}
          borderRadius="lg"
          bg="brand.50"
          color="brand.800"
          cursor={disabled ? 'not-allowed' : 'pointer'}
          _hover={{ bg: 'brand.100' }}
          _peerFocusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
        >
          <Camera size={28} />
          <Text fontWeight="semibold">Ambil foto atau pilih gambar</Text>
          <Text id={`${id}-hint`} fontSize="xs" color="gray.600">{hint}</Text>
        </chakra.label>
      )}
      {error && <Text id={`${id}-error`} role="alert" fontSize="sm" color="red.600">{error}</Text>}
    </Stack>
  );
}
